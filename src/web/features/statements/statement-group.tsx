import type { Currency, StatementGroup } from '@/domain';
import { HeadingRow, LineRow, SubtotalRow } from './statement-table';

/**
 * A group of accounts under its heading with its subtotal. A group without balances collapses to a
 * single zero line: a statement still shows the caption, without an empty block under it.
 */
export function GroupRows({
  group,
  currency,
  level,
}: {
  group: StatementGroup;
  currency: Currency;
  level: 0 | 1;
}) {
  if (group.rows.length === 0)
    return <SubtotalRow label={group.label} amount={group.total} currency={currency} indent={level} />;
  return (
    <>
      <HeadingRow level={level}>{group.label}</HeadingRow>
      {group.rows.map((row) => (
        <LineRow
          key={row.account}
          label={row.account}
          amount={row.amount}
          currency={currency}
          indent={level === 0 ? 1 : 2}
        />
      ))}
      <SubtotalRow label={group.totalLabel} amount={group.total} currency={currency} indent={level} />
    </>
  );
}
