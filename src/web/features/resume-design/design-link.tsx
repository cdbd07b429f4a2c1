import { NavLink } from "react-router";
import { useAutosave } from "../../lib/autosave/use-autosave";

const designPath = (resumeId: number) => `/app/resume/${resumeId}/Original`;

// The wizard header's way to the design page. Edits still on their way keep saving there (same
// layout, same store), and the design page re-renders its preview once they are saved.
export function DesignLink() {
  const store = useAutosave();
  return (
    <NavLink
      to={designPath(store.resumeId)}
      className="rounded-lg border border-primary-700 px-3 py-1.5 text-sm font-medium text-primary-800 hover:bg-primary-50 aria-[current=page]:bg-primary-50"
    >
      {/* "Design" alone on a phone, to keep the header one row; the name stays whole. */}
      Design<span className="max-sm:sr-only"> &amp; download</span>
    </NavLink>
  );
}
