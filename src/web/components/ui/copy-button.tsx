import { useEffect, useState } from "react";

// Copies a text with the Clipboard API; where that is refused (an older browser, no permission),
// a hidden text area and the old copy command do it.

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const copied = document.execCommand("copy");
    area.remove();
    return copied;
  }
}

/** The button's look and words, shared with rephrase-island.ts. */
export const copyButtonCopy = {
  buttonClass: "rounded-lg border border-grey-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-grey-50",
  rowClass: "flex items-center gap-2",
  statusClass: "text-sm text-grey-600",
  copied: "Copied",
  failed: "Select the text to copy it",
  resetMs: 2_000,
};

export function CopyButton({ text, name }: { text: string; name: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), copyButtonCopy.resetMs);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <span className={copyButtonCopy.rowClass}>
      <button
        type="button"
        onClick={async () => setState((await copyText(text)) ? "copied" : "failed")}
        className={copyButtonCopy.buttonClass}
      >
        Copy<span className="sr-only"> {name}</span>
      </button>
      <span role="status" className={copyButtonCopy.statusClass}>
        {state === "copied" ? copyButtonCopy.copied : state === "failed" ? copyButtonCopy.failed : ""}
      </span>
    </span>
  );
}
