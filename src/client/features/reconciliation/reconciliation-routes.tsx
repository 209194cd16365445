import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { guarded } from '../../app/route-guard';

// The screen (and zod, which it validates with) loads on its own, so public pages stay small.
const DashboardPage = lazy(() =>
  import('./dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

const loading = (
  <p role="status" className="mx-auto max-w-7xl px-4 py-16 text-slate-600 sm:px-6">
    Loading…
  </p>
);

export const reconciliationRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    element: guarded(
      'dashboard',
      <Suspense fallback={loading}>
        <DashboardPage />
      </Suspense>,
    ),
  },
];
