import { normalizeTypedDate, TYPED_DATE_MESSAGE } from "../../../shared/month-year";
import {
  EXTRA_SECTION_TITLES,
  type ExtraSection,
  type ExtraSectionType,
  emptySectionEntry,
  extraSectionTypes,
  MAX_EXTRA_SECTIONS,
  type SectionEntry,
  sectionEntry,
} from "../../../shared/resume-extras";
import { MAX_ROWS } from "../../../shared/text-limits";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { HeadedSection } from "../../components/ui/headed-section";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/text-area-field";
import { TextField } from "../../components/ui/text-field";
import { zodMessage } from "../../lib/autosave/field-codec";
import { DateField } from "./date-field";
import { ImprovableTextArea } from "./improvable-text-area";
import type { ImproveTarget } from "./improve-api";
import { MoveButtons, moved, removeClass } from "./row-buttons";
import { useAutosavedRows } from "./use-autosaved-rows";

// "Additional sections" of the Certificate step (issue 12): awards, publications, volunteering,
// references, interests, licences (issue 34) and sections the user titles, each an ordered list
// of entries. They print after the standard sections, in this order; licences print beside the
// certificates, and the Layout panel moves either.

type EntryField = keyof SectionEntry;
/** What each entry field is called for a type; a field without a label is not asked for. */
const FIELD_LABELS: Record<ExtraSectionType, Partial<Record<EntryField, string>>> = {
  awards: { title: "Award", subtitle: "Awarded by", start_date: "Date", description: "Description" },
  publications: {
    title: "Title",
    subtitle: "Journal or publisher",
    start_date: "Published",
    url: "Link",
    description: "Summary",
  },
  volunteering: {
    title: "Role",
    subtitle: "Organization",
    start_date: "Start date",
    end_date: "End date",
    url: "Link",
    description: "What you did",
  },
  references: { title: "Name", subtitle: "Position and contact", description: "Reference" },
  interests: { title: "Interest", description: "Details" },
  licenses: {
    title: "License",
    subtitle: "Issued by (state or board)",
    number: "License number",
    start_date: "Issued",
    end_date: "Expires",
    description: "Details",
  },
  custom: {
    title: "Title",
    subtitle: "Subtitle",
    start_date: "Start date",
    end_date: "End date",
    url: "Link",
    description: "Description",
  },
};
const SECTION_HINTS: Partial<Record<ExtraSectionType, string>> = {
  custom: "For example: Patents, Speaking, Memberships.",
  licenses: "For example: Licenses, Licensure, Teaching credentials.",
};
const ENTRY_NOUN: Record<ExtraSectionType, string> = {
  awards: "award",
  publications: "publication",
  volunteering: "role",
  references: "reference",
  interests: "interest",
  licenses: "license",
  custom: "entry",
};

export function ExtraSectionsEditor() {
  const list = useAutosavedRows<ExtraSection>("sections");
  const sections = list.rows;
  const add = (type: ExtraSectionType) => list.add({ type, title: "", entries: [emptySectionEntry()] });

  return (
    <HeadedSection
      headingId="extra-sections-heading"
      heading="Additional sections"
      className="flex flex-col gap-4"
      headingClassName="text-xl font-semibold"
    >
      <p className="text-grey-700">
        Licenses, awards, publications, volunteering, references, interests or a section of your own. Licenses
        print after your certificates, the others after the sections above, in this order; the Layout panel of
        the design page moves them.
      </p>
      <FormError message={list.error} />
      <ol className="flex flex-col gap-6">
        {sections.map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; position is their identity
          <li key={index}>
            <SectionEditor
              section={section}
              index={index}
              count={sections.length}
              onChange={(patch) => list.change(index, patch)}
              onMove={(by) => list.move(index, by)}
              onRemove={() => list.remove(index)}
            />
          </li>
        ))}
      </ol>
      {sections.length < MAX_EXTRA_SECTIONS ? <AddSection onAdd={add} /> : null}
    </HeadedSection>
  );
}

function AddSection({ onAdd }: { onAdd: (type: ExtraSectionType) => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      {extraSectionTypes.map((type) => (
        <Button key={type} variant="secondary" className="w-auto!" onClick={() => onAdd(type)}>
          Add {type === "custom" ? "your own section" : EXTRA_SECTION_TITLES[type].toLowerCase()}
        </Button>
      ))}
    </div>
  );
}

