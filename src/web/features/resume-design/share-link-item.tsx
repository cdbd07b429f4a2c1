import { useState } from "react";
import { ShareStatsChart } from "../../components/share-stats/share-stats-chart";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { errorMessage } from "../../lib/error-message";
import { type ShareLinkAnswer, shareLinksApi } from "../../lib/share-links-api";

// One published link: its address, what it shows, copy, change, unpublish (asked once more
// first, since the address stops working at once) and its 30-day statistics.

export function ShareLinkItem({
  link,
  onEdit,
  onUnpublished,
}: {
  link: ShareLinkAnswer;
  onEdit: () => void;
  onUnpublished: () => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [copied, setCopied] = useState<string>();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied("Link copied");
    } catch {
      setCopied("Your browser did not allow copying: select the address and copy it.");
    }
  };
  const unpublish = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await shareLinksApi.unpublish(link.id);
      await onUnpublished();
    } catch (caught) {
      setError(`Unpublishing failed: ${errorMessage(caught)}`);
      setBusy(false);
    }
  };

  const facts = [
    link.revisionId === null ? "the Original (live)" : "a Tailored revision (as shared)",
    link.template,
    link.hasPassword ? "password" : "",
    link.expiresAt ? `until ${new Date(link.expiresAt).toLocaleDateString()}` : "",
    link.allowIndexing ? "indexed" : "not indexed",
  ].filter(Boolean);

  return (
    <li className="flex flex-col gap-2 rounded border border-grey-200 p-3" data-testid="share-link">
      <a
        href={link.url}
        className="break-all font-medium text-primary-700 underline"
        target="_blank"
        rel="noreferrer"
      >
        {link.url}
      </a>
      <p className="text-sm text-grey-600">{facts.join(" · ")}</p>
      <ShareStatsChart stats={link.stats} label={`/r/${link.slug}`} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" className="w-auto! px-3 py-1.5" onClick={copy}>
          Copy link
        </Button>
        <Button variant="secondary" className="w-auto! px-3 py-1.5" onClick={onEdit}>
          Change
        </Button>
        {confirming ? (
          <>
            <Button
              className="w-auto! px-3 py-1.5"
              onClick={unpublish}
              loading={busy}
              loadingLabel="Unpublishing ..."
            >
              Yes, unpublish
            </Button>
            <Button variant="secondary" className="w-auto! px-3 py-1.5" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button variant="secondary" className="w-auto! px-3 py-1.5" onClick={() => setConfirming(true)}>
            Unpublish
          </Button>
        )}
      </div>
      {confirming ? (
        <p role="alert" className="text-sm text-grey-800">
          Unpublish {link.url}? The address stops working at once.
        </p>
      ) : null}
      <p role="status" className="text-sm text-grey-600">
        {copied}
      </p>
      <FormError message={error} />
    </li>
  );
}
