import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { LeavePrompt } from "../../components/leave-prompt";

// Spec §2: an unsaved-changes prompt appears when leaving a page. The letter's text saves itself
// a moment after typing stops; leaving (another page, closing the tab) with an edit not yet sent
// asks first.

function useUnsavedChangesGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, []);

  const prompt = (
    <LeavePrompt
      open={blocker.state === "blocked"}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    >
      <p className="text-grey-700">
        Your changes to the letter are not saved yet. If you leave now, they are lost.
      </p>
    </LeavePrompt>
  );

  return { prompt };
}

/** The guard as a component, for pages that may or may not own the router's one blocker. */
export function UnsavedChangesPrompt({ dirty }: { dirty: boolean }) {
  return useUnsavedChangesGuard(dirty).prompt;
}
