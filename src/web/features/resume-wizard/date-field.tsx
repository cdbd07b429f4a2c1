import { endsBeforeStart, normalizeTypedDate, readTypedDate, spelledDate } from "../../../shared/month-year";
import { TextField } from "../../components/ui/text-field";

// A month-year input that takes a date the way people write it ("Aug 2011", "8/2011",
// "2011-08", "2011") and, on leaving it, shows the stored form ("08/2011"); the hint under it
// spells back what was understood ("August 2011") so a misread never goes unnoticed.

const DATE_HINT = "Such as Aug 2021 or 08/2021; the year alone (2021) if the month is not known";

/** What the hint says: the date as read, or the forms that work while nothing is read yet. */
function dateHint(value: string, canBeOngoing: boolean, start?: string): string {
  const read = readTypedDate(value);
  const startDate = normalizeTypedDate(start ?? "");
  if (read.kind === "date" && startDate && endsBeforeStart(startDate, read.value)) {
    // Not refused (the API takes it), but said: a swapped pair is an easy slip to miss.
    return `Reads as ${spelledDate(read.value)}, which is before the start date`;
  }
  if (read.kind === "date") return `Reads as ${spelledDate(read.value)}`;
  return canBeOngoing ? `${DATE_HINT}; Present if you still work here` : DATE_HINT;
}

export function DateField(props: {
  label: string;
  value: string;
  error?: string;
  className?: string;
  disabled?: boolean;
  "data-save-field"?: string;
  onChange: (next: string) => void;
  /** Called when "Present" (or "current", "now") is typed: the role goes on. */
  onPresent?: () => void;
  /** For an end date: the start date as typed, to say when the end comes before it. */
  start?: string;
}) {
  const { value, onChange, onPresent, start, ...shown } = props;
  return (
    <TextField
      {...shown}
      value={value}
      // The error lists the forms that work, and a disabled field (a current job) needs no help.
      hint={props.error || props.disabled ? undefined : dateHint(value, Boolean(onPresent), start)}
      placeholder={props.disabled && onPresent ? "Present" : undefined}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        const read = readTypedDate(value);
        if (read.kind === "date" && read.value !== value) onChange(read.value);
        if (read.kind === "present" && onPresent) onPresent();
      }}
    />
  );
}
