// Which writer produced a text, named honestly: the built-in offline writer is rule-based,
// not a language model, and the user should know which one they got.
export function WriterName({ writer, className }: { writer: string; className?: string }) {
  return <span className={className ?? "text-sm text-grey-600"}>Written by {describeWriter(writer)}</span>;
}

/** What follows the offline writer's name (rephrase-island.ts adds it too). */
export const OFFLINE_WRITER_NOTE = " (built-in, rule-based, no AI model)";

export function describeWriter(writer: string): string {
  const name = writer.trim();
  if (!name) return "an unknown writer";
  if (/offline/i.test(name)) return `${name}${OFFLINE_WRITER_NOTE}`;
  return name;
}
