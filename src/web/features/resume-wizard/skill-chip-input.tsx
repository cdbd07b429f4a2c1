import { type ClipboardEvent, type KeyboardEvent, useId, useState } from "react";
import { addChips, finishedAndTyping, hasSeparator, splitChipText } from "../../../shared/skill-chips";

// One skill group's skills as chips (issue 16): Enter or a comma turns what is typed into a
// chip, a pasted list ("a, b; c" or one per line) becomes one chip per skill, Backspace in the
// empty input removes the last chip, and each chip has its own remove button. A skill the
// resume already has is left out without a word; a limit is said under the input, the text
// staying in it. Text left in the input is saved as a skill too (resume-codecs.ts), so leaving
// the input needs no commit: one would reflow the chips under the pointer on its way to "Next".

export interface ChipValue {
  keywords: string[];
  typing: string;
}

export function SkillChipInput({
  label,
  value,
  elsewhere,
  placeholder,
  onChange,
  onFocus,
}: {
  label: string;
  value: ChipValue;
  /** Skills of the other groups: adding one of them again is refused like a duplicate. */
  elsewhere: readonly string[];
  placeholder: string;
  onChange: (next: ChipValue) => void;
  onFocus?: () => void;
}) {
  const id = useId();
  const [refusal, setRefusal] = useState<string>();
  const [announcement, setAnnouncement] = useState("");

  /** Adds `items` as chips; `typing` is what stays in the input after them. */
  const commit = (items: string[], typing: string) => {
    const result = addChips(value.keywords, items, elsewhere);
    setRefusal(result.refusal?.message);
    const rest = [result.refusal?.rest ?? "", typing].filter(Boolean).join(", ");
    onChange({ keywords: result.keywords, typing: rest });
    if (result.added.length) setAnnouncement(`Added ${result.added.join(", ")}.`);
  };
  const remove = (index: number) => {
    const skill = value.keywords[index];
    setRefusal(undefined);
    onChange({ ...value, keywords: value.keywords.filter((_, at) => at !== index) });
    setAnnouncement(`Removed ${skill}.`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      if (value.typing.trim()) commit(splitChipText(value.typing), "");
    } else if (event.key === "Backspace" && value.typing === "" && value.keywords.length > 0) {
      event.preventDefault();
      remove(value.keywords.length - 1);
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData("text");
    if (!hasSeparator(pasted)) return;
    event.preventDefault();
    commit(splitChipText(value.typing + pasted), "");
  };
  const onType = (text: string) => {
    if (!hasSeparator(text)) {
      setRefusal(undefined);
      onChange({ ...value, typing: text });
      return;
    }
    const { finished, typing } = finishedAndTyping(text);
    commit(finished, typing);
  };

  const describedBy = [refusal ? `${id}-refusal` : "", `${id}-how`].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-grey-700">
        {label}
      </label>
      <div
        className={`flex flex-wrap items-center gap-1.5 rounded-lg border px-2 py-1.5 ${refusal ? "border-red-600" : "border-grey-300"}`}
      >
        {value.keywords.length > 0 ? (
          <ul className="contents">
            {value.keywords.map((skill, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a skill appears once per group, but may be retyped
                key={`${index}-${skill}`}
                className="inline-flex max-w-full items-center gap-0.5 rounded-full bg-primary-50 py-0.5 pr-0.5 pl-3 text-sm text-grey-900"
              >
                <span data-testid="skill-chip" className="break-words">
                  {skill}
                </span>
                <button
                  type="button"
                  aria-label={`Remove ${skill}`}
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-grey-700 hover:bg-primary-100 hover:text-grey-900"
                  onClick={() => {
                    remove(index);
                    document.getElementById(id)?.focus();
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id={id}
          value={value.typing}
          placeholder={value.keywords.length ? "Add a skill" : placeholder}
          autoComplete="off"
          enterKeyHint="enter"
          aria-invalid={refusal ? true : undefined}
          aria-describedby={describedBy}
          className="min-w-[10rem] flex-1 border-0 bg-transparent px-1 py-1 text-grey-900"
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onFocus={onFocus}
        />
      </div>
      <p id={`${id}-how`} className="text-sm text-grey-600">
        Press Enter or type a comma after each skill; paste a list to add several.
      </p>
      {refusal ? (
        <p id={`${id}-refusal`} className="text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
