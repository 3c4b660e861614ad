import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, MoreHorizontal, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatPeriod } from '@/domain';
import type { ReportSummary } from '@/shared/reports';
import { PageHeader } from '@/web/components/layout/page-header';
import { ConfirmDialog } from '@/web/components/ui/alert-dialog';
import { Card } from '@/web/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StatusBadge } from '@/web/components/ui/status-badge';
import { toast } from '@/web/components/ui/toast-store';
import { formatTimestamp } from '@/web/lib/dates';
import { deleteReport } from './api/delete-report';
import { reportsQuery, reportsQueryKey } from './api/get-reports';

export function ReportsPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery(reportsQuery);
  const [toDelete, setToDelete] = useState<ReportSummary | null>(null);

  useEffect(() => {
    if (isError)
      toast({ title: 'Error', description: 'No se pudieron cargar los reportes.', variant: 'destructive' });
  }, [isError]);

  const remove = useMutation({
    mutationFn: (id: string) => deleteReport(id),
    onSuccess: async () => {
      setToDelete(null);
      toast({ title: 'Éxito', description: 'Reporte eliminado correctamente.' });
      await queryClient.invalidateQueries({ queryKey: reportsQueryKey });
    },
    onError: () =>
      toast({ title: 'Error', description: 'No se pudo eliminar el reporte.', variant: 'destructive' }),
  });

  return (
    <>
      <PageHeader
        title="Mis Reportes"
        description="Todos los reportes de tus empresas, en borrador o completados."
        actions={
          <Link
            to="/wizard"
            className="inline-flex h-10 items-center gap-2 rounded-md bg-teal-700 px-4 text-sm font-medium text-white hover:bg-teal-800"
          >
            <Plus className="h-4 w-4" aria-hidden /> Crear Nuevo Reporte
          </Link>
        }
      />
      <Card className="overflow-hidden">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[720px] text-left text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Nombre de la Empresa
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Período
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Estado
                </th>
                <th scope="col" className="px-5 py-3 font-semibold">
                  Última Modificación
                </th>
                <th scope="col" className="px-5 py-3 text-right font-semibold">
                  Acciones
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {isPending &&
                [0, 1, 2].map((i) => (
                  <tr key={i} aria-hidden>
                    <td colSpan={5} className="px-5 py-3">
                      <Skeleton className="h-6" />
                    </td>
                  </tr>
                ))}
              {isError && (
                <tr>
                  <td colSpan={5} className="px-5 py-10 text-center text-red-700">
                    No se pudieron cargar los reportes.
                  </td>
                </tr>
              )}
              {data && data.reports.length === 0 && (
                <tr>
                  <td colSpan={5} className="px-5 py-12 text-center text-slate-500">
                    No has creado ningún reporte todavía.
                  </td>
                </tr>
              )}
              {data?.reports.map((r) => (
                <tr key={r.id} className="hover:bg-slate-50" data-testid="report-row">
                  <td className="px-5 py-3 font-medium text-slate-900">
                    <Link to={`/report/${r.id}`} className="hover:underline">
                      {r.name}
                    </Link>
                  </td>
                  <td className="px-5 py-3 text-slate-600">{formatPeriod(r.startDate, r.endDate)}</td>
                  <td className="px-5 py-3">
                    <StatusBadge status={r.status} />
                  </td>
                  <td className="px-5 py-3 text-slate-600">{formatTimestamp(r.updatedAt)}</td>
                  <td className="px-5 py-3 text-right">
                    <DropdownMenu>
                      <DropdownMenuTrigger
                        aria-label={`Acciones para ${r.name}`}
                        className="inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600"
                      >
                        <MoreHorizontal className="h-4 w-4" aria-hidden />
                      </DropdownMenuTrigger>
                      <DropdownMenuContent>
                        <DropdownMenuItem onSelect={() => void navigate(`/report/${r.id}`)}>
                          <Eye className="h-4 w-4" aria-hidden /> Ver
                        </DropdownMenuItem>
                        <DropdownMenuItem onSelect={() => void navigate(`/wizard/${r.id}`)}>
                          <Pencil className="h-4 w-4" aria-hidden /> Editar
                        </DropdownMenuItem>
                        <DropdownMenuItem destructive onSelect={() => setToDelete(r)}>
                          <Trash2 className="h-4 w-4" aria-hidden /> Eliminar
                        </DropdownMenuItem>
                      </DropdownMenuContent>
                    </DropdownMenu>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="¿Estás seguro?"
        description={
          <>
            Esta acción no se puede deshacer. Se eliminará el reporte <strong>{toDelete?.name}</strong> con
            todos sus movimientos y su conversación.
          </>
        }
        confirmLabel="Sí, eliminar"
        cancelLabel="Cancelar"
        busy={remove.isPending}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id);
        }}
      />
    </>
  );
}
