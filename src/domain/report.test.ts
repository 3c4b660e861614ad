import { describe, expect, it } from 'vitest';
import { journal, ledger, trialBalance } from './books';
import { cashFlowStatement } from './cashflow';
import { computeFigures } from './figures';
import { financialReport } from './report';
import { balanceSheet, equityStatement, incomeStatement, ratios } from './statements';
import { academy } from './test-support';

describe('financialReport', () => {
  it('gives the same results as each function on its own', () => {
    const s = academy().state;
    const r = financialReport(s);
    expect(r.figures).toEqual(computeFigures(s));
    expect(r.balanceSheet).toEqual(balanceSheet(s));
    expect(r.incomeStatement).toEqual(incomeStatement(s));
    expect(r.equityStatement).toEqual(equityStatement(s));
    expect(r.cashFlow).toEqual(cashFlowStatement(s));
    expect(r.ratios).toEqual(ratios(s));
    expect(r.journal).toEqual(journal(s));
    expect(r.ledger).toEqual(ledger(s));
    expect(r.trialBalance).toEqual(trialBalance(s));
  });
});
