import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatPeriod, fromPlainState } from '@/domain';
import { DownloadButton } from '@/web/components/ui/download-button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatusBadge } from '@/web/components/ui/status-badge';
import { toast } from '@/web/components/ui/toast-store';
import { ApiError } from '@/web/lib/api-client';
import { rememberLastReport } from '@/web/lib/last-report';
import { FinancialStatements } from '@/web/features/statements';
import { downloadStatementsPdf } from './api/download-statements-pdf';
import { reportQuery } from './api/get-report';
import { OpeningSourceNotice, REFRESH_OPENING_LABEL } from './opening-source-notice';
import { useOpeningSource } from './use-opening-source';
import { useReportStatements } from './use-report-statements';

let counter = 0;
const localId = () => `v${++counter}`;

function NotFound() {
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Reporte no encontrado</h1>
      <p className="mt-2 text-slate-500">Puede que se haya eliminado o que la dirección no sea correcta.</p>
      <Link to="/reports" className="mt-6 inline-block font-medium text-teal-700 hover:underline">
        Volver a Mis Reportes
      </Link>
    </div>
  );
}

export function ReportViewerPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, isPending } = useQuery(reportQuery(id));
  const statements = useReportStatements(data?.sections);
  const sections = data?.sections;
  const lines = useMemo(() => {
    if (!sections) return null;
    const parsed = fromPlainState(sections, { newId: localId });
    return parsed.ok ? parsed.state : null;
  }, [sections]);
  const openingSource = useOpeningSource(data?.report.openingFrom ?? null, lines);

  const loadedId = data?.report.id;
  useEffect(() => {
    // 'Libros Contables' opens on the report the user looked at last.
    if (loadedId) rememberLastReport(loadedId);
  }, [loadedId]);

  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.status === 404) {
      toast({ title: 'Error', description: 'No se pudo cargar el reporte.', variant: 'destructive' });
      void navigate('/reports', { replace: true });
    } else {
      toast({ title: 'Error al cargar datos', description: error.message, variant: 'destructive' });
    }
  }, [error, navigate]);

  if (error) return <NotFound />;

  return (
    <div>
      <Link
        to="/reports"
        className="inline-flex items-center gap-1 text-sm font-medium text-teal-700 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Volver a Mis Reportes
      </Link>
      {isPending || !data ? (
        <div role="status" aria-label="Cargando reporte" className="mt-4 grid gap-4">
          <Skeleton className="h-9 w-80" />
          <Skeleton className="h-5 w-64" />
          <Skeleton className="h-14" />
          <Skeleton className="h-96 rounded-xl" />
        </div>
      ) : (
        <>
          <header className="mb-6 mt-4 flex flex-wrap items-start justify-between gap-4">
            <div>
              <div className="flex items-center gap-3">
                <h1 className="text-2xl font-bold tracking-tight text-slate-900">{data.report.name}</h1>
                <StatusBadge status={data.report.status} />
              </div>
              <p className="mt-1 text-sm text-slate-500">
                Período: {formatPeriod(data.report.startDate, data.report.endDate)} · {data.report.currency}
              </p>
            </div>
            <DownloadButton fetchFile={() => downloadStatementsPdf(data.report.id)}>
              Descargar PDF
            </DownloadButton>
          </header>
          <OpeningSourceNotice
            status={openingSource}
            currency={data.report.currency}
            action={
              <Link
                to={`/wizard/${encodeURIComponent(data.report.id)}`}
                className="inline-flex h-9 items-center rounded-md bg-teal-700 px-3 text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
              >
                {REFRESH_OPENING_LABEL}
              </Link>
            }
          />
          {statements ? (
            <FinancialStatements report={statements} currency={data.report.currency} />
          ) : (
            <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-700">
              Los datos del reporte no son válidos.
            </p>
          )}
        </>
      )}
    </div>
  );
}
