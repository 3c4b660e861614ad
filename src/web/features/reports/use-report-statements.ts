import { useMemo } from 'react';
import { financialReport, fromPlainState, type FinancialReport } from '@/domain';
import type { Sections } from '@/shared/reports';

let counter = 0;
const localId = () => `l${++counter}`;

/** The statements of a saved report, computed in the browser by the same domain the server uses. */
export function useReportStatements(sections: Sections | undefined): FinancialReport | null {
  return useMemo(() => {
    if (!sections) return null;
    const parsed = fromPlainState(sections, { newId: localId });
    return parsed.ok ? financialReport(parsed.state) : null;
  }, [sections]);
}
