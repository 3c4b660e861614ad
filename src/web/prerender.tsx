/**
 * Run by the build (vite.config.ts), never shipped: the pages the server sends drawn before any
 * JavaScript runs (decision 0011), with the same components, routes and query defaults as the app.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Session } from '@/shared/auth';
import { sessionQuery } from '@/web/lib/session';
import { App, createQueryClient } from './app/app';
import { markSignedOutForPrerender } from './app/prerendered-session';
import { appRoutes, resolveLazyRoutes } from './app/router';

async function routerAt(pathname: string) {
  const routes = appRoutes();
  await resolveLazyRoutes(routes, pathname);
  return createMemoryRouter(routes, { initialEntries: [pathname] });
}

/**
 * `/auth` as a signed-out visitor sees it, which the browser hydrates: the same tree main.tsx renders
 * (StrictMode, the app with its toaster), so the markup and React's ids match.
 */
export async function prerenderAuth(): Promise<string> {
  const queryClient = createQueryClient();
  markSignedOutForPrerender(queryClient);
  return renderToString(
    <StrictMode>
      <App queryClient={queryClient} router={await routerAt('/auth')} />
    </StrictMode>,
  );
}

/**
 * The dashboard as it is drawn while its reports load: the shell (the e-mail of the signed-in user
 * left empty, it is not known at build time), the heading and the placeholders. The browser does not
 * hydrate it: it is the frame the HTML shows until the app draws the same page (first-paint.ts).
 */
export async function prerenderDashboardFrame(): Promise<string> {
  const queryClient = createQueryClient();
  const unknownUser: Session = { user: { id: '', email: '' }, session: { id: '', expiresAt: '' } };
  queryClient.setQueryData(sessionQuery.queryKey, unknownUser);
  const router = await routerAt('/');
  // Without the toaster: the app draws its own beside the page.
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
