// The free tool on a page without React (docs/decisions/025), on RephraseTool's
// server-rendered form: a phrase (or an example) is sent to POST /api/free-tools/rephrase and
// the professional ways to say it are listed, each with a Copy button. The same words, limits
// and errors as rephrase-tool.tsx and copy-button.tsx. Self-contained (lib/inline-script.ts).

export interface RephraseIslandOptions {
  maxPhrase: number;
  tooMany: string;
  empty: string;
  busy: string;
  failed: string;
  heading: string;
  headingClass: string;
  listClass: string;
  itemClass: string;
  textClass: string;
  writerClass: string;
  offlineNote: string;
  errorClass: string;
  copy: {
    buttonClass: string;
    rowClass: string;
    statusClass: string;
    copied: string;
    failed: string;
    resetMs: number;
  };
}

export function rephraseIsland(options: RephraseIslandOptions): void {
  const form = document.querySelector<HTMLFormElement>("form[data-rephrase-form]");
  const results = document.querySelector<HTMLElement>("[data-rephrase-results]");
  const input = form?.querySelector<HTMLInputElement>("input");
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !results || !input || !submit) return;
  const hint = document.getElementById(`${input.id}-hint`);
  const examples = [...form.querySelectorAll<HTMLButtonElement>('button[type="button"]')];
  const submitLabel = submit.textContent ?? "";

  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = "") => {
    const made = document.createElement(tag);
    made.className = className;
    made.textContent = text;
    return made;
  };
  const showError = (message: string) => {
    form.querySelector('[role="alert"]')?.remove();
    if (!message) return;
    const alert = element("p", options.errorClass, message);
    alert.setAttribute("role", "alert");
    submit.parentElement?.after(alert);
  };
  const setBusy = (busy: boolean) => {
    submit.disabled = busy;
    submit.textContent = busy ? options.busy : submitLabel;
    submit.toggleAttribute("aria-busy", busy);
    for (const example of examples) example.disabled = busy;
  };

  // Copies with the Clipboard API, or where that is refused, a hidden text area and the old command.
  const copyText = async (text: string) => {
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
  };
  const copyButton = (text: string, index: number) => {
    const row = element("span", options.copy.rowClass);
    const button = element("button", options.copy.buttonClass, "Copy");
    button.type = "button";
    button.append(element("span", "sr-only", ` alternative ${index + 1}`));
    const status = element("span", options.copy.statusClass);
    status.setAttribute("role", "status");
    let timer: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener("click", async () => {
      status.textContent = (await copyText(text)) ? options.copy.copied : options.copy.failed;
      clearTimeout(timer);
      timer = setTimeout(() => {
        status.textContent = "";
      }, options.copy.resetMs);
    });
    row.append(button, status);
    return row;
  };
  const show = (phrase: string, answer: { alternatives: string[]; writer: string }) => {
    const heading = element("h2", options.headingClass, `${options.heading} “${phrase}”`);
    heading.id = "alternatives-heading";
    const list = element("ol", options.listClass);
    answer.alternatives.forEach((alternative, index) => {
      const item = element("li", options.itemClass);
      const text = element("p", options.textClass, alternative);
      text.dataset.testid = "alternative";
      item.append(text, copyButton(alternative, index));
      list.append(item);
    });
    const name = answer.writer.trim() || "an unknown writer";
    const writer = /offline/i.test(name) ? `${name}${options.offlineNote}` : name;
    results.replaceChildren(heading, list, element("p", options.writerClass, `Written by ${writer}.`));
  };

  const rephrase = async (text: string) => {
    const phrase = text.trim();
    if (!phrase) {
      showError(options.empty);
      return;
    }
    setBusy(true);
    showError("");
    try {
      const response = await fetch("/api/free-tools/rephrase", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ phrase }),
      });
      const body = await response.json().catch(() => null);
      if (response.status === 429) showError(options.tooMany);
      else if (!response.ok) showError(body?.error?.message ?? options.failed);
      else show(phrase, body);
    } catch {
      showError(options.failed);
    } finally {
      setBusy(false);
    }
  };

  const count = () => {
    if (hint) hint.textContent = `${input.value.length}/${options.maxPhrase} characters`;
  };
  input.addEventListener("input", count);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void rephrase(input.value);
  });
  for (const example of examples) {
    example.addEventListener("click", () => {
      input.value = example.textContent ?? "";
      count();
      void rephrase(input.value);
    });
  }
}
