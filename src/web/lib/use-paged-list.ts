import { useCallback, useEffect, useState } from "react";
import type { Page } from "../../shared/contracts/fields";
import { errorMessage } from "./error-message";

// The list pages load their first page in the loader and more on "Load more" (docs/api.md:
// `?limit=&cursor=` answers `{ items, nextCursor }`). A revalidation (after a delete, an add)
// brings a fresh first page, so the pages loaded on top of the old one are dropped with it.

export type { Page };

export function usePagedList<T>(first: Page<T>, loadPage: (cursor: string) => Promise<Page<T>>) {
  const [more, setMore] = useState<T[]>([]);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    setMore([]);
    setCursor(first.nextCursor);
    setError(undefined);
  }, [first]);

  const loadMore = useCallback(async () => {
    if (!cursor) return;
    setLoading(true);
    setError(undefined);
    try {
      const page = await loadPage(cursor);
      setMore((shown) => [...shown, ...page.items]);
      setCursor(page.nextCursor);
    } catch (caught) {
      setError(`We could not load more: ${errorMessage(caught)}`);
    } finally {
      setLoading(false);
    }
  }, [cursor, loadPage]);

  return { items: [...first.items, ...more], hasMore: cursor !== null, loadMore, loading, error };
}
