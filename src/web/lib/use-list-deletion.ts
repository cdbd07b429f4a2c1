import { useState } from "react";
import { useRevalidator } from "react-router";

// A list page's Delete: which item its modal asks about, and what follows once the server has
// deleted it: the list reloads, the modal closes, then `afterDeleted` tells the user. The list
// pages (resumes, jobs, cover letters) share this order.
export function useListDeletion<T>(afterDeleted: (item: T) => void) {
  const revalidator = useRevalidator();
  const [item, setItem] = useState<T | null>(null);
  return {
    /** Opens the modal for this item. */
    ask: (picked: T) => setItem(picked),
    /** The props of the page's delete modal (DeleteModalProps). */
    modal: {
      item,
      onClose: () => setItem(null),
      onDeleted: async (deleted: T) => {
        await revalidator.revalidate();
        setItem(null);
        afterDeleted(deleted);
      },
    },
  };
}
