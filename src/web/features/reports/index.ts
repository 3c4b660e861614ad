/** The reports feature's public entry: its pages and the report API calls other features reuse. */
export { ReportViewerPage } from './report-viewer-page';
export { ReportsPage } from './reports-page';
export { createReport } from './api/create-report';
export { reportQuery, reportQueryKey } from './api/get-report';
export { reportsQuery, reportsQueryKey } from './api/get-reports';
export { saveReport } from './api/save-report';
