import type { ReportStatus } from '@/shared/reports';
import { cn } from '@/web/lib/cn';

export const STATUS_LABEL: Record<ReportStatus, string> = { draft: 'Borrador', completed: 'Completado' };

export function StatusBadge({ status }: { status: ReportStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium',
        status === 'completed' ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800',
      )}
    >
      {STATUS_LABEL[status]}
    </span>
  );
}
