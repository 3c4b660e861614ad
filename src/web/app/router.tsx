import { createBrowserRouter } from 'react-router';
import { AppShell } from '@/web/components/layout/app-shell';
import { AuthPage } from '@/web/features/auth/components/auth-page';
import { RedirectIfSignedIn, RequireSession } from '@/web/features/auth/route-guards';
import { AccountingBooksPage } from '@/web/features/books/accounting-books-page';
import { DashboardPage } from '@/web/features/dashboard/dashboard-page';
import { ReportViewerPage } from '@/web/features/reports/report-viewer-page';
import { ReportsPage } from '@/web/features/reports/reports-page';
import { WizardPage } from '@/web/features/wizard/wizard-page';
import { NotFoundPage } from './not-found-page';

export const router = createBrowserRouter([
  {
    path: '/auth',
    element: (
      <RedirectIfSignedIn>
        <AuthPage />
      </RedirectIfSignedIn>
    ),
  },
  {
    path: '/',
    element: (
      <RequireSession>
        <AppShell />
      </RequireSession>
    ),
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'wizard', element: <WizardPage /> },
      { path: 'wizard/:id', element: <WizardPage /> },
      { path: 'reports', element: <ReportsPage /> },
      { path: 'report/:id', element: <ReportViewerPage /> },
      { path: 'accounting-books', element: <AccountingBooksPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
