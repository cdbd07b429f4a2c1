import { controlClass } from "../../components/ui/field-frame";
import { Icon } from "../../components/ui/icon";

// One field of the review: its label, an optional hint and, where the reader was unsure, a
// "Check this" mark (an icon and words, not a colour alone) that the control names through
// aria-describedby, so a screen reader says it on reaching the field.

/** How a field is edited: one line, a paragraph, or a list edited one item per line. */
export type FieldKind = "text" | "area" | "lines";

export interface ReviewFieldProps {
  /** The draft path, e.g. "work[1].startDate"; it also makes the control's id. */
  path: string;
  label: string;
  kind?: FieldKind;
  value: unknown;
  onChange: (path: string, value: unknown) => void;
  flagged: boolean;
  hint?: string;
  placeholder?: string;
  type?: "text" | "email" | "tel" | "url";
  autoComplete?: string;
  rows?: number;
  className?: string;
}

/** A DOM id for a draft path: "work[1].name" -> "draft-work-1-name". */
export const fieldId = (path: string) => `draft-${path.replace(/[^A-Za-z0-9]+/g, "-").replace(/-$/, "")}`;

const asText = (value: unknown) => (typeof value === "string" ? value : value == null ? "" : String(value));
const asLines = (value: unknown) => (Array.isArray(value) ? value.map(asText).join("\n") : asText(value));

/** A list shows all its lines (and room for one more), within reason. */
const linesRows = (value: unknown) =>
  Math.min(12, Math.max(3, (Array.isArray(value) ? value.length : 1) + 1));

const flaggedControl = "border-2 border-brand-yellow bg-yellow-50";

export function ReviewField(props: ReviewFieldProps) {
  const { path, label, kind = "text", value, onChange, flagged, hint, className } = props;
  const id = fieldId(path);
  const describedBy = [flagged ? `${id}-check` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  const control = `${controlClass(false)} w-full ${flagged ? flaggedControl : ""}`;
  const shared = {
    id,
    "aria-describedby": describedBy || undefined,
    placeholder: props.placeholder,
    className: control,
  };
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className ?? ""}`}>
      <label htmlFor={id} className="text-sm font-medium text-grey-700">
        {label}
      </label>
      {kind === "text" ? (
        <input
          {...shared}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete ?? "off"}
          value={asText(value)}
          onChange={(event) => onChange(path, event.target.value)}
        />
      ) : (
        <textarea
          {...shared}
          // Grows with its text where the browser can (long bullets wrap on a phone); `rows` elsewhere.
          className={`${control} field-sizing-content min-h-20 max-h-[32rem]`}
          rows={props.rows ?? (kind === "lines" ? linesRows(value) : 2)}
          value={kind === "lines" ? asLines(value) : asText(value)}
          // Lines stay as typed, blank ones too, so Enter can start the next; they are
          // cleaned when the resume is created.
          onChange={(event) =>
            onChange(path, kind === "lines" ? event.target.value.split("\n") : event.target.value)
          }
        />
      )}
      {/* Under the control, so the fields of a row stay level with each other. */}
      {flagged ? <CheckThis id={`${id}-check`} /> : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-grey-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The mark of a value the reader was unsure of. */
export function CheckThis({ id, what = "this" }: { id?: string; what?: string }) {
  return (
    <p id={id} className="flex items-center gap-1.5 text-sm font-medium text-grey-900">
      <Icon
        path="M8.3 2.9a2 2 0 0 1 3.4 0l6.5 11.3A2 2 0 0 1 16.5 17h-13a2 2 0 0 1-1.7-2.8L8.3 2.9ZM10 7a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V8a1 1 0 0 0-1-1Zm0 8a1.2 1.2 0 1 0 0-2.4 1.2 1.2 0 0 0 0 2.4Z"
        className="h-4 w-4 shrink-0 text-brand-yellow"
      />
      <span>Check {what}: we are not sure we read it right.</span>
    </p>
  );
}
