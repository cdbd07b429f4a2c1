import type { ShareStats } from "../../../shared/contracts/share-links";

// A share link's last 30 days: a small bar chart (views, with downloads drawn inside them) for
// the eye, and the same numbers as text and a table for screen readers and for anyone who wants
// the figures. Used on the design page and on the resume list.

const BAR = 6;
const GAP = 2;
const HEIGHT = 36;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The sum of several links' days (the resume list shows one chart per resume). */
export function sumStats(all: ShareStats[]): ShareStats | null {
  const [first] = all;
  if (!first) return null;
  const days = first.days.map((day, i) => ({
    day: day.day,
    views: all.reduce((sum, stats) => sum + (stats.days[i]?.views ?? 0), 0),
    downloads: all.reduce((sum, stats) => sum + (stats.days[i]?.downloads ?? 0), 0),
  }));
  return {
    days,
    views: all.reduce((sum, stats) => sum + stats.views, 0),
    downloads: all.reduce((sum, stats) => sum + stats.downloads, 0),
  };
}

export function ShareStatsChart({
  stats,
  label,
  table = true,
}: {
  stats: ShareStats;
  label: string;
  /** The daily figures as a table under a disclosure (off where the chart sits inside a table). */
  table?: boolean;
}) {
  const top = Math.max(1, ...stats.days.map((day) => day.views + day.downloads));
  const scale = (n: number) => (n === 0 ? 0 : Math.max(2, Math.round((n / top) * HEIGHT)));
  const counted = stats.days.filter((day) => day.views > 0 || day.downloads > 0);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-end gap-3">
        <svg
          aria-hidden="true"
          width={stats.days.length * (BAR + GAP)}
          height={HEIGHT}
          className="shrink-0 rounded bg-grey-50"
        >
          {stats.days.map((day, i) => {
            const total = scale(day.views + day.downloads);
            const downloads = scale(day.downloads);
            const x = i * (BAR + GAP);
            return (
              <g key={day.day}>
                <rect x={x} y={HEIGHT - total} width={BAR} height={total} className="fill-primary-300" />
                <rect
                  x={x}
                  y={HEIGHT - downloads}
                  width={BAR}
                  height={downloads}
                  className="fill-primary-700"
                />
              </g>
            );
          })}
        </svg>
        <p className="text-sm text-grey-700" data-testid="share-stats-summary">
          {label}: {plural(stats.views, "view")} and {plural(stats.downloads, "download")} in the last 30 days
        </p>
      </div>
      {table && counted.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-primary-700">Daily numbers for {label}</summary>
          <table className="mt-1 text-left">
            <caption className="sr-only">Views and downloads per day for {label}</caption>
            <thead>
              <tr>
                <th scope="col" className="pr-4 font-medium">
                  Day
                </th>
                <th scope="col" className="pr-4 font-medium">
                  Views
                </th>
                <th scope="col" className="font-medium">
                  Downloads
                </th>
              </tr>
            </thead>
            <tbody>
              {counted.map((day) => (
                <tr key={day.day}>
                  <td className="pr-4">{day.day}</td>
                  <td className="pr-4">{day.views}</td>
                  <td>{day.downloads}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </div>
  );
}
