// Which part of the resume the streamed JSON has reached, told from the last key it wrote,
// so the progress line says what the model is working on.

const PHASES: [key: string, message: string][] = [
  ['"summary"', "Writing your summary…"],
  ['"skills"', "Ordering your skills…"],
  ['"experiences"', "Writing your experience…"],
  ['"projects"', "Describing your projects…"],
  ['"educations"', "Polishing your education…"],
  ['"certificates"', "Describing your certificates…"],
];

export function rewritePhase(recentText: string): string | undefined {
  let best: { at: number; message: string } | undefined;
  for (const [key, message] of PHASES) {
    const at = recentText.lastIndexOf(key);
    if (at >= 0 && (!best || at > best.at)) best = { at, message };
  }
  return best?.message;
}
