import { matchRoutes, type RouteObject } from 'react-router';
import { loadAuthPage, RedirectIfSignedIn, RequireSession } from '@/web/features/auth';
import { loadAccountingBooksPage } from '@/web/features/books';
import { loadDashboardPage } from '@/web/features/dashboard';
import { loadReportViewerPage, loadReportsPage } from '@/web/features/reports';
import { loadWizardPage } from '@/web/features/wizard';
import { useFirstPaintHeld } from '@/web/lib/use-first-paint-held';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

// Every screen is its own chunk, fetched when its route matches, so the sign-in page never pays for
// the shell's navigation, the wizard, the charts or the books (budget in docs/performance.md). The
// router loads a route's chunk before it shows the route, so a navigation keeps the page it leaves
// on screen meanwhile instead of flashing a fallback.

/**
 * Until the first route's chunk arrives: the same text index.html shows, so nothing flickers; nothing
 * over the frame the HTML drew, when it drew one (decision 0011).
 */
function Booting() {
  if (useFirstPaintHeld()) return null;
  return (
    <div className="boot-loading" role="status">
      Cargando Cuentas Claras
    </div>
  );
}
const booting = <Booting />;

/** The app's routes, new objects each call: resolving a route's `lazy` (below) writes into them. */
export const appRoutes = (): RouteObject[] => [
  {
    path: '/auth',
    hydrateFallbackElement: booting,
    errorElement: <RouteError />,
    lazy: async () => {
      const { AuthPage } = await loadAuthPage();
      return {
        element: (
          <RedirectIfSignedIn>
            <AuthPage />
          </RedirectIfSignedIn>
        ),
      };
    },
  },
  {
    path: '/',
    hydrateFallbackElement: booting,
    errorElement: <RouteError />,
    lazy: async () => {
      const { AppShell } = await import('@/web/components/layout/app-shell');
      return {
        element: (
          <RequireSession>
            <AppShell />
          </RequireSession>
        ),
      };
    },
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await loadDashboardPage()).DashboardPage }),
      },
      {
        path: 'wizard',
        lazy: async () => ({ Component: (await loadWizardPage()).WizardPage }),
      },
      {
        path: 'wizard/:id',
        lazy: async () => ({ Component: (await loadWizardPage()).WizardPage }),
      },
      {
        path: 'reports',
        lazy: async () => ({ Component: (await loadReportsPage()).ReportsPage }),
      },
      {
        path: 'report/:id',
        lazy: async () => ({ Component: (await loadReportViewerPage()).ReportViewerPage }),
      },
      {
        path: 'accounting-books',
        lazy: async () => ({ Component: (await loadAccountingBooksPage()).AccountingBooksPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Loads the screens `pathname` shows into `routes` before a router is made of them, so the router
 * starts with them drawn (as React Router's guide for server rendering with lazy routes does): what
 * the prerendered HTML shows is then what the first render draws, and hydration matches it.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
