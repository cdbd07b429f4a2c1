/** How a form's or a field's error looks (also built by the islands of docs/decisions/025). */
export const ERROR_TEXT_CLASS = "text-sm text-red-700";

// A form's error, in red under it and announced (spec §8: server messages shown as given).
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={ERROR_TEXT_CLASS}>
      {message}
    </p>
  );
}
