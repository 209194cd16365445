import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api';

export interface LandingStats {
  lists_generated: number;
  hospitals: number;
  hours_saved: number;
}

/** What the spec says to show when the stats call fails. */
export const FALLBACK_STATS: LandingStats = { lists_generated: 18, hospitals: 5, hours_saved: 5 };

export function useLandingStats(): LandingStats | null {
  const [stats, setStats] = useState<LandingStats | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    apiFetch<LandingStats>('/api/stats', { signal: ctrl.signal })
      .then((s) => setStats(s))
      .catch(() => {
        if (!ctrl.signal.aborted) setStats(FALLBACK_STATS);
      });
    return () => ctrl.abort();
  }, []);
  return stats;
}
