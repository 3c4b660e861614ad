import { Info } from 'lucide-react';
import { useId } from 'react';
import { MAX_COMPANY_NAME_CHARS } from '@/shared/reports';
import { isCurrency, type Currency } from '../model/currency';
import { CURRENCY_OPTIONS, type CompanyForm } from '../model/types';
import type { TextField } from '../model/wizard-state';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input, Label } from '@/web/components/ui/input';

/** The required mark sits outside the label, so the field's name stays plain; `required` tells assistive tech. */
function Required() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-600">
      *
    </span>
  );
}

export function CompanyStep({
  form,
  disabled,
  onField,
  onCurrency,
}: {
  form: CompanyForm;
  disabled: boolean;
  onField: (field: TextField, value: string) => void;
  onCurrency: (currency: Currency) => void;
}) {
  const id = useId();
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
        <div className="mt-6 flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
          <Info className="mt-0.5 h-4 w-4 shrink-0 text-sky-700" aria-hidden="true" />
          <p>
            <strong className="font-semibold">Para empresas que empiezan desde cero.</strong> Todas las
            cuentas parten de cero y el reporte se construye con los movimientos que describas. El soporte
            para empresas existentes, con saldos iniciales, llegará próximamente.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
