import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { sessionQuery } from '@/web/lib/session';
import { firstPaintOf } from '@/web/lib/first-paint';
import { App, createQueryClient } from './app/app';
import { markSignedOutForPrerender } from './app/prerendered-session';
import { appRoutes, resolveLazyRoutes } from './app/router';
import './styles.css';

async function start(root: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const routes = appRoutes();
  // The server sends /auth drawn as a signed-out visitor sees it, and only without a session cookie
  // (decision 0011): React takes that page over as it is, once its screen's chunk is here, and the
  // session asked below still sends a signed-in visitor on to the dashboard.
  let hydrate = firstPaintOf(root) === 'auth' && window.location.pathname === '/auth';
  if (hydrate) markSignedOutForPrerender(queryClient);
  // Every screen starts by asking who is signed in: ask while the router fetches the screen's chunk,
  // not after it.
  void queryClient.prefetchQuery(sessionQuery);
  if (hydrate) {
    try {
      await resolveLazyRoutes(routes, window.location.pathname);
    } catch {
      // The screen's chunk did not load (an old tab after a deploy): the router shows its error
      // screen, as on any other first load.
      hydrate = false;
    }
  }
  const app = (
    <StrictMode>
      <App
        queryClient={queryClient}
        router={createBrowserRouter(routes)}
        // From here on the page is React's: a prerendered /auth answers clicks and typing (the
        // browser tests wait for this before using it).
        onReady={() => root.removeAttribute('data-first-paint')}
      />
    </StrictMode>
  );
  // As a transition React renders (or hydrates) the first screen in slices of a few milliseconds, so
  // a slow phone can still handle a tap meanwhile; what the HTML shows stays until it is ready.
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
void start(root);
