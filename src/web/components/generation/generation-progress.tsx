// Spec §9 and DESIGN.md §4.11: slow AI work shows its progress and says it may take a while.
export const GENERATION_NOTE = "AI generation may take a few minutes.";

export function GenerationProgress({ message, percent }: { message: string; percent: number }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-primary-100 bg-primary-50 p-4">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p aria-live="polite" className="font-medium text-grey-900">
          {message || "Starting…"}
        </p>
        <span className="text-grey-700" aria-hidden="true">
          {value}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="AI generation progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%: ${message || "starting"}`}
        className="h-2 w-full overflow-hidden rounded-full bg-white"
      >
        <div
          className="h-full rounded-full bg-primary-600 transition-[width]"
          style={{ width: `${value}%` }}
        />
      </div>
      <p className="text-sm text-grey-600">{GENERATION_NOTE}</p>
    </div>
  );
}
