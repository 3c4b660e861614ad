import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Landmark, Plus, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateLong } from '@/domain';
import type { ReportList } from '@/shared/reports';
import { ReportsChart } from '@/web/components/charts/reports-chart';
import { PageHeader } from '@/web/components/layout/page-header';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatusBadge } from '@/web/components/ui/status-badge';
import { toast } from '@/web/components/ui/toast-store';
import { cn } from '@/web/lib/cn';
import { formatUnits, unitsToCents } from '@/web/lib/money';
import { reportsQuery } from '@/web/features/reports';

const CURRENCY_NAME = { USD: 'Dólares (USD)', EUR: 'Euros (EUR)' } as const;

function NewReportLink({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Link
      to="/wizard"
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-md bg-teal-700 px-4 text-sm font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600',
        className,
      )}
    >
      <Plus className="h-4 w-4" aria-hidden /> {children}
    </Link>
  );
}

function StatCard({
  label,
  value,
  icon,
  negative = false,
  testId,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  negative?: boolean;
  testId: string;
}) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between text-sm font-medium text-slate-500">
        {label}
        <span className="text-teal-700">{icon}</span>
      </div>
      <p
        data-testid={testId}
        className={cn('mt-2 text-2xl font-bold tabular-nums', negative ? 'text-red-600' : 'text-slate-900')}
      >
        {value}
      </p>
    </Card>
  );
}

function Totals({ totals, showCurrency }: { totals: ReportList['totals'][number]; showCurrency: boolean }) {
  const c = totals.currency;
  return (
    <section aria-label={`Totales en ${CURRENCY_NAME[c]}`} className="grid gap-2">
      {showCurrency && <h2 className="text-sm font-semibold text-slate-600">{CURRENCY_NAME[c]}</h2>}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          testId={`total-revenues-${c}`}
          label="Ingresos totales"
          value={formatUnits(totals.revenues, c)}
          icon={<TrendingUp className="h-4 w-4" aria-hidden />}
        />
        <StatCard
          testId={`total-expenses-${c}`}
          label="Gastos totales"
          value={formatUnits(totals.expenses, c)}
          icon={<TrendingDown className="h-4 w-4" aria-hidden />}
        />
        <StatCard
          testId={`total-net-income-${c}`}
          label="Utilidad neta"
          value={formatUnits(totals.netIncome, c)}
          negative={totals.netIncome < 0}
          icon={<Wallet className="h-4 w-4" aria-hidden />}
        />
        <StatCard
          testId={`total-assets-${c}`}
          label="Activos totales"
          value={formatUnits(totals.assets, c)}
          icon={<Landmark className="h-4 w-4" aria-hidden />}
        />
      </div>
    </section>
  );
}

function LoadingDashboard() {
  return (
    <div className="grid gap-6" role="status" aria-label="Cargando reportes">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-[98px] rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-72 rounded-xl" />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-56 rounded-xl" />
        ))}
      </div>
    </div>
  );
}

export function DashboardPage() {
  const { data, isPending, isError } = useQuery(reportsQuery);
  useEffect(() => {
    if (isError)
      toast({ title: 'Error', description: 'No se pudieron cargar los reportes.', variant: 'destructive' });
  }, [isError]);

  return (
    <>
      <PageHeader
        title="Dashboard"
        description="El resumen de todas tus empresas y reportes."
        actions={<NewReportLink>Nuevo Reporte</NewReportLink>}
      />
      {isPending && <LoadingDashboard />}
      {isError && (
        <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-700">
          No se pudieron cargar los reportes.
        </p>
      )}
      {data && data.reports.length === 0 && (
        <Card className="flex flex-col items-center gap-4 px-6 py-16 text-center">
          <Landmark className="h-10 w-10 text-teal-700" aria-hidden />
          <div>
            <h2 className="text-lg font-semibold text-slate-900">No hay reportes todavía</h2>
            <p className="mt-1 text-sm text-slate-500">
              Crea el primero: describe los movimientos de tu empresa y obtén sus estados financieros.
            </p>
          </div>
          <NewReportLink>Crear mi primer reporte</NewReportLink>
        </Card>
      )}
      {data && data.reports.length > 0 && (
        <div className="grid gap-8">
          {data.totals.map((t) => (
            <Totals key={t.currency} totals={t} showCurrency={data.totals.length > 1} />
          ))}
          {data.totals.map((t) => (
            <Card key={t.currency} className="p-5">
              {data.totals.length > 1 && (
                <p className="mb-2 text-sm font-semibold text-slate-600">{CURRENCY_NAME[t.currency]}</p>
              )}
              <ReportsChart
                currency={t.currency}
                items={data.reports
                  .filter((r) => r.currency === t.currency)
                  .map((r) => ({
                    name: r.name,
                    revenues: unitsToCents(r.totals.revenues),
                    expenses: unitsToCents(r.totals.expenses),
                    netIncome: unitsToCents(r.totals.netIncome),
                  }))}
              />
            </Card>
          ))}
          <section aria-label="Tus reportes">
            <h2 className="mb-4 text-lg font-semibold text-slate-900">Tus reportes</h2>
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {data.reports.map((r) => (
                <li key={r.id}>
                  <Card className="flex h-full flex-col p-5" data-testid="report-card">
                    <div className="flex items-start justify-between gap-3">
                      <h3 className="font-semibold text-slate-900">{r.name}</h3>
                      <StatusBadge status={r.status} />
                    </div>
                    <p className="mt-1 text-xs text-slate-500">
                      {r.currency} · {formatDateLong(r.startDate)} – {formatDateLong(r.endDate)}
                    </p>
                    <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                      <div>
                        <dt className="text-slate-500">Ingresos</dt>
                        <dd className="font-semibold tabular-nums text-slate-900">
                          {formatUnits(r.totals.revenues, r.currency)}
                        </dd>
                      </div>
                      <div>
                        <dt className="text-slate-500">Utilidad neta</dt>
                        <dd
                          className={cn(
                            'font-semibold tabular-nums',
                            r.totals.netIncome < 0 ? 'text-red-600' : 'text-slate-900',
                          )}
                        >
                          {formatUnits(r.totals.netIncome, r.currency)}
                        </dd>
                      </div>
                    </dl>
                    <Link
                      to={`/report/${r.id}`}
                      className="mt-5 inline-flex items-center gap-1 self-start text-sm font-medium text-teal-700 hover:underline"
                    >
                      Ver Reporte <ArrowRight className="h-4 w-4" aria-hidden />
                    </Link>
                  </Card>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </>
  );
}
