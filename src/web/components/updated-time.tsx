import { exactTime, relativeTime } from "../lib/relative-time";

/** A resume's last update: relative on screen, exact in the tooltip and for machines. */
export function UpdatedTime({ iso }: { iso: string }) {
  const exact = exactTime(iso);
  return (
    <time dateTime={iso} title={exact}>
      {relativeTime(iso) || exact || "unknown"}
    </time>
  );
}
