// The query of a list's page (docs/api.md: `?limit=&cursor=` answers `{ items, nextCursor }`),
// apart from the list hook (use-paged-list.ts): the API clients need it on pages that show no list
// (the wizard), and it should not bring the hook with it.

const PAGE_SIZE = 50;

/** The query of a page: the first with the page size, the next ones by the cursor they were given. */
export function pageQuery(cursor?: string): string {
  return cursor ? `?limit=${PAGE_SIZE}&cursor=${encodeURIComponent(cursor)}` : `?limit=${PAGE_SIZE}`;
}
