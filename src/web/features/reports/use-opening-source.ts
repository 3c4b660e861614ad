import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  closingBalances,
  fromPlainState,
  openingBalancesOf,
  openingChanges,
  type OpeningBalance,
  type OpeningChange,
  type StateView,
} from '@/domain';
import type { ReportMeta } from '@/shared/reports';
import { ApiError } from '@/web/lib/api-client';
import { reportQuery } from './api/get-report';

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
  const changes = openingChanges(openingBalancesOf(state), closing);
  if (changes.length === 0) return { state: 'matches' };
  return { state: 'stale', source: query.data.report, closing, changes };
}
