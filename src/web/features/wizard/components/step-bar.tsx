import { Bot, Building2, Check, FileCheck2, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/web/lib/cn';
import { useReducedMotion } from '@/web/lib/use-reduced-motion';
import { WIZARD_STEPS, type WizardStep } from '../model/types';

const ICONS: Readonly<Record<WizardStep, LucideIcon>> = { 1: Building2, 2: Bot, 3: FileCheck2 };

type Status = 'complete' | 'current' | 'upcoming';

const STATUS_TEXT: Readonly<Record<Status, string>> = {
  complete: 'completado',
  current: 'paso actual',
  upcoming: 'pendiente',
};

/**
 * The line after step `index + 1`: it fills (0.5 s, each line 0.1 s after the one before) once that
 * step is done, and a line already done when the wizard opens fills in then. A CSS transition from an
 * empty first frame, so the wizard needs no animation library.
 */
function StepLine({ index, done }: { index: number; done: boolean }) {
  const reduce = useReducedMotion();
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // Two frames: the empty line must be painted once for the transition to have a start.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  return (
    <span
      data-testid="step-line"
      className="absolute inset-0 origin-left bg-teal-600 transition-transform ease-in-out"
      style={{
        transform: `scaleX(${painted && done ? 1 : 0})`,
        transitionDuration: reduce ? '0s' : '500ms',
        transitionDelay: reduce ? '0s' : `${index * 100}ms`,
      }}
    />
  );
}

/** The three steps with their state; titles show from medium screens up, and always to screen readers. */
export function StepBar({ current }: { current: WizardStep }) {
  return (
    <nav aria-label="Progreso del reporte" className="mb-8">
      <ol className="flex items-center">
        {WIZARD_STEPS.map(({ step, title }, index) => {
          const status: Status = step < current ? 'complete' : step === current ? 'current' : 'upcoming';
          const Icon = status === 'complete' ? Check : ICONS[step];
          const last = index === WIZARD_STEPS.length - 1;
          return (
            <li
              key={step}
              className={cn('flex items-center', !last && 'flex-1')}
              aria-current={status === 'current' ? 'step' : undefined}
              data-status={status}
            >
              <span
                className={cn(
                  'flex h-10 w-10 shrink-0 items-center justify-center rounded-full border-2 transition-colors duration-500',
                  status === 'complete' && 'border-teal-600 bg-teal-600 text-white',
                  status === 'current' && 'border-teal-600 bg-white text-teal-700 ring-4 ring-teal-100',
                  status === 'upcoming' && 'border-slate-300 bg-white text-slate-400',
                )}
              >
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <span className="sr-only md:not-sr-only md:ml-3 md:flex md:flex-col">
                <span
                  className={cn(
                    'text-xs font-medium',
                    status === 'upcoming' ? 'text-slate-500' : 'text-teal-700',
                  )}
                >
                  Paso {step}
                </span>
                <span
                  className={cn(
                    'text-sm font-semibold leading-tight',
                    status === 'upcoming' ? 'text-slate-500' : 'text-slate-900',
                  )}
                >
                  {title}
                </span>
                <span className="sr-only">({STATUS_TEXT[status]})</span>
              </span>
              {!last && (
                <span
                  aria-hidden="true"
                  className="relative mx-3 h-0.5 min-w-6 flex-1 overflow-hidden rounded-full bg-slate-200"
                >
                  <StepLine index={index} done={step < current} />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
