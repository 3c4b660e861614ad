import { RefreshCw } from 'lucide-react';
import { openingEntryLines, type Line, type StateView } from '@/domain';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toast-store';
import { OpeningSourceNotice, REFRESH_OPENING_LABEL, useOpeningSource } from '@/web/features/reports';
import { newId } from '../model/new-id';
import type { CompanyForm } from '../model/types';

/**
 * A carried opening checked against the earlier report as it is now. When that report changed, the
 * notice says so and 'Actualizar saldos iniciales' brings its closing in again (one undo step);
 * nothing is refreshed without the user asking.
 */
export function OpeningSourceAlert({
  form,
  state,
  disabled,
  onOpening,
}: {
  form: CompanyForm;
  state: StateView;
  disabled: boolean;
  onOpening: (lines: readonly Line[], openingFrom: string | null) => void;
}) {
  const openingFrom = form.start === 'carried' ? form.openingFrom : null;
  const status = useOpeningSource(openingFrom, state);
  const refresh =
    status.state === 'stale' && openingFrom !== null
      ? () => {
          onOpening(
            openingEntryLines(status.closing, { date: form.startDate || undefined, newId }),
            openingFrom,
          );
          toast({
            title: 'Saldos iniciales actualizados',
            description: `Ahora son el cierre actual de «${status.source.name}».`,
          });
        }
      : undefined;
  return (
    <OpeningSourceNotice
      status={status}
      currency={form.currency}
      action={
        refresh && (
          <Button size="sm" disabled={disabled} onClick={refresh}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {REFRESH_OPENING_LABEL}
          </Button>
        )
      }
    />
  );
}
