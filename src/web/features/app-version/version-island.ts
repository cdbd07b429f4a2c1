// The new-version check on a page without React (docs/decisions/025), as useNewVersion and
// NewVersionBanner do it: builds/latest.json is polled (every 5 minutes and when the tab comes
// back into view, spec §7); once it names another build than the page's, a banner offers a
// reload. Self-contained (lib/inline-script.ts).

export interface VersionIslandOptions {
  version: string;
  pollMs: number;
  text: string;
  reload: string;
  bannerClass: string;
  buttonClass: string;
}

export function versionIsland(options: VersionIslandOptions): void {
  let stopped = false;
  const offer = () => {
    const banner = document.createElement("div");
    banner.setAttribute("role", "status");
    banner.className = options.bannerClass;
    const text = document.createElement("span");
    text.textContent = options.text;
    const button = document.createElement("button");
    button.type = "button";
    button.className = options.buttonClass;
    button.textContent = options.reload;
    button.addEventListener("click", () => window.location.reload());
    banner.append(text, button);
    document.body.append(banner);
  };
  const check = async () => {
    if (stopped || document.visibilityState === "hidden") return;
    try {
      const response = await fetch("/builds/latest.json", { cache: "no-store" });
      if (!response.ok) return;
      const { id } = (await response.json()) as { id?: string };
      if (id && id !== options.version && !stopped) {
        stopped = true;
        clearInterval(timer);
        offer();
      }
    } catch {
      // Offline or restarting: try again at the next tick.
    }
  };
  const timer = setInterval(check, options.pollMs);
  document.addEventListener("visibilitychange", check);
}
