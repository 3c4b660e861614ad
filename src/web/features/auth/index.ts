/** The auth feature's public entry: the sign-in page and the route guards. */
export { AuthPage } from './components/auth-page';
export { RedirectIfSignedIn, RequireSession } from './route-guards';
