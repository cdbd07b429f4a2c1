import { type FormEvent, useState } from "react";
import { MAX_PHRASE } from "../../../shared/ai";
import type { RephraseAnswer, RephraseRequest } from "../../../shared/contracts/free-tools";
import { describeWriter } from "../../components/generation/writer-name";
import { Button } from "../../components/ui/button";
import { CopyButton } from "../../components/ui/copy-button";
import { FormError } from "../../components/ui/form-error";
import { TextField } from "../../components/ui/text-field";
import { ApiError, api } from "../../lib/api-client";
import { GENERIC_ERROR } from "../../lib/error-message";

// The free tool (public, no sign-in): a blunt phrase in, professional ways to say it out.

// A mix of phrases the bank holds and blunt ones it does not, so a visitor sees both at work.
const EXAMPLES = [
  "I don't know",
  "That's not my job",
  "This meeting is pointless",
  "I need more money",
  "You're wrong",
  "I was fired",
];
/** The tool's words and the results' look, shared with rephrase-island.ts. */
export const rephraseCopy = {
  tooMany: "Too many requests — try again in a minute.",
  empty: "Type a phrase first.",
  busy: "Finding better words ...",
  heading: "Professional ways to say",
  headingClass: "text-2xl font-semibold",
  listClass: "flex flex-col gap-3",
  itemClass:
    "flex flex-wrap items-center justify-between gap-3 rounded-lg border border-grey-200 bg-white p-4",
  textClass: "text-grey-900",
  writerClass: "text-sm text-grey-600",
};

type Result = { phrase: string } & RephraseAnswer;

export function RephraseTool() {
  const [phrase, setPhrase] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<Result | null>(null);

  const rephrase = async (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) {
      setError(rephraseCopy.empty);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await api<RephraseAnswer>("/api/free-tools/rephrase", {
        method: "POST",
        body: { phrase: trimmed } satisfies RephraseRequest,
      });
      setResult({ phrase: trimmed, ...answer });
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 429) setError(rephraseCopy.tooMany);
      else setError(caught instanceof Error ? caught.message : GENERIC_ERROR);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void rephrase(phrase);
  };

  return (
    <div className="flex flex-col gap-8">
      <form
        onSubmit={submit}
        data-rephrase-form
        noValidate
        className="flex flex-col gap-4 rounded-xl border border-grey-200 p-6"
      >
        <TextField
          label="What do you want to say?"
          hint={`${phrase.length}/${MAX_PHRASE} characters`}
          value={phrase}
          onChange={(event) => setPhrase(event.target.value.slice(0, MAX_PHRASE))}
          maxLength={MAX_PHRASE}
          placeholder="I don't know"
          autoComplete="off"
        />
        <div>
          <Button type="submit" className="w-auto! px-6" loading={busy} loadingLabel={rephraseCopy.busy}>
            Say it professionally
          </Button>
        </div>
        <FormError message={error} />
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-grey-700">Or try an example:</p>
          <ul className="flex flex-wrap gap-2">
            {EXAMPLES.map((example) => (
              <li key={example}>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => {
                    setPhrase(example);
                    void rephrase(example);
                  }}
                  className="rounded-full border border-grey-300 bg-white px-3 py-1 text-sm hover:bg-grey-50 disabled:opacity-60"
                >
                  {example}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </form>
      <section
        aria-labelledby="alternatives-heading"
        aria-live="polite"
        className="flex flex-col gap-3"
        data-rephrase-results
      >
        {result ? (
          <>
            <h2 id="alternatives-heading" className={rephraseCopy.headingClass}>
              {rephraseCopy.heading} “{result.phrase}”
            </h2>
            <ol className={rephraseCopy.listClass}>
              {result.alternatives.map((alternative, index) => (
                <li key={alternative} className={rephraseCopy.itemClass}>
                  <p className={rephraseCopy.textClass} data-testid="alternative">
                    {alternative}
                  </p>
                  <CopyButton text={alternative} name={`alternative ${index + 1}`} />
                </li>
              ))}
            </ol>
            <p className={rephraseCopy.writerClass}>Written by {describeWriter(result.writer)}.</p>
          </>
        ) : (
          <h2 id="alternatives-heading" className="sr-only">
            Professional alternatives
          </h2>
        )}
      </section>
    </div>
  );
}
