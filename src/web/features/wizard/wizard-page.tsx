import { PageHeader } from '@/web/components/layout/page-header';

export function WizardPage() {
  return <PageHeader title="Asistente IA" description="Crea el reporte de tu empresa en tres pasos." />;
}
