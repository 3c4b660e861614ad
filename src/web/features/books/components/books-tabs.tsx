import * as Tabs from '@radix-ui/react-tabs';
import { BookOpen, Library, Scale, type LucideIcon } from 'lucide-react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { Currency } from '@/domain';
import { focusSelectedTab } from '@/web/components/ui/tabs';
import type { Books } from '../model/books';
import { clampPage, ledgerPaging, pageCount } from '../model/pages';
import { JournalView } from './journal-view';
import { LedgerView } from './ledger-view';
import { Pager } from './pager';
import { TrialBalanceView } from './trial-balance-view';

export type BookKey = 'diario' | 'mayor' | 'comprobacion';

export const BOOK_KEYS: readonly BookKey[] = ['diario', 'mayor', 'comprobacion'];

const TABS: readonly { key: BookKey; label: string; icon: LucideIcon }[] = [
  { key: 'diario', label: 'Libro Diario', icon: BookOpen },
  { key: 'mayor', label: 'Libro Mayor', icon: Library },
  { key: 'comprobacion', label: 'Balance de comprobación', icon: Scale },
];

/**
 * The three books of one report as tabs, each paged on its own. Pages are local state: the report
 * and the book are in the URL, the page is where the reader happens to be.
 */
export function BooksTabs({
  books,
  currency,
  tab,
  onTab,
}: {
  books: Books;
  currency: Currency;
  tab: BookKey;
  onTab: (tab: BookKey) => void;
}) {
  const top = useRef<HTMLDivElement>(null);
  const paging = useMemo(() => ledgerPaging(books.ledger.accounts), [books.ledger]);
  const counts: Readonly<Record<BookKey, number>> = {
    diario: pageCount(books.journal.entries.length),
    mayor: paging.pages,
    comprobacion: pageCount(books.trialBalance.rows.length),
  };
  const [pages, setPages] = useState<Readonly<Record<BookKey, number>>>({
    diario: 1,
    mayor: 1,
    comprobacion: 1,
  });
  const empty = books.journal.entries.length === 0;

  const goTo = (key: BookKey, page: number) => {
    setPages((p) => ({ ...p, [key]: clampPage(page, counts[key]) }));
    // Pressed at the foot of a long page: the reader wants the new page's first line, not its last.
    if (top.current && top.current.getBoundingClientRect().top < 0)
      top.current.scrollIntoView({ block: 'start' });
  };

  const panels: Readonly<Record<BookKey, ReactNode>> = {
    diario: <JournalView journal={books.journal} currency={currency} page={pages.diario} />,
    mayor: (
      <LedgerView
        ledger={books.ledger}
        paging={paging}
        currency={currency}
        page={pages.mayor}
        onPage={(p) => goTo('mayor', p)}
      />
    ),
    comprobacion: (
      <TrialBalanceView trialBalance={books.trialBalance} currency={currency} page={pages.comprobacion} />
    ),
  };

  return (
    <div ref={top} className="min-w-0 scroll-mt-20">
      <Tabs.Root value={tab} onValueChange={(v) => onTab(v as BookKey)} className="min-w-0">
        <Tabs.List
          aria-label="Libros contables"
          onFocus={focusSelectedTab}
          className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
        >
          {TABS.map(({ key, label, icon: Icon }) => (
            <Tabs.Trigger
              key={key}
              value={key}
              className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 data-[state=active]:bg-white data-[state=active]:text-teal-800 data-[state=active]:shadow-sm"
            >
              <Icon className="hidden h-4 w-4 sm:block" aria-hidden="true" />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ key, label }) => (
          <Tabs.Content
            key={key}
            value={key}
            className="mt-4 min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 sm:p-5"
          >
            <h2 className="mb-3 text-lg font-semibold text-slate-900">
              {key === 'comprobacion' ? books.trialBalance.title : label}
            </h2>
            {empty ? (
              <p className="py-8 text-center text-sm text-slate-500">
                Este reporte todavía no tiene asientos.
              </p>
            ) : (
              <div className="grid grid-cols-1 gap-4">
                <Pager
                  label={`Páginas del ${label}`}
                  page={pages[key]}
                  pages={counts[key]}
                  onPage={(p) => goTo(key, p)}
                  announce
                />
                {panels[key]}
                <Pager
                  label={`Páginas del ${label}, al pie`}
                  page={pages[key]}
                  pages={counts[key]}
                  onPage={(p) => goTo(key, p)}
                />
              </div>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
