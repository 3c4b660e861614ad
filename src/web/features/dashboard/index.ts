/** The dashboard feature's public entry. */
export { DashboardPage } from './dashboard-page';
