import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, type LucideIcon } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

/** Page controls of a book: first, previous, 'Página n de m', next, last. Hidden when one page holds it all. */
export function Pager({
  label,
  page,
  pages,
  onPage,
  announce = false,
}: {
  /** Names the controls for screen readers, e.g. 'Páginas del Libro Diario'. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Whether a screen reader hears the new page number; one pager of a pair is enough. */
  announce?: boolean;
}) {
  if (pages <= 1) return null;
  const step = (icon: LucideIcon, name: string, target: number, disabled: boolean) => {
    const Icon = icon;
    return (
      <Button
        variant="outline"
        size="icon"
        aria-label={name}
        title={name}
        disabled={disabled}
        onClick={() => onPage(target)}
      >
        <Icon className="h-4 w-4" aria-hidden />
      </Button>
    );
  };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      {step(ChevronsLeft, 'Primera página', 1, page <= 1)}
      {step(ChevronLeft, 'Página anterior', page - 1, page <= 1)}
      <span
        className="min-w-28 px-2 text-center text-sm tabular-nums text-slate-600"
        aria-live={announce ? 'polite' : undefined}
      >
        Página {page} de {pages}
      </span>
      {step(ChevronRight, 'Página siguiente', page + 1, page >= pages)}
      {step(ChevronsRight, 'Última página', pages, page >= pages)}
    </nav>
  );
}
