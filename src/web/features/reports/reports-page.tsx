import { PageHeader } from '@/web/components/layout/page-header';

export function ReportsPage() {
  return <PageHeader title="Mis Reportes" description="Todos los reportes de tus empresas." />;
}
