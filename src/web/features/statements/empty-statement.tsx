import { Inbox } from 'lucide-react';

export const EMPTY_TEXT = 'Todavía no hay movimientos registrados.';

export function EmptyStatement({ hint }: { hint: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center">
      <Inbox className="h-8 w-8 text-slate-400" aria-hidden="true" />
      <p className="font-medium text-slate-700">{EMPTY_TEXT}</p>
      <p className="max-w-sm text-sm text-slate-500">{hint}</p>
    </div>
  );
}
