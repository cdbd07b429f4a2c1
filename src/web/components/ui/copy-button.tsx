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

export function CopyButton({ text, name }: { text: string; name: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2_000);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <span className="flex items-center gap-2">
      <button
        type="button"
        onClick={async () => setState((await copyText(text)) ? "copied" : "failed")}
        className="rounded-lg border border-grey-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-grey-50"
      >
        Copy<span className="sr-only"> {name}</span>
      </button>
      <span role="status" className="text-sm text-grey-600">
        {state === "copied" ? "Copied" : state === "failed" ? "Select the text to copy it" : ""}
      </span>
    </span>
  );
}
