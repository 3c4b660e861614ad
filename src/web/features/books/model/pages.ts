import type { LedgerAccount } from '@/domain';

/** Rows per page: enough to read a month of a small business, few enough to render at once on a phone. */
export const PAGE_SIZE = 50;

export function pageCount(items: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(items / size));
}

/** Page numbers are 1-based as the user reads them; anything out of range lands on the nearest page. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pages);
}

export function pageSlice<T>(items: readonly T[], page: number, size = PAGE_SIZE): readonly T[] {
  return items.slice((page - 1) * size, page * size);
}

/** The part of one account's movements a ledger page shows: movements [from, to). */
export interface LedgerSlice {
  readonly account: LedgerAccount;
  /** The account's position in the ledger. */
  readonly index: number;
  readonly from: number;
  readonly to: number;
}

/**
 * The Libro Mayor paged like a printed one: the accounts' movements run on from page to page, so a
 * cash account with thousands of movements spreads over many pages while small accounts share one.
 * `starts[i]` is how many movements come before account i.
 */
export interface LedgerPaging {
  readonly starts: readonly number[];
  readonly total: number;
  readonly pages: number;
}

export function ledgerPaging(accounts: readonly LedgerAccount[], size = PAGE_SIZE): LedgerPaging {
  const starts = new Array<number>(accounts.length);
  let total = 0;
  accounts.forEach((a, i) => {
    starts[i] = total;
    total += a.movements.length;
  });
  return { starts, total, pages: pageCount(total, size) };
}

export function ledgerPage(
  accounts: readonly LedgerAccount[],
  paging: LedgerPaging,
  page: number,
  size = PAGE_SIZE,
): LedgerSlice[] {
  const begin = (page - 1) * size;
  const end = begin + size;
  const out: LedgerSlice[] = [];
  accounts.forEach((account, i) => {
    const start = paging.starts[i] ?? 0;
    const stop = start + account.movements.length;
    if (stop <= begin || start >= end) return;
    out.push({ account, index: i, from: Math.max(begin, start) - start, to: Math.min(end, stop) - start });
  });
  return out;
}

/** The page on which an account's first movement is printed. */
export function pageOfAccount(paging: LedgerPaging, index: number, size = PAGE_SIZE): number {
  return Math.floor((paging.starts[index] ?? 0) / size) + 1;
}
