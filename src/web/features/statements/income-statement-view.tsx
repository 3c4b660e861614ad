import type { Currency, IncomeStatement } from '@/domain';
import { GroupRows } from './statement-group';
import { GapRow, StatementTable, TotalRow } from './statement-table';
import { StatementPanel } from './statement-panel';

export function IncomeStatementView({
  statement,
  currency,
  empty,
}: {
  statement: IncomeStatement;
  currency: Currency;
  empty: boolean;
}) {
  return (
    <StatementPanel title={statement.title} empty={empty}>
      <StatementTable caption={statement.title} currency={currency}>
        <GroupRows group={statement.revenues} currency={currency} level={0} />
        <GapRow />
        <GroupRows group={statement.expenses} currency={currency} level={0} />
        <GapRow />
        <TotalRow label={statement.netIncomeLabel} amount={statement.netIncome} currency={currency} final />
      </StatementTable>
    </StatementPanel>
  );
}
