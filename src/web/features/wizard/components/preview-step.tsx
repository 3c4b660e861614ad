import { useMemo } from 'react';
import { financialReport, formatPeriod, type StateView } from '@/domain';
import { Card } from '@/web/components/ui/card';
import { FinancialStatements } from '@/web/features/statements';
import { CURRENCY_OPTIONS, type CompanyForm } from '../model/types';

/** 'Vista Previa del Reporte': the same statements the viewer shows, from the working state. */
export function PreviewStep({ form, state }: { form: CompanyForm; state: StateView }) {
  const report = useMemo(() => financialReport(state), [state]);
  const currencyLabel = CURRENCY_OPTIONS.find((c) => c.value === form.currency)?.label ?? form.currency;
  return (
    <div className="grid min-w-0 gap-6">
      <Card className="p-5">
        <h2 className="text-lg font-bold text-slate-900">Vista Previa del Reporte</h2>
        <p className="mt-3 text-xl font-semibold text-slate-900" data-testid="preview-company">
          {form.companyName.trim()}
        </p>
        <p className="mt-1 text-sm text-slate-500">
          {form.startDate && form.endDate
            ? `Período ${formatPeriod(form.startDate, form.endDate)}`
            : 'Período sin definir'}{' '}
          · {currencyLabel}
        </p>
      </Card>
      <FinancialStatements report={report} currency={form.currency} />
    </div>
  );
}
