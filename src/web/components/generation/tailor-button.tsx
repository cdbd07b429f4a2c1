import { Button } from "../ui/button";
import { GenerationCost } from "./generations-left";

/** A button that writes a tailored revision, with what it costs said beside it. */
export function TailorButton({
  costId,
  label,
  onClick,
  loading,
  runs,
}: {
  costId: string;
  label: string;
  onClick: () => void;
  loading: boolean;
  /** Bumped after each generation, so the count of those left is read again. */
  runs?: number;
}) {
  return (
    <>
      <Button
        className="w-auto! px-6"
        onClick={onClick}
        loading={loading}
        loadingLabel="Tailoring your resume..."
        aria-describedby={costId}
      >
        {label}
      </Button>
      <GenerationCost id={costId} version={runs} />
    </>
  );
}
