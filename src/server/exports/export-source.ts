import { randomUUID } from 'node:crypto';
import { fromPlainState, type ExportMeta, type WorkingState } from '../../domain';
import type { Database } from '../db/client';
import { getReportBooks } from '../reports/repository';

/** What every download says about its report: the domain's shape, which the plain-text exports take too. */
export type { ExportMeta };

export interface ExportSource {
  readonly meta: ExportMeta;
  readonly state: WorkingState;
  /** YYYY-MM-DD, printed on every page; passed in so a document is a function of its inputs. */
  readonly generatedOn: string;
}

/** The day a document is generated, as the calendar date in UTC (the server's clock, not the viewer's). */
export function generationDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The owner's report as the domain reads it. Throws ReportNotFoundError (from the repository) for a
 * missing report and for another user's alike, so the routes answer both with the same 404.
 */
export async function loadExportSource(
  db: Database,
  userId: string,
  reportId: string,
  now: Date,
): Promise<ExportSource> {
  const detail = await getReportBooks(db, userId, reportId);
  // Stored reports were validated on save, so a refusal here is a bug, not a user error.
  const parsed = fromPlainState(detail.sections, { newId: randomUUID });
  if (!parsed.ok)
    throw new Error(`stored report ${reportId} does not read back: ${parsed.errors.join('; ')}`);
  const { report } = detail;
  return {
    meta: {
      company: report.name,
      currency: report.currency,
      startDate: report.startDate,
      endDate: report.endDate,
    },
    state: parsed.state,
    generatedOn: generationDate(now),
  };
}
