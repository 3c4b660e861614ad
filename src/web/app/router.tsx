import { createBrowserRouter } from 'react-router';
import { AppShell } from '@/web/components/layout/app-shell';
import { AuthPage, RedirectIfSignedIn, RequireSession } from '@/web/features/auth';
import { AccountingBooksPage } from '@/web/features/books';
import { DashboardPage } from '@/web/features/dashboard';
import { ReportViewerPage, ReportsPage } from '@/web/features/reports';
import { WizardPage } from '@/web/features/wizard';
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
