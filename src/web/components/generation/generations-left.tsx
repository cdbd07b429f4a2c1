import { useEffect, useState } from "react";
import { UNLIMITED } from "../../../shared/plans";
import { fetchEntitlements } from "../../lib/user-api";

// "Uses 1 AI generation · 4 left": said beside every button that spends one (issue 16 §6), as
// the cover-letter page shows what is left. Read again whenever `version` changes (after a run).

export function GenerationCost({ version = 0, id }: { version?: number; id?: string }) {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    void version;
    let cancelled = false;
    fetchEntitlements().then(
      (user) => !cancelled && setLeft(user.generated),
      // Unknown is said as such; the server still checks before it charges.
      () => !cancelled && setLeft(null),
    );
    return () => {
      cancelled = true;
    };
  }, [version]);
  const remaining = left === null ? "" : left >= UNLIMITED ? " · unlimited left" : ` · ${left} left`;
  return (
    <span id={id} className="text-sm text-grey-700" data-testid="generation-cost">
      Uses 1 AI generation{remaining}
    </span>
  );
}
