/** The auth feature's public entry: the route guards, and the sign-in page as a chunk of its own. */
export { RedirectIfSignedIn, RequireSession } from './route-guards';
// The guards run on every screen; the page only on /auth, so the router fetches it when /auth opens.
export const loadAuthPage = () => import('./components/auth-page');