function SectionEditor(props: {
  section: ExtraSection;
  index: number;
  count: number;
  onChange: (patch: Partial<ExtraSection>) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const { section, index } = props;
  const heading = section.title.trim() || EXTRA_SECTION_TITLES[section.type];
  const setEntries = (entries: SectionEntry[]) => props.onChange({ entries });
  const noun = ENTRY_NOUN[section.type];

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-grey-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{heading}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Kind of section"
          value={section.type}
          onChange={(event) => props.onChange({ type: event.target.value as ExtraSectionType })}
        >
          {extraSectionTypes.map((type) => (
            <option key={type} value={type}>
              {type === "custom" ? "Your own" : EXTRA_SECTION_TITLES[type]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Heading"
          value={section.title}
          placeholder={EXTRA_SECTION_TITLES[section.type]}
          hint={SECTION_HINTS[section.type]}
          autoComplete="off"
          onChange={(event) => props.onChange({ title: event.target.value })}
        />
      </div>
      <ol className="flex flex-col gap-3">
        {section.entries.map((entry, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; position is their identity
          <li key={at}>
            <EntryEditor
              type={section.type}
              entry={entry}
              name={`${noun} ${at + 1}`}
              improve={{ kind: "sections", section: index, entry: at }}
              onChange={(patch) =>
                setEntries(section.entries.map((row, i) => (i === at ? { ...row, ...patch } : row)))
              }
            />
            <div className="mt-2 flex flex-wrap gap-2">
              <MoveButtons
                what={`${noun} ${at + 1}`}
                index={at}
                count={section.entries.length}
                onMove={(from, by) => setEntries(moved(section.entries, from, by))}
              />
              <button
                type="button"
                className={removeClass}
                onClick={() => setEntries(section.entries.filter((_, i) => i !== at))}
              >
                Remove<span className="sr-only"> {`${noun} ${at + 1}`}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2 border-t border-grey-100 pt-3">
        <Button
          variant="secondary"
          className="w-auto!"
          disabled={section.entries.length >= MAX_ROWS}
          onClick={() => setEntries([...section.entries, emptySectionEntry()])}
        >
          Add {noun}
        </Button>
        <MoveButtons
          what={`section ${heading}`}
          index={index}
          count={props.count}
          onMove={(_, by) => props.onMove(by)}
        />
        <button type="button" className={removeClass} onClick={props.onRemove}>
          Remove section<span className="sr-only"> {heading}</span>
        </button>
      </div>
    </fieldset>
  );
}

function EntryEditor(props: {
  type: ExtraSectionType;
  entry: SectionEntry;
  name: string;
  /** Where the entry is, for "Improve bullets" under its description. */
  improve: ImproveTarget;
  onChange: (patch: Partial<SectionEntry>) => void;
}) {
  const labels = FIELD_LABELS[props.type];
  const field = (key: EntryField) => {
    const label = labels[key];
    if (!label) return null;
    const value = props.entry[key] ?? "";
    const isDate = key === "start_date" || key === "end_date";
    if (isDate) {
      const error = normalizeTypedDate(value) === undefined ? TYPED_DATE_MESSAGE : undefined;
      return (
        <DateField
          key={key}
          label={label}
          value={value}
          error={error}
          start={key === "end_date" ? props.entry.start_date : undefined}
          onChange={(next) => props.onChange({ [key]: next })}
        />
      );
    }
    const error = value.trim() ? (zodMessage(sectionEntry.shape[key], value) ?? undefined) : undefined;
    const shown = { label, value, error };
    const onChange = (event: { target: { value: string } }) => props.onChange({ [key]: event.target.value });
    if (key === "description") {
      const wide = { ...shown, rows: 3, className: "sm:col-span-2" };
      // References are someone else's words about the person, a licence's details are facts
      // (compact state, endorsements): nothing to improve there.
      if (props.type === "references" || props.type === "licenses")
        return <TextAreaField key={key} {...wide} onChange={onChange} />;
      return (
        <ImprovableTextArea
          key={key}
          {...wide}
          onChange={(next) => props.onChange({ description: next })}
          target={props.improve}
        />
      );
    }
    return (
      <TextField
        key={key}
        {...shown}
        onChange={onChange}
        autoComplete="off"
        inputMode={key === "url" ? "url" : undefined}
        placeholder={key === "url" ? "https://" : undefined}
      />
    );
  };
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{props.name}</legend>
      {(["title", "subtitle", "number", "start_date", "end_date", "url", "description"] as const).map(field)}
    </fieldset>
  );
}
