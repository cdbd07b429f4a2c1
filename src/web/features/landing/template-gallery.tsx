import { designs } from "../../../shared/designs";

// The designs' names and descriptions are the ones the PDF catalogue answers
// (src/shared/designs.ts); the thumbnails are the designs' visual-regression baselines of a sample resume,
// made into WebP at 1x and 2x (public/templates).
export function TemplateGallery() {
  return (
    <section aria-labelledby="templates-heading" className="bg-grey-50 py-20">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-6">
        <div className="flex flex-col gap-3">
          <h2 id="templates-heading" className="text-3xl font-bold tracking-tight text-grey-900">
            {Object.keys(designs).length} designs, all readable by applicant tracking systems
          </h2>
          <p className="max-w-3xl text-grey-700">
            Every design stores real, selectable text in reading order with plain section headings. Shown here
            with the JSON Resume project's sample resume.
          </p>
        </div>
        <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4">
          {Object.entries(designs).map(([id, template]) => (
            <li key={id}>
              <figure className="flex flex-col gap-3">
                <img
                  src={`/templates/${id}.webp`}
                  srcSet={`/templates/${id}.webp 1x, /templates/${id}@2x.webp 2x`}
                  alt={`The ${template.name} design`}
                  width={207}
                  height={293}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full rounded-lg border border-grey-200 bg-white shadow-sm"
                />
                <figcaption className="flex flex-col gap-1">
                  <span className="font-semibold text-grey-900">{template.name}</span>
                  <span className="text-sm text-grey-700">{template.description}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
