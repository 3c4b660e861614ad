/**
 * The dashboard feature's public entry. The page is exported only as a loader: a static export would
 * pull it into whichever chunk imports this file, and the router fetches each page on its own.
 */
export const loadDashboardPage = () => import('./dashboard-page');
