import { useCallback, useEffect, useState } from "react";
import {
  type CreateShareLinkRequest,
  SHARE_PASSWORD_MIN,
  SHARE_PASSWORD_RULE,
} from "../../../shared/contracts/share-links";
import { PaymentModal, type PaymentReason } from "../../components/billing/payment-modal";
import { Button } from "../../components/ui/button";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { FormError } from "../../components/ui/form-error";
import { HeadedSection } from "../../components/ui/headed-section";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api-client";
import { errorMessage } from "../../lib/error-message";
import { type ShareLinkAnswer, shareLinksApi } from "../../lib/share-links-api";
import { ShareLinkItem } from "./share-link-item";

// "Share a link" (issue 18): publishes the revision and design chosen on this page at /r/{slug}.
// A published revision stays as it was shared; the Original is shown as it is at each visit.
// Sharing follows the download rule: without a paid plan the server answers 402 and the payment
// modal says why.

interface Draft {
  slug: string;
  password: string;
  /** yyyy-mm-dd, or "" for no expiry. */
  expires: string;
  allowIndexing: boolean;
}
const EMPTY: Draft = { slug: "", password: "", expires: "", allowIndexing: false };

/** The end of the chosen day in the user's time zone, as the API's ISO time. */
const expiryOf = (date: string) => (date ? new Date(`${date}T23:59:59`).toISOString() : null);
const dateOf = (iso: string | null) => {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

export function SharePanel({
  resumeId,
  revisionId,
  revisionLabel,
  template,
  props,
  beforeShare,
}: {
  resumeId: number;
  revisionId: number | null;
  revisionLabel: string;
  template: string;
  /** The design's options as the page holds them (toProps). */
  props: { accent?: string; font?: string; pageSize?: string };
  beforeShare: () => Promise<unknown>;
}) {
  const [links, setLinks] = useState<ShareLinkAnswer[] | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<ShareLinkAnswer | null>(null);
  const [slugNote, setSlugNote] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [payment, setPayment] = useState<PaymentReason | null>(null);

  const load = useCallback(
    () =>
      shareLinksApi.list(resumeId).then(
        (answer) => setLinks(answer.links),
        (caught: unknown) => setError(`We could not load your share links: ${errorMessage(caught)}`),
      ),
    [resumeId],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const checkSlug = async () => {
    const slug = draft.slug.trim().toLowerCase();
    if (!slug || slug === editing?.slug) return setSlugNote(undefined);
    try {
      const answer = await shareLinksApi.slug(slug, editing?.id);
      setSlugNote({ ok: answer.available, text: answer.message });
    } catch {
      setSlugNote(undefined);
    }
  };

  // Checked here too so that a short password saves nothing (beforeShare saves the design).
  const passwordError =
    draft.password && draft.password.length < SHARE_PASSWORD_MIN ? SHARE_PASSWORD_RULE : undefined;

  const submit = async () => {
    if (passwordError) {
      setStatus(undefined);
      setError(passwordError);
      return;
    }
    setBusy(true);
    setError(undefined);
    setStatus(undefined);
    try {
      await beforeShare();
      const slug = draft.slug.trim().toLowerCase() || undefined;
      if (editing) {
        await shareLinksApi.update({
          id: editing.id,
          ...(slug && slug !== editing.slug ? { slug } : {}),
          ...(draft.password ? { password: draft.password } : {}),
          expiresAt: expiryOf(draft.expires),
          allowIndexing: draft.allowIndexing,
        });
        setStatus("Link saved.");
      } else {
        const made = await shareLinksApi.create({
          resumeId,
          revisionId,
          template: template as CreateShareLinkRequest["template"],
          props: props as CreateShareLinkRequest["props"],
          slug,
          password: draft.password || undefined,
          expiresAt: expiryOf(draft.expires),
          allowIndexing: draft.allowIndexing,
        });
        setStatus(`Published at ${made.url}`);
      }
      setDraft(EMPTY);
      setEditing(null);
      setSlugNote(undefined);
      await load();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 402) setPayment("cvPdfDownload");
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const edit = (link: ShareLinkAnswer) => {
    setEditing(link);
    setDraft({
      slug: link.slug,
      password: "",
      expires: dateOf(link.expiresAt),
      allowIndexing: link.allowIndexing,
    });
    setSlugNote(undefined);
    setStatus(undefined);
  };

  return (
    <HeadedSection
      headingId="share-heading"
      heading="Share a link"
      headingClassName="text-xl font-semibold"
      className="flex flex-col gap-3 rounded-lg border border-grey-200 p-4"
    >
      <p className="text-sm text-grey-700">
        {editing
          ? `Changing the link ${editing.url}.`
          : `Publishes ${revisionLabel} in this design as a web page with a “Download PDF” button. ${
              revisionId === null
                ? "The Original is shown as it is when someone opens the link."
                : "The revision is shown as it is now, even if you edit it later."
            } Sharing needs a paid plan, as downloads do.`}
      </p>
      <TextField
        label="Link name (optional)"
        hint="Lower-case letters, digits and hyphens, e.g. jane-doe-designer. Empty: a random name."
        value={draft.slug}
        maxLength={60}
        autoComplete="off"
        onChange={(event) => {
          change({ slug: event.target.value });
          setSlugNote(undefined);
        }}
        onBlur={checkSlug}
        error={slugNote && !slugNote.ok ? slugNote.text : undefined}
      />
      {slugNote?.ok ? (
        <p role="status" className="text-sm text-grey-700">
          {slugNote.text}
        </p>
      ) : null}
      <TextField
        label={editing?.hasPassword ? "New password (optional)" : "Password (optional)"}
        hint={`${editing?.hasPassword ? "Empty keeps the current password. " : ""}At least ${SHARE_PASSWORD_MIN} characters.`}
        type="password"
        autoComplete="new-password"
        value={draft.password}
        maxLength={200}
        onChange={(event) => change({ password: event.target.value })}
      />
      {editing?.hasPassword ? (
        <Button
          variant="link"
          className="self-start"
          onClick={() =>
            void shareLinksApi
              .update({ id: editing.id, password: null })
              .then(load)
              .then(() => edit({ ...editing, hasPassword: false }))
          }
        >
          Remove the password
        </Button>
      ) : null}
      <TextField
        label="Expires on (optional)"
        type="date"
        value={draft.expires}
        onChange={(event) => change({ expires: event.target.value })}
      />
      <CheckboxField
        label="Let search engines index this page"
        checked={draft.allowIndexing}
        onChange={(event) => change({ allowIndexing: event.target.checked })}
      />
      <div className="flex flex-wrap gap-2">
        <Button className="w-auto! px-4" onClick={submit} loading={busy} loadingLabel="Publishing ...">
          {editing ? "Save link" : "Share a link"}
        </Button>
        {editing ? (
          <Button
            variant="secondary"
            className="w-auto! px-4"
            onClick={() => {
              setEditing(null);
              setDraft(EMPTY);
            }}
          >
            Cancel
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-grey-700">
        {status}
      </p>
      <FormError message={error} />
      {links && links.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label="Your share links for this resume">
          {links.map((link) => (
            <ShareLinkItem key={link.id} link={link} onEdit={() => edit(link)} onUnpublished={load} />
          ))}
        </ul>
      ) : null}
      <PaymentModal reason={payment} onClose={() => setPayment(null)} />
    </HeadedSection>
  );
}
