import { Outlet } from "react-router";

// Frame of the resume wizard and design pages (spec §2 "cv-create"); the resume issue fills it.
export default function CvCreateLayout() {
  return (
    <div className="min-h-screen bg-grey-50">
      <Outlet />
    </div>
  );
}
