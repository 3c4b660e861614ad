import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Skeleton } from '@/web/components/ui/skeleton';
import { toast } from '@/web/components/ui/toast-store';
import { reportQuery } from '@/web/features/reports';
import { WizardEditor } from './components/wizard-editor';
import { isWizardPosition, wizardStateFromReport } from './model/from-report';
import { readNewDraft } from './model/local-draft';
import { initialWizardState } from './model/wizard-state';

/** /wizard: a new report, picking up the unsaved work left in this browser, if any. */
function NewReportWizard() {
  const [initial] = useState(() => readNewDraft() ?? initialWizardState());
  return <WizardEditor initial={initial} />;
}

/** /wizard/{id}: a saved report, draft or completed, with its chat. */
function SavedReportWizard({ id }: { id: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [position] = useState(() => (isWizardPosition(location.state) ? location.state : undefined));
  const { data, error, isFetchedAfterMount } = useQuery(reportQuery(id));
  // Start from what the server holds now, never from an older cached copy (a save would then be
  // refused as stale). Once fetched this stays true, so a later refetch never unmounts the editor.
  const fresh = isFetchedAfterMount ? data : undefined;
  const initial = useMemo(() => (fresh ? wizardStateFromReport(fresh, position) : null), [fresh, position]);
  const failed = (error !== null && !fresh) || (fresh !== undefined && initial === null);

  useEffect(() => {
    if (!failed) return;
    toast({ title: 'Error', description: 'No se pudo cargar el borrador.', variant: 'destructive' });
    void navigate('/wizard', { replace: true });
  }, [failed, navigate]);

  if (!initial) {
    return (
      <div role="status" aria-label="Cargando reporte" className="grid gap-4">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-12" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
    );
  }
  return <WizardEditor initial={initial} />;
}

export function WizardPage() {
  const { id } = useParams();
  return id ? <SavedReportWizard key={id} id={id} /> : <NewReportWizard />;
}
