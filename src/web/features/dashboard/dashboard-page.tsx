import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/web/components/layout/page-header';

export function DashboardPage() {
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="El resumen de todas tus empresas y reportes."
        actions={
          <Link to="/wizard" className="inline-flex h-10 items-center gap-2 rounded-md bg-teal-700 px-4 text-sm font-medium text-white hover:bg-teal-800">
            <Plus className="h-4 w-4" aria-hidden /> Nuevo Reporte
          </Link>
        }
      />
    </>
  );
}
