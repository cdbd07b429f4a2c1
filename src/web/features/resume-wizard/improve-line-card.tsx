import type { ImproveSuggestion } from "./improve-api";

// One line of a field in the "Improve" panel: the line as written, its suggestions with
// Accept / Edit / Reject, the "add a number" question, and Undo once a suggestion is in.

export interface LineState {
  key: string;
  /** The line as the user wrote it (what Undo puts back). */
  original: string;
  /** What the field holds for this line now. */
  current: string;
  /** Where `current` starts in the field, as far as we know. */
  at: number;
  suggestions: ImproveSuggestion[];
  ask?: string;
  state: "open" | "accepted" | "edited";
}

const small =
  "rounded-md border px-2.5 py-1.5 text-sm font-medium sm:px-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700";
const accept = `${small} border-primary-700 bg-primary-700 text-white hover:bg-primary-800`;
const plain = `${small} border-grey-300 bg-white text-grey-900 hover:bg-grey-50`;

export function ImproveLineCard(props: {
  line: LineState;
  index: number;
  /** "Line", or "Sentence" for the summary. */
  unit: string;
  onAccept: (text: string) => void;
  onEdit: (text: string) => void;
  onReject: (suggestion: number) => void;
  onUndo: () => void;
  onGoToLine: () => void;
}) {
  const { line, index } = props;
  const name = `${props.unit.toLowerCase()} ${index + 1}`;
  const labelId = `${line.key}-label`;

  return (
    <li
      data-line={index}
      aria-labelledby={labelId}
      className="rounded-lg border border-grey-200 bg-white p-2.5 sm:p-3"
    >
      <p id={labelId} className="text-xs font-semibold uppercase tracking-wide text-grey-600">
        {props.unit} {index + 1}
      </p>
      {line.state === "open" ? (
        <>
          <p className="mt-1 break-words text-grey-800">{line.original}</p>
          {line.suggestions.length ? (
            <ul className="mt-3 flex flex-col gap-2" aria-label={`Suggestions for ${name}`}>
              {line.suggestions.map((suggestion, s) => (
                <li
                  key={suggestion.text}
                  className="flex flex-col gap-2 rounded-md border border-primary-100 bg-primary-50/60 p-2.5 sm:p-3"
                >
                  <p className="whitespace-pre-line break-words font-medium text-grey-900">
                    {suggestion.text}
                  </p>
                  {suggestion.why ? <p className="text-sm text-grey-700">{suggestion.why}</p> : null}
                  <div className="flex flex-wrap gap-2">
                    <SuggestionButton
                      className={accept}
                      label="Accept"
                      hidden={`suggestion ${s + 1} for ${name}`}
                      onClick={() => props.onAccept(suggestion.text)}
                    />
                    <SuggestionButton
                      className={plain}
                      label="Edit"
                      hidden={`suggestion ${s + 1} for ${name} in the field`}
                      onClick={() => props.onEdit(suggestion.text)}
                    />
                    <SuggestionButton
                      className={plain}
                      label="Reject"
                      hidden={`suggestion ${s + 1} for ${name}`}
                      onClick={() => props.onReject(s)}
                    />
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {line.ask ? (
            <div className="mt-3 flex flex-wrap items-center gap-2 rounded-md border border-brand-yellow bg-yellow-50 p-2.5 sm:p-3">
              <p className="mr-auto text-sm text-grey-900">
                <span className="font-semibold">No result stated. </span>
                {line.ask}
              </p>
              <button type="button" className={plain} onClick={props.onGoToLine}>
                Go to {name}
              </button>
            </div>
          ) : null}
        </>
      ) : (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <p className="mr-auto whitespace-pre-line break-words text-grey-900">
            <span className="font-medium text-primary-800">
              {line.state === "accepted" ? "Accepted: " : "In the field to edit: "}
            </span>
            {line.current}
          </p>
          <button type="button" data-action="undo" className={plain} onClick={props.onUndo}>
            Undo<span className="sr-only"> {name}</span>
          </button>
        </div>
      )}
    </li>
  );
}

/** A suggestion's action: the verb on screen, then which suggestion for screen readers. */
function SuggestionButton(props: { className: string; label: string; hidden: string; onClick: () => void }) {
  return (
    <button type="button" className={props.className} onClick={props.onClick}>
      {props.label}
      <span className="sr-only"> {props.hidden}</span>
    </button>
  );
}
