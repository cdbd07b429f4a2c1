import { useState } from "react";
import type { Revision } from "../../../shared/contracts/revisions";
import { errorMessage } from "../../lib/error-message";
import { revisionApi } from "../../lib/revision-api";
import { addedMessage, confirmationsFrom, type TermChoice, UNCHOSEN } from "./term-confirmations";

// The "Do you have this?" choices of one revision and their one request: every ticked term is
// sent together, and the revision the server scored again replaces the one shown.

export function useTermConfirmations(revision: Revision, onConfirmed: (revision: Revision) => void) {
  const [choices, setChoices] = useState<Record<string, TermChoice>>({});
  const [termErrors, setTermErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const [sending, setSending] = useState(false);

  const choiceOf = (term: string) => choices[term] ?? UNCHOSEN;
  const change = (term: string, patch: Partial<TermChoice>) => {
    setChoices((current) => ({ ...current, [term]: { ...(current[term] ?? UNCHOSEN), ...patch } }));
    setTermErrors(({ [term]: _, ...others }) => others);
  };

  const submit = async () => {
    if (sending) return;
    setError("");
    setAnnouncement("");
    const { terms, errors } = confirmationsFrom(choices);
    setTermErrors(errors);
    if (Object.keys(errors).length > 0) {
      setError("Some terms need a bit more: see the notes above.");
      return;
    }
    if (terms.length === 0) {
      setError('Tick "I have this" on at least one term first.');
      return;
    }
    setSending(true);
    try {
      const updated = await revisionApi.confirmTerms(revision.id, terms);
      setChoices({});
      onConfirmed(updated);
      setAnnouncement(addedMessage(terms.length));
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setSending(false);
    }
  };

  return { choiceOf, change, submit, sending, error, termErrors, announcement };
}
