import { flagsWithin, getPath } from "./draft-edits";
import { CheckThis, ReviewField } from "./review-field";
import type { ListSection } from "./section-configs";

// One list section of the review (Experience, Education ...): each entry's fields, a Remove
// button per entry and an Add button. Entries are numbered as the user counts ("Job 2").

export interface EntryListProps {
  section: ListSection;
  /** The whole draft, read by path. */
  resume: unknown;
  lowConfidence: readonly string[];
  onChange: (path: string, value: unknown) => void;
  onRemove: (section: ListSection, index: number) => void;
  onAdd: (section: ListSection) => void;
  /** A sub-list (Links in the contact details) has an h3 where a section has an h2. */
  nested?: boolean;
}

const button =
  "rounded-md border border-grey-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-grey-50 disabled:opacity-50";

/** The id of a section's heading, which takes focus after a removal. */
export const sectionHeadingId = (path: string) => `review-${path.replace(".", "-")}`;

/** "Analyst - Acme" from an entry's telling fields. */
export function entryTitle(section: ListSection, entry: unknown): string {
  return section.titleKeys
    .map((key) => String(getPath(entry, key) ?? "").trim())
    .filter(Boolean)
    .join(" - ");
}

/** Dates sit in pairs even on a phone; other fields take a row there, and wide ones always. */
const spanOf = (field: ListSection["fields"][number]) =>
  field.wide ? "col-span-2" : field.short ? "col-span-1" : "col-span-2 sm:col-span-1";

export function EntryListSection(props: EntryListProps) {
  const { section, resume, lowConfidence, onChange, onRemove, onAdd, nested = false } = props;
  const value = getPath(resume, section.path);
  const entries = Array.isArray(value) ? value : [];
  const headingId = sectionHeadingId(section.path);
  const Heading = nested ? "h3" : "h2";
  const EntryHeading = nested ? "h4" : "h3";
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <Heading
        id={headingId}
        tabIndex={-1}
        className={`${nested ? "text-lg" : "text-xl"} font-semibold focus:outline-none`}
      >
        {section.title}
      </Heading>
      {section.hint && entries.length ? <p className="text-sm text-grey-600">{section.hint}</p> : null}
      {entries.length ? (
        <ol className="flex flex-col gap-3">
          {entries.map((entry, index) => {
            const path = `${section.path}[${index}]`;
            const name = `${section.noun} ${index + 1}`;
            const title = entryTitle(section, entry);
            return (
              // Entries have no id of their own; the index is what the paths use too.
              // biome-ignore lint/suspicious/noArrayIndexKey: removal re-renders the list below
              <li key={index} className="rounded-xl border border-grey-200 bg-white p-4">
                <fieldset className="flex min-w-0 flex-col gap-3">
                  <legend className="sr-only">{name}</legend>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <EntryHeading className="min-w-0 font-semibold break-words">
                      {name}
                      {title ? <span className="ml-2 font-normal text-grey-600">{title}</span> : null}
                    </EntryHeading>
                    <button
                      type="button"
                      className={`${button} text-red-700`}
                      onClick={() => onRemove(section, index)}
                    >
                      Remove<span className="sr-only"> {name}</span>
                    </button>
                  </div>
                  {lowConfidence.includes(path) ? <CheckThis what="this entry" /> : null}
                  <div className="grid grid-cols-2 gap-3">
                    {section.fields.map((field) => {
                      const fieldPath = `${path}.${field.key}`;
                      return (
                        <ReviewField
                          key={field.key}
                          path={fieldPath}
                          label={field.label}
                          kind={field.kind}
                          type={field.type}
                          placeholder={field.placeholder}
                          value={getPath(entry, field.key)}
                          flagged={flagsWithin(lowConfidence, fieldPath).length > 0}
                          onChange={onChange}
                          className={spanOf(field)}
                        />
                      );
                    })}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-grey-600">None read.</p>
      )}
      <div>
        <button type="button" className={button} onClick={() => onAdd(section)}>
          Add {section.noun.toLowerCase()}
        </button>
      </div>
    </section>
  );
}
