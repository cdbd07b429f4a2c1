import { useEffect } from "react";
import { useBlocker } from "react-router";
import { LeavePrompt } from "../../components/leave-prompt";
import { useAutosave } from "../../lib/autosave/use-autosave";
import { heldPlaces, saveLine } from "./save-places";

// Spec §2: an unsaved-changes prompt when leaving. Moving between the steps and the design page
// of this resume is not leaving (they share the layout whose store keeps saving); any other
// route change, and closing or reloading the tab, asks first while anything is unsaved or still
// on its way to the server, or held back from saving (invalid or refused: it is only in this
// browser, not in the resume).

export function LeaveGuard() {
  const store = useAutosave();
  const resumePrefix = `/app/resume/${store.resumeId}/`;
  const blocker = useBlocker(
    ({ nextLocation }) => store.hasUnsaved() && !nextLocation.pathname.startsWith(resumePrefix),
  );
  const blocked = blocker.state === "blocked";

  useEffect(() => {
    // Whatever the user decides, start saving now rather than after the debounce.
    if (blocked) store.flushAll();
  }, [blocked, store]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!store.hasUnsaved()) return;
      store.flushAll();
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [store]);

  const saved = !store.hasUnsaved();
  const status = store.status();
  const places = heldPlaces(store.held());
  const onlyHeld = !saved && status.kind === "saved" && places.length > 0;
  return (
    <LeavePrompt
      open={blocked}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
      leaveLabel={saved ? "Leave" : "Leave anyway"}
    >
      <p className="text-grey-700">
        {saved
          ? "Everything is saved now. You can leave safely."
          : onlyHeld
            ? `${places.map((place) => place.name).join(", ")}: not saved, because ${places.length === 1 ? "it needs" : "they need"} fixing first. What you typed is kept in this browser, but your resume does not have it yet.`
            : "Some of your changes are not saved yet. If you leave now, they may be lost."}
      </p>
      <p className="mt-2 text-sm text-grey-600">Save status: {saveLine(status, places)}</p>
    </LeavePrompt>
  );
}
