import type { Currency, EquityStatement } from '@/domain';
import { GroupRows } from './statement-group';
import { GapRow, LineRow, StatementTable, TotalRow } from './statement-table';
import { StatementPanel } from './statement-panel';

export function EquityStatementView({
  statement,
  currency,
  empty,
}: {
  statement: EquityStatement;
  currency: Currency;
  empty: boolean;
}) {
  return (
    <StatementPanel title={statement.title} empty={empty}>
      <StatementTable caption={statement.title} currency={currency}>
        {statement.opening.rows.length > 0 ? (
          <GroupRows group={statement.opening} currency={currency} level={0} />
        ) : (
          <LineRow
            label={statement.openingEquity.label}
            amount={statement.openingEquity.amount}
            currency={currency}
            indent={0}
          />
        )}
        <GapRow />
        <GroupRows group={statement.contributions} currency={currency} level={0} />
        {statement.withdrawals.rows.length > 0 && (
          <GroupRows group={statement.withdrawals} currency={currency} level={0} />
        )}
        <GapRow />
        <LineRow
          label={statement.netIncome.label}
          amount={statement.netIncome.amount}
          currency={currency}
          indent={0}
        />
        <GapRow />
        <TotalRow
          label={statement.finalEquity.label}
          amount={statement.finalEquity.amount}
          currency={currency}
          final
        />
      </StatementTable>
    </StatementPanel>
  );
}
