import { CheckCircle2, ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import type { WizardStep } from '../model/types';

/** 'Anterior', and 'Siguiente' or, on the last step, 'Finalizar y Guardar'. */
export function WizardFooter({
  step,
  busy,
  onPrevious,
  onNext,
  onFinish,
}: {
  step: WizardStep;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
}) {
  return (
    <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6">
      <Button variant="outline" onClick={onPrevious} disabled={step === 1 || busy}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Anterior
      </Button>
      {step < 3 ? (
        <Button onClick={onNext} disabled={busy}>
          Siguiente
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      ) : (
        <Button onClick={onFinish} disabled={busy}>
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
          Finalizar y Guardar
        </Button>
      )}
    </div>
  );
}
