import { TestimonialCard } from "./testimonial-card";
import { testimonials } from "./testimonials-data";

export function TestimonialsSection() {
  const allIllustrative = testimonials.every((testimonial) => !testimonial.verified);
  return (
    <section aria-labelledby="testimonials-heading" className="bg-grey-50 py-20">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-6">
        <div className="flex flex-col gap-3">
          <h2 id="testimonials-heading" className="text-3xl font-bold tracking-tight text-grey-900">
            How people use it
          </h2>
          {allIllustrative ? (
            <p className="max-w-3xl text-grey-700">
              <strong className="font-semibold text-grey-900">These are illustrative examples,</strong>{" "}
              written by our team to show typical ways the builder is used. The people are fictional and these
              are not reviews from real customers.
            </p>
          ) : null}
        </div>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
