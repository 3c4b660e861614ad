import {
  formatDateLong,
  type CashFlowSection,
  type CashFlowStatement,
  type Currency,
  type NonCashTransaction,
} from '@/domain';
import { Amount } from './amount';
import {
  GapRow,
  HeadingRow,
  LineRow,
  NoteRow,
  StatementTable,
  SubtotalRow,
  TotalRow,
} from './statement-table';
import { StatementPanel } from './statement-panel';

export function CashFlowView({
  statement,
  currency,
  empty,
}: {
  statement: CashFlowStatement;
  currency: Currency;
  empty: boolean;
}) {
  const op = statement.operating;
  return (
    <StatementPanel title={statement.title} subtitle={statement.method} empty={empty}>
      <StatementTable caption={statement.title} currency={currency}>
        <HeadingRow>{op.label}</HeadingRow>
        <LineRow label={op.netIncome.label} amount={op.netIncome.amount} currency={currency} />
        {op.adjustments.length > 0 && (
          <>
            <HeadingRow level={1}>{op.adjustmentsLabel}</HeadingRow>
            {op.adjustments.map((r) => (
              <LineRow key={r.key} label={r.label} amount={r.amount} currency={currency} indent={2} />
            ))}
          </>
        )}
        {op.workingCapital.length > 0 && (
          <>
            <HeadingRow level={1}>{op.workingCapitalLabel}</HeadingRow>
            {op.workingCapital.map((r) => (
              <LineRow key={r.key} label={r.label} amount={r.amount} currency={currency} indent={2} />
            ))}
          </>
        )}
        {op.interestPaid && (
          <LineRow label={op.interestPaid.label} amount={op.interestPaid.amount} currency={currency} />
        )}
        {op.residual && <LineRow label={op.residual.label} amount={op.residual.amount} currency={currency} />}
        <SubtotalRow label={op.totalLabel} amount={op.total} currency={currency} />
        <GapRow />
        <ActivityRows section={statement.investing} currency={currency} />
        <GapRow />
        <ActivityRows section={statement.financing} currency={currency} />
        <GapRow />
        <TotalRow label={statement.netChangeLabel} amount={statement.netChange} currency={currency} />
        <LineRow
          label={statement.openingCashLabel}
          amount={statement.openingCash}
          currency={currency}
          indent={0}
        />
        <TotalRow
          label={statement.closingCashLabel}
          amount={statement.closingCash}
          currency={currency}
          final
        />
      </StatementTable>
      {!statement.reconciles && (
        <p
          role="note"
          className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          El efectivo al final del período no coincide con el saldo de la cuenta de efectivo (
          <Amount value={statement.cashAccountBalance} currency={currency} />
          ). Revisa los asientos descuadrados.
        </p>
      )}
      {statement.nonCashTransactions.length > 0 && (
        <NonCashNote
          title={statement.nonCashTitle}
          items={statement.nonCashTransactions}
          currency={currency}
        />
      )}
    </StatementPanel>
  );
}

function ActivityRows({ section, currency }: { section: CashFlowSection; currency: Currency }) {
  return (
    <>
      <HeadingRow>{section.label}</HeadingRow>
      {section.rows.length === 0 && section.emptyText ? (
        <NoteRow>{section.emptyText}</NoteRow>
      ) : (
        section.rows.map((r) => <LineRow key={r.key} label={r.label} amount={r.amount} currency={currency} />)
      )}
      <SubtotalRow label={section.totalLabel} amount={section.total} currency={currency} />
    </>
  );
}

/** NIIF para las PYMES 7.18: investing and financing that used no cash are disclosed apart from the statement. */
function NonCashNote({
  title,
  items,
  currency,
}: {
  title: string;
  items: readonly NonCashTransaction[];
  currency: Currency;
}) {
  return (
    <section className="mt-6 border-t border-slate-200 pt-4">
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      <p className="mt-1 text-xs text-slate-500">
        No forman parte del flujo de efectivo. Por cuenta, la parte que no pasó por caja: negativo =
        adquisición o uso, positivo = fuente de financiación.
      </p>
      <ul className="mt-2 space-y-3 text-sm">
        {items.map((t, i) => (
          <li key={t.transactionId ?? i} className="rounded-lg bg-slate-50 p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <span className="font-medium text-slate-800">
                {t.description || 'Movimiento sin descripción'}
                {t.date && (
                  <span className="ml-2 text-xs font-normal text-slate-500">{formatDateLong(t.date)}</span>
                )}
              </span>
              <Amount value={t.amount} currency={currency} className="font-medium" />
            </div>
            {t.lines.length > 0 && (
              <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
                {t.lines.map((l, j) => (
                  <li
                    key={`${l.section}|${l.account}|${j}`}
                    className="flex flex-wrap justify-between gap-x-4"
                  >
                    <span>{l.account}</span>
                    <Amount value={l.amount} currency={currency} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
