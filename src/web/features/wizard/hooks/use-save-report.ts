import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { useNavigate } from 'react-router';
import type { CreateReportInput, ReportStatus, SavedReport } from '@/shared/reports';
import { toast } from '@/web/components/ui/toast-store';
import { ApiError } from '@/web/lib/api-client';
import { createReport, reportsQueryKey, saveReport } from '@/web/features/reports';
import type { WizardPosition } from '../model/from-report';
import { clearDraft } from '../model/local-draft';
import { reportBody } from '../model/report-body';
import { companyProblem, startProblem } from '../model/validation';
import type { WizardAction, WizardState } from '../model/wizard-state';

interface SaveInput {
  readonly body: CreateReportInput;
  readonly reportId: string | null;
  readonly version: number | null;
}

function persist({ body, reportId, version }: SaveInput): Promise<SavedReport> {
  return reportId !== null && version !== null
    ? saveReport(reportId, { ...body, version })
    : createReport(body);
}

export interface ReportSaver {
  readonly saving: boolean;
  readonly save: (status: ReportStatus) => void;
}

/**
 * 'Guardar Borrador' (status draft) and 'Finalizar y Guardar' (status completed), with the moves
 * and notices of specification §4 and §8.
 */
export function useSaveReport(state: WizardState, dispatch: Dispatch<WizardAction>): ReportSaver {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: persist });

  const save = (status: ReportStatus) => {
    if (mutation.isPending) return;
    // The server would refuse these too; the step 1 messages say what to fix in the user's words.
    // A draft may be saved half done; a finished report starts the way step 1 says.
    const problem =
      companyProblem(state.form) ??
      (status === 'completed' ? startProblem(state.form, state.history.present) : null);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    const input: SaveInput = {
      body: reportBody(state, status),
      reportId: state.reportId,
      version: state.version,
    };
    const position: WizardPosition = { step: state.step, welcomeSeen: state.welcomeSeen };
    mutation.mutateAsync(input).then(
      async (saved) => {
        // The saved report now holds the work; a local copy would only bring it back as a duplicate.
        // The 'new' slot belongs to this report only if this save created it.
        if (input.reportId === null) clearDraft(null);
        clearDraft(saved.id);
        dispatch({ type: 'saved', reportId: saved.id, version: saved.version });
        if (status === 'completed') {
          toast({ title: '¡Reporte Finalizado!', description: 'Tu reporte se guardó como completado.' });
          void navigate('/reports');
        } else {
          toast({ title: 'Borrador Guardado', description: 'Puedes continuar cuando quieras.' });
          if (input.reportId === null)
            void navigate(`/wizard/${saved.id}`, { replace: true, state: position });
        }
        // The list, the dashboard and this report's own cached copy all changed.
        await queryClient.invalidateQueries({ queryKey: reportsQueryKey });
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          toast({ title: 'No autenticado', description: 'Debes iniciar sesión.', variant: 'destructive' });
          return;
        }
        const message =
          error instanceof ApiError ? error.message : 'Ocurrió un error inesperado. Inténtalo de nuevo.';
        toast({ title: 'Error al guardar el reporte', description: message, variant: 'destructive' });
      },
    );
  };

  return { saving: mutation.isPending, save };
}
