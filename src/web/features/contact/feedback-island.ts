// The contact modal and the feedback box on a page without React (docs/decisions/025): the
// same rules as feedback-form.tsx and contact-modal.tsx, on their server-rendered markup.
// Spec §5: Send stays disabled until the trimmed email has 5+ characters and the trimmed
// message 10+, and while sending; a required field left empty turns red. Spec §4/§9: on
// success a message shows; 3 s later it clears and the modal closes. Spec §8: a failed save
// shows no success message and is logged. Self-contained (lib/inline-script.ts).

export interface FeedbackIslandOptions {
  emailMin: number;
  messageMin: number;
  successMs: number;
  sending: string;
  sent: string;
  failed: string;
  statusClass: string;
  errorClass: string;
  fieldClass: { valid: string; invalid: string };
}

export function feedbackIsland(options: FeedbackIslandOptions): void {
  const dialog = document.querySelector<HTMLDialogElement>("dialog#contact-dialog");
  let dialogBusy = false;

  const closeDialog = () => {
    if (!dialog || dialogBusy) return;
    dialog.close();
  };
  if (dialog) {
    for (const opener of document.querySelectorAll("[data-contact-open]"))
      opener.addEventListener("click", () => dialog.showModal());
    dialog.querySelector("[data-modal-close]")?.addEventListener("click", closeDialog);
    // Escape: closed by us, so that a busy form keeps it open.
    dialog.addEventListener("cancel", (event) => {
      event.preventDefault();
      closeDialog();
    });
    // A click on the backdrop lands on the dialog itself.
    dialog.addEventListener("click", (event) => {
      if (event.target === dialog) closeDialog();
    });
  }

  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-feedback-form]")) {
    const email = form.elements.namedItem("email") as HTMLInputElement;
    const message = form.elements.namedItem("message") as HTMLTextAreaElement;
    const send = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!email || !message || !send) continue;
    const sendLabel = send.textContent ?? "";
    const inDialog = dialog?.contains(form) === true;
    let sending = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const ready = () =>
      email.value.trim().length >= options.emailMin && message.value.trim().length >= options.messageMin;
    const update = () => {
      send.disabled = sending || !ready();
    };
    const note = (role: "status" | "alert", text: string) => {
      form.querySelector(`[role="${role}"]`)?.remove();
      if (!text) return;
      const element = document.createElement("p");
      element.setAttribute("role", role);
      element.className = role === "status" ? options.statusClass : options.errorClass;
      element.textContent = text;
      send.before(element);
    };
    // A required field left empty turns red, with the reason under it (field-frame.tsx).
    const markEmpty = (field: HTMLInputElement | HTMLTextAreaElement) => {
      const errorId = `${field.id}-error`;
      const empty = field.required && field.value.trim() === "";
      field.className = empty ? options.fieldClass.invalid : options.fieldClass.valid;
      const shown = document.getElementById(errorId);
      if (!empty) {
        shown?.remove();
        field.removeAttribute("aria-invalid");
        field.setAttribute("aria-describedby", `${field.id}-hint`);
        return;
      }
      field.setAttribute("aria-invalid", "true");
      field.setAttribute("aria-describedby", `${errorId} ${field.id}-hint`);
      if (shown) return;
      const error = document.createElement("p");
      error.id = errorId;
      error.className = options.errorClass;
      error.textContent = `${field.labels?.[0]?.textContent ?? "This field"} is required.`;
      (field.nextElementSibling ?? field).after(error);
    };
    for (const field of [email, message]) {
      field.addEventListener("input", () => {
        if (field.getAttribute("aria-invalid")) markEmpty(field);
        update();
      });
      field.addEventListener("blur", () => markEmpty(field));
    }
    const reset = () => {
      clearTimeout(timer);
      form.reset();
      note("status", "");
      note("alert", "");
      for (const field of [email, message]) {
        field.className = options.fieldClass.valid;
        field.removeAttribute("aria-invalid");
        document.getElementById(`${field.id}-error`)?.remove();
      }
      update();
    };
    // Closing the modal forgets the form, as the React modal unmounts it.
    if (inDialog) dialog?.addEventListener("close", reset);

    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (!ready() || sending) return;
      sending = true;
      if (inDialog) dialogBusy = true;
      send.textContent = options.sending;
      send.setAttribute("aria-busy", "true");
      dialog?.querySelector<HTMLButtonElement>("[data-modal-close]")?.toggleAttribute("disabled", inDialog);
      note("alert", "");
      update();
      try {
        const response = await fetch("/api/feedback", {
          method: "POST",
          credentials: "same-origin",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: email.value.trim(), message: message.value.trim() }),
        });
        if (!response.ok) {
          const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
          throw Object.assign(new Error(body?.error?.message ?? options.failed), { status: response.status });
        }
        form.reset();
        note("status", options.sent);
        timer = setTimeout(() => {
          note("status", "");
          if (inDialog) dialog?.close();
        }, options.successMs);
      } catch (failure) {
        console.error("Sending feedback failed", failure);
        const status = (failure as { status?: number }).status;
        note("alert", status && status !== 500 ? (failure as Error).message : options.failed);
      } finally {
        sending = false;
        dialogBusy = false;
        send.textContent = sendLabel;
        send.removeAttribute("aria-busy");
        dialog?.querySelector("[data-modal-close]")?.removeAttribute("disabled");
        update();
      }
    });
  }
}
