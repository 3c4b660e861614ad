import * as Tabs from '@radix-ui/react-tabs';
import { ChartColumn, Gauge, PiggyBank, Scale, Wallet, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { Currency, FinancialReport } from '@/domain';
import { focusSelectedTab } from '@/web/components/ui/tabs';
import { BalanceBanner } from './balance-banner';
import { BalanceSheetView } from './balance-sheet-view';
import { CashFlowView } from './cash-flow-view';
import { EquityStatementView } from './equity-statement-view';
import { IncomeStatementView } from './income-statement-view';
import { RatiosView } from './ratios-view';

export interface FinancialStatementsProps {
  readonly report: FinancialReport;
  readonly currency: Currency;
}

type TabKey = 'balance' | 'results' | 'equity' | 'cashflow' | 'ratios';

const TABS: readonly { key: TabKey; label: string; icon: LucideIcon }[] = [
  { key: 'balance', label: 'Balance', icon: Scale },
  { key: 'results', label: 'Resultados', icon: ChartColumn },
  { key: 'equity', label: 'Patrimonio', icon: PiggyBank },
  { key: 'cashflow', label: 'Flujo de Caja', icon: Wallet },
  { key: 'ratios', label: 'Ratios', icon: Gauge },
];

/**
 * The balance check and the five statements of a report. Shared by the report viewer and the
 * wizard's preview step, so both always show the same figures the same way. Everything shown comes
 * from the domain's FinancialReport; nothing is recomputed here.
 */
export function FinancialStatements({ report, currency }: FinancialStatementsProps) {
  // Every line belongs to an entry, so no entries means nothing was ever booked.
  const empty = report.journal.entries.length === 0;
  const headingId = useId();
  const panels: Readonly<Record<TabKey, ReactNode>> = {
    balance: <BalanceSheetView sheet={report.balanceSheet} currency={currency} empty={empty} />,
    results: <IncomeStatementView statement={report.incomeStatement} currency={currency} empty={empty} />,
    equity: <EquityStatementView statement={report.equityStatement} currency={currency} empty={empty} />,
    cashflow: <CashFlowView statement={report.cashFlow} currency={currency} empty={empty} />,
    ratios: <RatiosView ratios={report.ratios} currency={currency} empty={empty} />,
  };
  return (
    <section className="flex min-w-0 flex-col gap-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        Estados financieros
      </h2>
      <BalanceBanner figures={report.figures} currency={currency} />
      <Tabs.Root defaultValue="balance" className="min-w-0">
        <Tabs.List
          aria-label="Estados financieros"
          onFocus={focusSelectedTab}
          className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
        >
          {TABS.map(({ key, label, icon: Icon }) => (
            <Tabs.Trigger
              key={key}
              value={key}
              className="inline-flex flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 data-[state=active]:bg-white data-[state=active]:text-teal-800 data-[state=active]:shadow-sm"
            >
              <Icon className="hidden h-4 w-4 sm:block" aria-hidden="true" />
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ key }) => (
          <Tabs.Content
            key={key}
            value={key}
            className="mt-4 min-w-0 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          >
            {panels[key]}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
