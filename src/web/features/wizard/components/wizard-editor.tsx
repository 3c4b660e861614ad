import { useReducer, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { canRedo, canUndo, deleteItem, type Line } from '@/domain';
import { toast } from '@/web/components/ui/toast-store';
import { useAssistantChat } from '../hooks/use-assistant-chat';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { useLocalDraft } from '../hooks/use-local-draft';
import { useSaveReport } from '../hooks/use-save-report';
import type { WizardPosition } from '../model/from-report';
import { clearDraft } from '../model/local-draft';
import type { WizardStep } from '../model/types';
import { companyProblem, startProblem } from '../model/validation';
import { wizardReducer, type WizardState } from '../model/wizard-state';
import { AssistantStep } from './assistant-step';
import { CompanyStep } from './company-step';
import { OpeningSourceAlert } from './opening-source-alert';
import { PreviewStep } from './preview-step';
import { StepBar } from './step-bar';
import { WizardFooter } from './wizard-footer';
import { WizardHeader } from './wizard-header';

/** The three-step wizard over one report's working data. `initial` is read once, at mount. */
export function WizardEditor({ initial }: { initial: WizardState }) {
  const [state, dispatch] = useReducer(wizardReducer, initial);
  const navigate = useNavigate();
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const saver = useSaveReport(state, dispatch);
  const chat = useAssistantChat(state, dispatch, saver.saving);
  const busy = chat.pending || saver.saving;
  const present = state.history.present;
  useLeaveWarning(state.dirty);
  useLocalDraft(state);

  /** A saved report keeps the step in its history entry, so a reload comes back to it. */
  const remember = (position: WizardPosition) => {
    if (state.reportId && location.pathname === `/wizard/${state.reportId}`) {
      void navigate(location.pathname, { replace: true, state: position });
    }
  };

  const goTo = (step: WizardStep) => {
    dispatch({ type: 'goTo', step });
    remember({ step, welcomeSeen: state.welcomeSeen });
    // The new step starts at its title, for sighted and screen-reader users alike.
    headingRef.current?.focus();
  };

  const next = () => {
    if (busy) return;
    if (state.step === 1) {
      const problem = companyProblem(state.form) ?? startProblem(state.form, present);
      if (problem) {
        toast({ ...problem, variant: 'destructive' });
        return;
      }
    }
    if (state.step < 3) goTo(state.step === 1 ? 2 : 3);
  };

  const previous = () => {
    if (busy || state.step === 1) return;
    goTo(state.step === 3 ? 2 : 1);
  };

  const clear = () => {
    if (busy) return;
    clearDraft(null);
    if (state.reportId) clearDraft(state.reportId);
    dispatch({ type: 'reset' });
    toast({ title: 'Progreso Limpiado', description: 'El asistente volvió a empezar desde cero.' });
    if (state.reportId) void navigate('/wizard');
    else headingRef.current?.focus();
  };

  const setOpening = (lines: readonly Line[], openingFrom: string | null) => {
    if (busy) return;
    dispatch({ type: 'opening', lines, openingFrom });
  };

  const removeLine = (lineId: string) => {
    if (busy) return;
    const result = deleteItem(present, lineId);
    if (!result) return;
    dispatch({ type: 'book', state: result.state });
    const lines = result.removedLineIds.length;
    toast({
      title: result.toast,
      description:
        result.removed === 'entry'
          ? `Se eliminó el movimiento completo (${lines} ${lines === 1 ? 'línea' : 'líneas'}).`
          : 'Se eliminó el elemento.',
    });
  };

  return (
    <div className="min-w-0">
      <WizardHeader
        ref={headingRef}
        step={state.step}
        editing={state.reportId !== null}
        canSaveDraft={state.dirty && !busy}
        saving={saver.saving}
        busy={busy}
        onSaveDraft={() => saver.save('draft')}
        onClear={clear}
      />
      <StepBar current={state.step} />
      <OpeningSourceAlert form={state.form} state={present} disabled={busy} onOpening={setOpening} />
      {state.step === 1 && (
        <CompanyStep
          form={state.form}
          state={present}
          reportId={state.reportId}
          disabled={saver.saving}
          onField={(field, value) => dispatch({ type: 'field', field, value })}
          onCurrency={(currency) => dispatch({ type: 'currency', currency })}
          onStartKind={(kind) => dispatch({ type: 'startKind', kind })}
          onOpening={setOpening}
        />
      )}
      {state.step === 2 && (
        <AssistantStep
          welcomeSeen={state.welcomeSeen}
          messages={state.messages}
          state={present}
          currency={state.form.currency}
          pending={chat.pending}
          busy={busy}
          canUndo={canUndo(state.history)}
          canRedo={canRedo(state.history)}
          onStart={() => {
            dispatch({ type: 'welcomeSeen' });
            remember({ step: state.step, welcomeSeen: true });
          }}
          onSend={chat.send}
          onUndo={() => dispatch({ type: 'undo' })}
          onRedo={() => dispatch({ type: 'redo' })}
          onDelete={removeLine}
        />
      )}
      {state.step === 3 && <PreviewStep form={state.form} state={present} />}
      <WizardFooter
        step={state.step}
        busy={busy}
        onPrevious={previous}
        onNext={next}
        onFinish={() => saver.save('completed')}
      />
    </div>
  );
}
