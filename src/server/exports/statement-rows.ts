import type {
  AccountRow,
  BalanceSheet,
  CashFlowSection,
  CashFlowStatement,
  Cents,
  EquityStatement,
  IncomeStatement,
  StatementGroup,
} from '../../domain';

/*
 * The statements as rows of a printed page, shared by the PDF and the workbook so both list the
 * same lines in the same order as the report viewer. Every figure and label comes from the domain.
 */

export type StatementRowKind = 'heading' | 'item' | 'note' | 'subtotal' | 'total' | 'grandTotal' | 'gap';

/** One line of a printed statement; `indent` is the nesting level of the label. */
export interface StatementRow {
  readonly kind: StatementRowKind;
  readonly label: string;
  readonly amount?: Cents;
  readonly indent?: number;
}

function accountRows(rows: readonly AccountRow[], indent: number): StatementRow[] {
  return rows.map((r) => ({ kind: 'item', label: r.account, amount: r.amount, indent }));
}

/** A group as printed: its heading, one line per account, and its total under a rule. */
function groupRows(group: StatementGroup, indent: number, emptyText: string): StatementRow[] {
  return [
    { kind: 'heading', label: group.label, indent },
    ...(group.rows.length > 0
      ? accountRows(group.rows, indent + 1)
      : [{ kind: 'note' as const, label: emptyText, indent: indent + 1 }]),
    { kind: 'subtotal', label: group.totalLabel, amount: group.total, indent },
  ];
}

export function balanceSheetRows(b: BalanceSheet): StatementRow[] {
  const rows: StatementRow[] = [
    { kind: 'heading', label: b.assets.label },
    ...groupRows(b.assets.current, 1, 'Sin activos corrientes.'),
    ...groupRows(b.assets.nonCurrent, 1, 'Sin activos no corrientes.'),
    { kind: 'grandTotal', label: b.assets.totalLabel, amount: b.assets.total },
    { kind: 'gap', label: '' },
    { kind: 'heading', label: b.liabilities.label },
    ...groupRows(b.liabilities.current, 1, 'Sin pasivos corrientes.'),
    ...groupRows(b.liabilities.nonCurrent, 1, 'Sin pasivos no corrientes.'),
    { kind: 'total', label: b.liabilities.totalLabel, amount: b.liabilities.total },
    { kind: 'gap', label: '' },
    { kind: 'heading', label: b.equity.label },
    ...accountRows(b.equity.rows, 1),
    { kind: 'item', label: b.equity.netIncome.label, amount: b.equity.netIncome.amount, indent: 1 },
    { kind: 'total', label: b.equity.totalLabel, amount: b.equity.total },
    { kind: 'gap', label: '' },
    { kind: 'grandTotal', label: b.totalLiabilitiesAndEquityLabel, amount: b.totalLiabilitiesAndEquity },
  ];
  if (!b.isBalanced)
    rows.push(
      { kind: 'gap', label: '' },
      { kind: 'note', label: `${b.statusLabel}: activos − (pasivos + patrimonio)`, amount: b.difference },
    );
  return rows;
}

export function incomeStatementRows(s: IncomeStatement): StatementRow[] {
  return [
    ...groupRows(s.revenues, 0, 'Sin ingresos registrados.'),
    { kind: 'gap', label: '' },
    ...groupRows(s.expenses, 0, 'Sin gastos registrados.'),
    { kind: 'gap', label: '' },
    { kind: 'grandTotal', label: s.netIncomeLabel, amount: s.netIncome },
  ];
}

export function equityStatementRows(s: EquityStatement): StatementRow[] {
  return [
    ...(s.opening.rows.length > 0
      ? [
          { kind: 'heading' as const, label: s.opening.label },
          ...accountRows(s.opening.rows, 1),
          { kind: 'subtotal' as const, label: s.opening.totalLabel, amount: s.opening.total },
        ]
      : [{ kind: 'item' as const, label: s.openingEquity.label, amount: s.openingEquity.amount }]),
    { kind: 'gap', label: '' },
    ...groupRows(s.contributions, 0, 'Sin aportes registrados.'),
    // Each group apart, and the result apart from the group above it, so it is not read as one of its rows.
    ...(s.withdrawals.rows.length > 0
      ? [{ kind: 'gap' as const, label: '' }, ...groupRows(s.withdrawals, 0, '')]
      : []),
    { kind: 'gap', label: '' },
    { kind: 'item', label: s.netIncome.label, amount: s.netIncome.amount },
    { kind: 'gap', label: '' },
    { kind: 'grandTotal', label: s.finalEquity.label, amount: s.finalEquity.amount },
  ];
}

function activityRows(section: CashFlowSection): StatementRow[] {
  return [
    { kind: 'heading', label: section.label },
    ...(section.rows.length === 0 && section.emptyText
      ? [{ kind: 'note' as const, label: section.emptyText, indent: 1 }]
      : section.rows.map((r) => ({ kind: 'item' as const, label: r.label, amount: r.amount, indent: 1 }))),
    { kind: 'subtotal', label: section.totalLabel, amount: section.total },
  ];
}

/** The same rows, in the same order, as the cash-flow tab of the report viewer. */
export function cashFlowRows(s: CashFlowStatement): StatementRow[] {
  const op = s.operating;
  const rows: StatementRow[] = [
    { kind: 'heading', label: op.label },
    { kind: 'item', label: op.netIncome.label, amount: op.netIncome.amount, indent: 1 },
  ];
  if (op.adjustments.length > 0) {
    rows.push({ kind: 'heading', label: op.adjustmentsLabel, indent: 1 });
    for (const r of op.adjustments) rows.push({ kind: 'item', label: r.label, amount: r.amount, indent: 2 });
  }
  if (op.workingCapital.length > 0) {
    rows.push({ kind: 'heading', label: op.workingCapitalLabel, indent: 1 });
    for (const r of op.workingCapital)
      rows.push({ kind: 'item', label: r.label, amount: r.amount, indent: 2 });
  }
  // Interest paid is its own line (NIIF 7.14): without it the operating rows do not add up to the total.
  if (op.interestPaid)
    rows.push({ kind: 'item', label: op.interestPaid.label, amount: op.interestPaid.amount, indent: 1 });
  if (op.residual)
    rows.push({ kind: 'item', label: op.residual.label, amount: op.residual.amount, indent: 1 });
  rows.push(
    { kind: 'subtotal', label: op.totalLabel, amount: op.total },
    { kind: 'gap', label: '' },
    ...activityRows(s.investing),
    { kind: 'gap', label: '' },
    ...activityRows(s.financing),
    { kind: 'gap', label: '' },
    { kind: 'total', label: s.netChangeLabel, amount: s.netChange },
    { kind: 'item', label: s.openingCashLabel, amount: s.openingCash },
    { kind: 'grandTotal', label: s.closingCashLabel, amount: s.closingCash },
  );
  return rows;
}
