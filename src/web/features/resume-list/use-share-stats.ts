import { useEffect, useState } from "react";
import type { ShareStats } from "../../../shared/contracts/share-links";
import { sumStats } from "../../components/share-stats/share-stats-chart";
import { shareLinksApi } from "../../lib/share-links-api";

/**
 * Each resume's share links' 30-day statistics together, by resume id: the list's small charts.
 * A failure only leaves the charts out; the list itself does not depend on them.
 */
export function useShareStats(): Map<number, ShareStats> {
  const [stats, setStats] = useState(new Map<number, ShareStats>());
  useEffect(() => {
    let cancelled = false;
    shareLinksApi.list().then(
      ({ links }) => {
        const byResume = new Map<number, ShareStats[]>();
        for (const link of links)
          byResume.set(link.resumeId, [...(byResume.get(link.resumeId) ?? []), link.stats]);
        const summed = new Map<number, ShareStats>();
        for (const [resumeId, all] of byResume) {
          const total = sumStats(all);
          if (total) summed.set(resumeId, total);
        }
        if (!cancelled) setStats(summed);
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return stats;
}
