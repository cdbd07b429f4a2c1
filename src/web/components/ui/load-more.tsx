import { Button } from "./button";
import { FormError } from "./form-error";

/** The "Load more" button under a paged list, with what went wrong when a page failed. */
export function LoadMore({
  hasMore,
  loading,
  error,
  onLoadMore,
  label = "Load more",
}: {
  hasMore: boolean;
  loading: boolean;
  error?: string;
  onLoadMore: () => void;
  label?: string;
}) {
  if (!hasMore && !error) return null;
  return (
    <div className="flex flex-col items-center gap-2">
      <FormError message={error} />
      {hasMore ? (
        <div className="w-48">
          <Button variant="secondary" onClick={onLoadMore} loading={loading} loadingLabel="Loading ...">
            {label}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
