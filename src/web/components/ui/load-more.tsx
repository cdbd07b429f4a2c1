import { Button } from "./button";
import { FormError } from "./form-error";

/** The "Load more" button under a paged list, with what went wrong when a page failed. */
export function LoadMore({
  list: { hasMore, loading, error, loadMore },
  label = "Load more",
}: {
  /** A paged list's state (web/lib/use-paged-list.ts). */
  list: { hasMore: boolean; loading: boolean; error?: string; loadMore: () => Promise<unknown> };
  label?: string;
}) {
  if (!hasMore && !error) return null;
  return (
    <div className="flex flex-col items-center gap-2">
      <FormError message={error} />
      {hasMore ? (
        <div className="w-48">
          <Button
            variant="secondary"
            onClick={() => void loadMore()}
            loading={loading}
            loadingLabel="Loading ..."
          >
            {label}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
