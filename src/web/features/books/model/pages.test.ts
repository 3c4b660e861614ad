import { describe, expect, it } from 'vitest';
import type { LedgerAccount } from '@/domain';
import { clampPage, ledgerPage, ledgerPaging, pageCount, pageOfAccount } from './pages';

function account(key: string, movements: number): LedgerAccount {
  return { key, movements: new Array(movements).fill(null) } as unknown as LedgerAccount;
}

describe('pages', () => {
  it('counts at least one page, and keeps a page number in range', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });

  it('runs the ledger on across accounts, 50 movements a page', () => {
    const accounts = [account('a', 70), account('b', 10), account('c', 45)];
    const paging = ledgerPaging(accounts);
    expect(paging).toEqual({ starts: [0, 70, 80], total: 125, pages: 3 });
    const slices = (p: number) => ledgerPage(accounts, paging, p).map((s) => [s.account.key, s.from, s.to]);
    expect(slices(1)).toEqual([['a', 0, 50]]);
    expect(slices(2)).toEqual([
      ['a', 50, 70],
      ['b', 0, 10],
      ['c', 0, 20],
    ]);
    expect(slices(3)).toEqual([['c', 20, 45]]);
    expect(pageOfAccount(paging, 0)).toBe(1);
    expect(pageOfAccount(paging, 1)).toBe(2);
    expect(pageOfAccount(paging, 2)).toBe(2);
  });
});
