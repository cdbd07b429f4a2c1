import { Outlet } from "react-router";

// Frame of the cover-letter steps (spec §2 "cover-letter-create"); the AI issue fills it.
export default function CoverLetterCreateLayout() {
  return (
    <div className="min-h-screen bg-grey-50">
      <Outlet />
    </div>
  );
}
