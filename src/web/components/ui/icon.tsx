// A solid 20 × 20 icon drawn in the text colour; decorative, so hidden from screen readers
// (the control or text beside it carries the meaning).
export function Icon({ path, className }: { path: string; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d={path} />
    </svg>
  );
}
