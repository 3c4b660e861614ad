/**
 * The reports feature's public entry: its pages, as loaders only, and the report API calls other
 * features reuse. The dashboard, the wizard and the books import this file; a static export of a page
 * here would drag the viewer and its statements into their chunks.
 */
export const loadReportsPage = () => import('./reports-page');
export const loadReportViewerPage = () => import('./report-viewer-page');
export { createReport } from './api/create-report';
export { reportQuery, reportQueryKey } from './api/get-report';
export { reportsQuery, reportsQueryKey } from './api/get-reports';
export { saveReport } from './api/save-report';
export {
  OpeningSourceNotice,
  OPENING_SOURCE_GONE_MESSAGE,
  OPENING_STALE_MESSAGE,
  REFRESH_OPENING_LABEL,
} from './opening-source-notice';
export { useOpeningSource, type OpeningSourceStatus } from './use-opening-source';
