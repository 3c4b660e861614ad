import type { BalanceSheet, Currency } from '@/domain';
import { BalanceStructureChart } from '@/web/components/charts/balance-structure-chart';
import { Card, CardContent } from '@/web/components/ui/card';
import { GroupRows } from './statement-group';
import { GapRow, HeadingRow, LineRow, StatementTable, TotalRow } from './statement-table';
import { StatementPanel } from './statement-panel';

export function BalanceSheetView({
  sheet,
  currency,
  empty,
}: {
  sheet: BalanceSheet;
  currency: Currency;
  empty: boolean;
}) {
  const { assets, liabilities, equity } = sheet;
  return (
    <div className="grid min-w-0 gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <StatementPanel title={sheet.title} empty={empty}>
        <StatementTable caption={sheet.title} currency={currency}>
          <HeadingRow>{assets.label}</HeadingRow>
          <GroupRows group={assets.current} currency={currency} level={1} />
          <GroupRows group={assets.nonCurrent} currency={currency} level={1} />
          <TotalRow label={assets.totalLabel} amount={assets.total} currency={currency} final />
          <GapRow />
          <HeadingRow>{liabilities.label}</HeadingRow>
          <GroupRows group={liabilities.current} currency={currency} level={1} />
          <GroupRows group={liabilities.nonCurrent} currency={currency} level={1} />
          <TotalRow label={liabilities.totalLabel} amount={liabilities.total} currency={currency} />
          <GapRow />
          <HeadingRow>{equity.label}</HeadingRow>
          {equity.rows.map((row) => (
            <LineRow key={row.account} label={row.account} amount={row.amount} currency={currency} />
          ))}
          <LineRow label={equity.netIncome.label} amount={equity.netIncome.amount} currency={currency} />
          <TotalRow label={equity.totalLabel} amount={equity.total} currency={currency} />
          <GapRow />
          <TotalRow
            label={sheet.totalLiabilitiesAndEquityLabel}
            amount={sheet.totalLiabilitiesAndEquity}
            currency={currency}
            final
          />
        </StatementTable>
      </StatementPanel>
      {!empty && (
        <Card className="min-w-0 self-start">
          <CardContent className="pt-5">
            <BalanceStructureChart
              currentAssets={assets.current.total}
              nonCurrentAssets={assets.nonCurrent.total}
              currentLiabilities={liabilities.current.total}
              nonCurrentLiabilities={liabilities.nonCurrent.total}
              equity={equity.total}
              currency={currency}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
