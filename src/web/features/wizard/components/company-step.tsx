import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { hasOpening, openingLinesOf, type Line, type StateView } from '@/domain';
import { MAX_COMPANY_NAME_CHARS } from '@/shared/reports';
import { isCurrency, type Currency } from '../model/currency';
import { CURRENCY_OPTIONS, type CompanyForm, type StartKind } from '../model/types';
import type { TextField } from '../model/wizard-state';
import { ConfirmDialog } from '@/web/components/ui/alert-dialog';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input, Label } from '@/web/components/ui/input';
import { CarriedOpening } from './carried-opening';
import { StartKindField } from './start-kind-field';
import { TypedOpening } from './typed-opening';

/** The required mark sits outside the label, so the field's name stays plain; `required` tells assistive tech. */
function Required() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-600">
      *
    </span>
  );
}

/** What each way of starting means, under the choice. */
const START_NOTE: Record<StartKind, { title: string; text: string }> = {
  new: {
    title: 'Para empresas que empiezan desde cero.',
    text: 'El reporte se construye con los movimientos que describas al asistente.',
  },
  carried: {
    title: 'Para el período siguiente de un reporte tuyo.',
    text: "Su balance de cierre pasa a ser el asiento de apertura de este reporte, con fecha del primer día del período, y su resultado pasa a 'Resultados acumulados'.",
  },
  opening: {
    title: 'Para empresas que ya funcionaban antes de este período.',
    text: 'Escribe lo que la empresa tiene (activos), lo que debe (pasivos) y su patrimonio al empezar: serán el asiento de apertura.',
  },
};

export function CompanyStep({
  form,
  state,
  reportId,
  disabled,
  onField,
  onCurrency,
  onStartKind,
  onOpening,
}: {
  form: CompanyForm;
  /** The lists as they are now: the opening entry is read from them. */
  state: StateView;
  reportId: string | null;
  disabled: boolean;
  onField: (field: TextField, value: string) => void;
  onCurrency: (currency: Currency) => void;
  onStartKind: (kind: StartKind) => void;
  onOpening: (lines: readonly Line[], openingFrom: string | null) => void;
}) {
  const id = useId();
  const [confirmingNew, setConfirmingNew] = useState(false);
  const note = START_NOTE[form.start];
  const choose = (kind: StartKind) => {
    // Starting from zero takes the opening entry away: asked first, as any removal.
    if (kind === 'new' && hasOpening(state)) setConfirmingNew(true);
    else onStartKind(kind);
  };
  const openingLineCount = openingLinesOf(state).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span className="text-lg">Datos de la Empresa</span>
        </CardTitle>
        <p className="text-sm text-slate-500">El nombre, la moneda y el período que cubrirá el reporte.</p>
      </CardHeader>
      <CardContent>
        <fieldset disabled={disabled} className="grid gap-5 md:grid-cols-2">
          <legend className="sr-only">Datos de la Empresa</legend>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-name`}>Nombre de la empresa</Label>
            <Input
              id={`${id}-name`}
              value={form.companyName}
              autoComplete="organization"
              maxLength={MAX_COMPANY_NAME_CHARS}
              onChange={(e) => onField('companyName', e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-currency`}>Moneda</Label>
            <select
              id={`${id}-currency`}
              value={form.currency}
              onChange={(e) => {
                if (isCurrency(e.target.value)) onCurrency(e.target.value);
              }}
              className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600/40 disabled:opacity-50"
            >
              {CURRENCY_OPTIONS.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <span className="flex items-baseline">
              <Label htmlFor={`${id}-start`}>Fecha de inicio</Label>
              <Required />
            </span>
            <Input
              id={`${id}-start`}
              type="date"
              required
              value={form.startDate}
              max={form.endDate || undefined}
              onChange={(e) => onField('startDate', e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <span className="flex items-baseline">
              <Label htmlFor={`${id}-end`}>Fecha de fin</Label>
              <Required />
            </span>
            <Input
              id={`${id}-end`}
              type="date"
              required
              value={form.endDate}
              min={form.startDate || undefined}
              onChange={(e) => onField('endDate', e.target.value)}
            />
          </div>
        </fieldset>
        <div className="mt-6 grid gap-4 border-t border-slate-200 pt-5">
          <StartKindField value={form.start} disabled={disabled} onChange={choose} />
          <div className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
            <Info className="mt-0.5 h-4 w-4 shrink-0 text-sky-700" aria-hidden="true" />
            <p>
              <strong className="font-semibold">{note.title}</strong> {note.text}
            </p>
          </div>
          {form.start === 'carried' && (
            <CarriedOpening
              form={form}
              state={state}
              reportId={reportId}
              disabled={disabled}
              onOpening={onOpening}
            />
          )}
          {form.start === 'opening' && (
            <TypedOpening form={form} state={state} disabled={disabled} onOpening={onOpening} />
          )}
        </div>
        <ConfirmDialog
          open={confirmingNew}
          onOpenChange={setConfirmingNew}
          title="¿Quitar los saldos iniciales?"
          description={`El reporte empezará desde cero: se quitará el asiento de apertura (${openingLineCount} ${openingLineCount === 1 ? 'línea' : 'líneas'}). Puedes deshacerlo con 'Deshacer' en el paso 2.`}
          confirmLabel="Quitar saldos iniciales"
          onConfirm={() => {
            setConfirmingNew(false);
            onStartKind('new');
          }}
        />
      </CardContent>
    </Card>
  );
}
