import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatPeriod } from '@/domain';
import { PageHeader } from '@/web/components/layout/page-header';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatusBadge } from '@/web/components/ui/status-badge';
import { ApiError } from '@/web/lib/api-client';
import { lastReportId, rememberLastReport } from '@/web/lib/last-report';
import { reportQuery, reportsQuery } from '@/web/features/reports';
import { BookDownloads } from './components/book-downloads';
import { BooksEmpty } from './components/books-empty';
import { BOOK_KEYS, BooksTabs, type BookKey } from './components/books-tabs';
import { ReportPicker } from './components/report-picker';
import { useBooks } from './hooks/use-books';

const REPORT_PARAM = 'report';
const BOOK_PARAM = 'libro';

/**
 * 'Libros Contables': the Libro Diario, the Libro Mayor and the Balance de comprobación of one of
 * the user's reports, computed in the browser by the domain. The report (`?report=`) and the book
 * (`?libro=`) are in the URL so a view can be reloaded or shared; without a report the page starts
 * on the one the user opened last, or the newest.
 */
export function AccountingBooksPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get(REPORT_PARAM);
  const bookParam = params.get(BOOK_PARAM);
  const tab: BookKey = BOOK_KEYS.find((k) => k === bookParam) ?? 'diario';
  const list = useQuery(reportsQuery);

  const fallback = useMemo(() => {
    const reports = list.data?.reports;
    if (!reports || reports.length === 0) return null;
    const last = lastReportId();
    return reports.find((r) => r.id === last)?.id ?? reports[0]?.id ?? null;
  }, [list.data]);

  useEffect(() => {
    if (requested || !fallback) return;
    // Written into the URL (replacing, not adding, a history step) so a reload shows the same books.
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(REPORT_PARAM, fallback);
        return next;
      },
      { replace: true },
    );
  }, [requested, fallback, setParams]);

  const reportId = requested ?? fallback;

  const choose = (id: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set(REPORT_PARAM, id);
      return next;
    });
  const chooseTab = (key: BookKey) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(BOOK_PARAM, key);
        return next;
      },
      { replace: true },
    );

  const noReports = !requested && list.data?.reports.length === 0;

  return (
    <>
      <PageHeader
        title="Libros Contables"
        description="El Libro Diario, el Libro Mayor y el Balance de comprobación de cada reporte."
      />
      {list.isError && !requested ? (
        <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-700" role="alert">
          No se pudieron cargar los reportes.
        </p>
      ) : noReports ? (
        <BooksEmpty />
      ) : reportId ? (
        <ReportBooks
          key={reportId}
          reportId={reportId}
          picker={
            list.data && list.data.reports.length > 0 ? (
              <ReportPicker reports={list.data.reports} value={reportId} onChange={choose} />
            ) : null
          }
          tab={tab}
          onTab={chooseTab}
        />
      ) : (
        <div role="status" aria-label="Cargando libros" className="grid gap-4">
          <Skeleton className="h-24 rounded-xl" />
          <Skeleton className="h-96 rounded-xl" />
        </div>
      )}
    </>
  );
}

function ReportBooks({
  reportId,
  picker,
  tab,
  onTab,
}: {
  reportId: string;
  picker: ReactNode;
  tab: BookKey;
  onTab: (tab: BookKey) => void;
}) {
  const { data, error, isPending } = useQuery(reportQuery(reportId));
  const books = useBooks(data?.sections);
  const loaded = data?.report.id;

  useEffect(() => {
    if (loaded) rememberLastReport(loaded);
  }, [loaded]);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <Card className="grid grid-cols-1 gap-4 p-4 sm:p-5">
        <div className="flex min-w-0 flex-wrap items-end gap-x-6 gap-y-2">
          {picker}
          {data && (
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 pb-2 text-sm text-slate-500">
              <StatusBadge status={data.report.status} />
              <span>
                Período: {formatPeriod(data.report.startDate, data.report.endDate)} · {data.report.currency}
              </span>
            </p>
          )}
        </div>
        {data && (
          <div className="border-t border-slate-100 pt-4">
            <BookDownloads reportId={data.report.id} />
          </div>
        )}
      </Card>
      {error ? (
        <BooksError error={error} />
      ) : isPending ? (
        <div role="status" aria-label="Cargando libros" className="grid gap-4">
          <Skeleton className="h-12 rounded-lg" />
          <Skeleton className="h-96 rounded-xl" />
        </div>
      ) : books ? (
        <BooksTabs books={books} currency={data.report.currency} tab={tab} onTab={onTab} />
      ) : (
        <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-700">
          Los datos del reporte no son válidos.
        </p>
      )}
    </div>
  );
}

function BooksError({ error }: { error: Error }) {
  if (error instanceof ApiError && error.status === 404)
    return (
      <div className="rounded-xl border border-slate-200 bg-white px-6 py-14 text-center">
        <h2 className="text-xl font-bold text-slate-900">Reporte no encontrado</h2>
        <p className="mt-2 text-sm text-slate-500">
          Puede que se haya eliminado o que la dirección no sea correcta. Elige otro de tus reportes.
        </p>
        <Link to="/reports" className="mt-6 inline-block font-medium text-teal-700 hover:underline">
          Volver a Mis Reportes
        </Link>
      </div>
    );
  return (
    <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-700" role="alert">
      {error.message}
    </p>
  );
}
