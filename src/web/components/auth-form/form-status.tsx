// A confirmation or notice above or under a form, announced politely (the counterpart of FormError).
export function FormStatus({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="status" className="rounded-lg bg-primary-50 p-3 text-sm text-primary-800">
      {message}
    </p>
  );
}
