import { useRef } from "react";
import { UNLIMITED } from "../../../shared/plans";
import { useResource } from "../../lib/use-resource";
import { fetchEntitlements } from "../../lib/user-api";

// "Uses 1 AI generation · 4 left": said beside every button that spends one (issue 16 §6), as
// the cover-letter page shows what is left. Read again whenever `version` changes (after a run).

export function GenerationCost({ version = 0, id }: { version?: number; id?: string }) {
  const user = useResource(`entitlements:${version}`, fetchEntitlements);
  // What is left stays said while it is read again after a run; unknown (a failed read) is said
  // as such, and the server still checks before it charges.
  const said = useRef<number | null>(null);
  if (user.state === "ready") said.current = user.data.generated;
  else if (user.state === "failed") said.current = null;
  const left = said.current;
  const remaining = left === null ? "" : left >= UNLIMITED ? " · unlimited left" : ` · ${left} left`;
  return (
    <span id={id} className="text-sm text-grey-700" data-testid="generation-cost">
      Uses 1 AI generation{remaining}
    </span>
  );
}
