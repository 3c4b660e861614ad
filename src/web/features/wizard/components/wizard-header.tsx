import { Eraser, Loader2, Save } from 'lucide-react';
import { forwardRef } from 'react';
import { Button } from '@/web/components/ui/button';
import { WIZARD_STEPS, type WizardStep } from '../model/types';

export interface WizardHeaderProps {
  readonly step: WizardStep;
  readonly editing: boolean;
  readonly canSaveDraft: boolean;
  readonly saving: boolean;
  readonly busy: boolean;
  readonly onSaveDraft: () => void;
  readonly onClear: () => void;
}

/** 'Paso N de 3', the step's title, and the two actions available on every step. */
export const WizardHeader = forwardRef<HTMLHeadingElement, WizardHeaderProps>(function WizardHeader(
  { step, editing, canSaveDraft, saving, busy, onSaveDraft, onClear },
  headingRef,
) {
  const title = WIZARD_STEPS.find((s) => s.step === step)?.title ?? '';
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <p className="text-sm font-medium text-teal-700">
          {editing ? 'Editando reporte' : 'Nuevo reporte'} ·{' '}
          <span data-testid="wizard-step-label">Paso {step} de 3</span>
        </p>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-1 text-2xl font-bold tracking-tight text-slate-900 outline-none"
        >
          {title}
        </h1>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onSaveDraft} disabled={!canSaveDraft}>
          {saving ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Save className="h-4 w-4" aria-hidden="true" />
          )}
          Guardar Borrador
        </Button>
        <Button variant="ghost" onClick={onClear} disabled={busy}>
          <Eraser className="h-4 w-4" aria-hidden="true" />
          Limpiar
        </Button>
      </div>
    </header>
  );
});
