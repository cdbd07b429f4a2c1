import { createContext, useContext, useEffect, useSyncExternalStore } from "react";
import { resumeApi } from "../resume-api";
import { type ItemState, useItemById } from "../use-item-by-id";
import { ResumeAutosave } from "./resume-autosave";

// React's view of the wizard's autosave store: the layout loads the resume and owns the store
// (so saves go on while the user moves between steps); every step reads it from context.

export const AutosaveContext = createContext<ResumeAutosave | null>(null);

/** The store, re-rendering the caller whenever anything in it changes. */
export function useAutosave(): ResumeAutosave {
  const store = useContext(AutosaveContext);
  if (!store) throw new Error("useAutosave is only available inside the resume wizard");
  useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  return store;
}

/** Loads resume `id` into a new store; 0 (a missing or non-numeric id) is "not found". */
export function useResumeStore(id: number): { state: ItemState<ResumeAutosave>; reload: () => void } {
  const { state, reload } = useItemById(id, openResume, closeResume);

  const store = state.kind === "ready" ? state.item : undefined;
  useEffect(() => {
    if (!store) return;
    // Back online: retry at once. Tab hidden (switching away, closing on mobile): save now.
    const online = () => store.retryNow();
    const hidden = () => {
      if (document.visibilityState === "hidden") store.flushAll();
    };
    window.addEventListener("online", online);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("online", online);
      document.removeEventListener("visibilitychange", hidden);
    };
  }, [store]);

  return { state, reload };
}

const openResume = async (id: number) => new ResumeAutosave(await resumeApi.item(id));
// Saves what is pending and stops the store's timers.
const closeResume = (store: ResumeAutosave) => store.dispose();
