import { Link } from "react-router";
import { useAutosave } from "../../lib/autosave/use-autosave";
import { layoutPath } from "../../lib/paths";

// The wizard's last step points to the design page's Layout panel, where the sections are
// reordered or hidden and the resume fitted to one page (issue 16 point 5).
export function LayoutLink() {
  const store = useAutosave();
  return (
    <p className="text-grey-700">
      Skills before experience, a section left out, or everything on one page?{" "}
      <Link
        to={layoutPath(store.resumeId)}
        className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800"
      >
        Arrange the layout
      </Link>{" "}
      on the design page.
    </p>
  );
}
