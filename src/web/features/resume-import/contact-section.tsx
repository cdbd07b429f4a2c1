import type { ResumeDraft } from "../../../shared/resume-draft";
import { HeadedSection } from "../../components/ui/headed-section";
import { flagsWithin, getPath } from "./draft-edits";
import { type EntryListProps, EntryListSection } from "./entry-list-section";
import { ReviewField } from "./review-field";
import { addressFields, type ContactFieldSpec, contactFields, profileSection } from "./section-configs";

// The person (JSON Resume's basics): name, headline, contacts, location and links, then the
// summary in a section of its own.

type Shared = Pick<EntryListProps, "lowConfidence" | "onChange" | "onRemove" | "onAdd">;

interface ContactProps extends Shared {
  resume: ResumeDraft;
  /** The document gave a street address or postal code: their fields are shown too. */
  withAddress: boolean;
}

function Fields({ specs, props }: { specs: ContactFieldSpec[]; props: ContactProps }) {
  return specs.map((spec) => (
    <ReviewField
      key={spec.path}
      {...spec}
      value={getPath(props.resume, spec.path)}
      flagged={flagsWithin(props.lowConfidence, spec.path).length > 0}
      onChange={props.onChange}
    />
  ));
}

export function ContactSection(props: ContactProps) {
  return (
    <HeadedSection
      headingId="review-contact"
      heading="Contact details"
      className="flex flex-col gap-4"
      headingClassName="text-xl font-semibold"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Fields specs={contactFields} props={props} />
        {props.withAddress ? <Fields specs={addressFields} props={props} /> : null}
      </div>
      <EntryListSection {...props} section={profileSection} resume={props.resume} nested />
    </HeadedSection>
  );
}

export function SummarySection({ resume, lowConfidence, onChange }: Pick<ContactProps, "resume"> & Shared) {
  return (
    <HeadedSection
      headingId="review-summary"
      heading="Summary"
      className="flex flex-col gap-3"
      headingClassName="text-xl font-semibold"
    >
      <ReviewField
        path="basics.summary"
        label="Summary"
        kind="area"
        rows={5}
        value={resume.basics.summary}
        flagged={flagsWithin(lowConfidence, "basics.summary").length > 0}
        onChange={onChange}
      />
    </HeadedSection>
  );
}
