import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  accountKey,
  closingBalances,
  fromPlainState,
  mergeBalances,
  openingBalancesOf,
  openingMatches,
  ZERO,
  type Cents,
  type OpeningBalance,
  type StateView,
} from '@/domain';
import type { ReportMeta } from '@/shared/reports';
import { ApiError } from '@/web/lib/api-client';
import { reportQuery } from './api/get-report';

/** One account whose opening differs from the earlier report's closing. */
export interface OpeningChange {
  readonly balance: Pick<OpeningBalance, 'section' | 'category' | 'type'>;
  /** What the opening holds now (zero when the account is not in it). */
  readonly from: Cents;
  /** What the earlier report closes with now (zero when the account closed empty). */
  readonly to: Cents;
}

/**
 * Whether a carried opening still matches the closing of the report it came from. 'none': the
 * report names no earlier one; 'stale' carries the closing to refresh with, and what would change.
 */
export type OpeningSourceStatus =
  | { readonly state: 'none' | 'loading' | 'matches' | 'missing' | 'error' }
  | {
      readonly state: 'stale';
      readonly source: ReportMeta;
      readonly closing: readonly OpeningBalance[];
      readonly changes: readonly OpeningChange[];
    };

let counter = 0;
const localId = () => `s${++counter}`;

/** The accounts whose amounts differ between the opening and the closing, in chart order. */
export function openingChanges(
  opening: readonly OpeningBalance[],
  closing: readonly OpeningBalance[],
): OpeningChange[] {
  const now = new Map(mergeBalances(opening).map((b) => [accountKey(b), b]));
  const then = new Map(mergeBalances(closing).map((b) => [accountKey(b), b]));
  const keys = [...new Set([...then.keys(), ...now.keys()])];
  const out: OpeningChange[] = [];
  for (const key of keys) {
    const a = now.get(key);
    const b = then.get(key);
    const from = a?.amount ?? ZERO;
    const to = b?.amount ?? ZERO;
    if (from !== to) out.push({ balance: (b ?? a) as OpeningBalance, from, to });
  }
  return out;
}

/**
 * Reads the earlier report a carried opening came from (GET /api/reports/:id) and compares its
 * closing balance sheet with the opening of `state`. Nothing is ever refreshed here: the screen
 * shows the status and the user decides.
 */
export function useOpeningSource(openingFrom: string | null, state: StateView | null): OpeningSourceStatus {
  // A copy read in the last few seconds (the step 1 pick has just read it) is recent enough.
  const query = useQuery({
    ...reportQuery(openingFrom ?? ''),
    enabled: openingFrom !== null,
    staleTime: 5_000,
  });
  const closing = useMemo(() => {
    if (!query.data) return null;
    const parsed = fromPlainState(query.data.sections, { newId: localId });
    return parsed.ok ? closingBalances(parsed.state) : null;
  }, [query.data]);
  if (openingFrom === null || state === null) return { state: 'none' };
  // A report deleted since it was read is gone, even if an older copy is still cached.
  if (query.error instanceof ApiError && query.error.status === 404) return { state: 'missing' };
  if (query.error && !query.data) return { state: 'error' };
  if (!query.data) return { state: 'loading' };
  if (!closing) return { state: 'error' };
  if (openingMatches(state, closing)) return { state: 'matches' };
  return {
    state: 'stale',
    source: query.data.report,
    closing,
    changes: openingChanges(openingBalancesOf(state), closing),
  };
}
