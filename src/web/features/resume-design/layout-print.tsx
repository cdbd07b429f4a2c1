import { DATE_FORMAT_EXAMPLES, type DateFormat, dateFormats } from "../../../shared/date-display";
import { type PageSize, pageSizeForAddress, pageSizes } from "../../../shared/page-size";
import type { ResumeLayout } from "../../../shared/resume-layout";
import { SelectField } from "../../components/ui/select-field";

// How dates print and on which paper (issue 34 point 5): part of the resume's layout, so the
// PDF, the Word file and the plain text all follow them. The paper's default is the address's
// (Letter in the US and Canada, A4 elsewhere), said with the size it comes to.

export function LayoutPrint({
  layout,
  address,
  onChange,
}: {
  layout: ResumeLayout;
  /** The resume's address as the wizard holds it now, for the default paper. */
  address: string;
  onChange: (layout: ResumeLayout) => void;
}) {
  const byAddress = pageSizeForAddress(address);
  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label="Dates"
        hint="In the PDF, the Word file and the plain text."
        value={layout.dateFormat ?? ""}
        onChange={(event) =>
          onChange({ ...layout, dateFormat: (event.target.value || null) as DateFormat | null })
        }
      >
        <option value="">{DATE_FORMAT_EXAMPLES["month-name"]} (usual)</option>
        {dateFormats
          .filter((format) => format !== "month-name")
          .map((format) => (
            <option key={format} value={format}>
              {DATE_FORMAT_EXAMPLES[format]}
            </option>
          ))}
      </SelectField>
      <SelectField
        label="Page size"
        hint={
          address.trim()
            ? "Letter is the usual paper in the US and Canada, A4 elsewhere."
            : "With no address on the resume, A4 (Letter is the usual paper in the US and Canada)."
        }
        value={layout.pageSize ?? ""}
        onChange={(event) =>
          onChange({ ...layout, pageSize: (event.target.value || null) as PageSize | null })
        }
      >
        <option value="">By your address ({byAddress})</option>
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
