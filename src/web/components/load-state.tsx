import type { ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import { errorMessage } from "../lib/error-message";
import { Button } from "./ui/button";

// What a page or a panel shows around data it loads: the loading line, the failure with its
// "Try again", the empty list, the notices above a list. Written once so every page says
// these the same way (and screen readers hear them the same way).

/** The line shown while something loads; `page` pads it when it is all the page shows. */
export function Loading({ text, page = false }: { text: string; page?: boolean }) {
  return (
    <p role="status" className={page ? "p-8 text-grey-600" : "text-grey-600"}>
      {text}
    </p>
  );
}

/** A load that failed, in the page's flow: what went wrong and "Try again". */
export function LoadFailed({
  heading,
  message,
  onRetry,
}: {
  heading?: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <div className="flex flex-col items-start gap-3">
      {heading ? <h1 className="text-2xl font-semibold">{heading}</h1> : null}
      <MessageAndRetry message={message} messageClass="text-red-700" onRetry={onRetry} />
    </div>
  );
}

/** A page whose one thing (a resume, a letter) could not be opened: centred, with "Try again". */
export function OpenFailed({
  heading,
  message,
  onRetry,
  asMain = false,
}: {
  heading: string;
  message: string;
  onRetry: () => void;
  /** The page's <main> when no layout around it has one. */
  asMain?: boolean;
}) {
  const Frame = asMain ? "main" : "div";
  return (
    <Frame className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
      <h1 className="text-2xl font-semibold">{heading}</h1>
      <MessageAndRetry message={message} messageClass="text-grey-700" onRetry={onRetry} />
    </Frame>
  );
}

function MessageAndRetry({
  message,
  messageClass,
  onRetry,
}: {
  message: string;
  messageClass: string;
  onRetry: () => void;
}) {
  return (
    <>
      <p role="alert" className={messageClass}>
        {message}
      </p>
      <Button className="w-auto! px-6" onClick={onRetry}>
        Try again
      </Button>
    </>
  );
}

/** An empty list: a dashed frame with a heading and what to do first. */
export function EmptyState({
  headingId,
  heading,
  children,
  compact = false,
  actions,
}: {
  headingId: string;
  heading: string;
  children: ReactNode;
  compact?: boolean;
  /** What to do about it, under the text. */
  actions?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border border-dashed border-grey-300 ${compact ? "p-6" : "p-8"} text-center`}
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {heading}
      </h2>
      <p className="mt-2 text-grey-700">{children}</p>
      {actions ? <div className="mt-4">{actions}</div> : null}
    </section>
  );
}

/** What the last action did. Always rendered, so screen readers announce what appears in it. */
export function StatusNotice({ children }: { children?: ReactNode }) {
  return (
    <div role="status">
      {children ? <p className="rounded-lg bg-primary-50 p-3 text-primary-800">{children}</p> : null}
    </div>
  );
}

/** A failure above a list or a panel, in a red box. */
export function AlertBox({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-700">
      {children}
    </p>
  );
}

/** The error boundary of a list page whose loader failed: the page's heading, why, and a way back. */
export function ListLoadFailed({
  heading,
  what,
  error,
  retryHref,
}: {
  heading: string;
  /** What could not be loaded, e.g. "your resumes". */
  what: string;
  error: unknown;
  retryHref?: string;
}) {
  const message = isRouteErrorResponse(error) ? error.statusText : errorMessage(error);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">{heading}</h1>
      <AlertBox>
        We could not load {what}: {message}
      </AlertBox>
      {retryHref ? (
        <a className="text-primary-700 underline" href={retryHref}>
          Try again
        </a>
      ) : null}
    </div>
  );
}
