import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { LeavePrompt } from "../../components/leave-prompt";

// Spec §2: an unsaved-changes prompt appears when leaving a page. A step form is saved by its
// own button; leaving it (another step, another page, closing the tab) with edits not yet sent
// asks first. `allowLeaving` lets the form's own "save, then go on" pass.

export function useUnsavedChangesGuard(dirty: boolean) {
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
        Your changes on this step are not saved. If you leave now, they are lost.
      </p>
    </LeavePrompt>
  );

  return {
    prompt,
    /** The changes were saved: the next navigation is not leaving them behind. */
    allowLeaving: () => {
      dirtyRef.current = false;
    },
  };
}

/** The guard as a component, for pages that may or may not own the router's one blocker. */
export function UnsavedChangesPrompt({ dirty }: { dirty: boolean }) {
  return useUnsavedChangesGuard(dirty).prompt;
}
