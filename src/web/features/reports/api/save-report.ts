import { savedReportSchema, type SaveReportInput, type SavedReport } from '@/shared/reports';
import { apiRequest } from '@/web/lib/api-client';

export async function saveReport(id: string, input: SaveReportInput): Promise<SavedReport> {
  return savedReportSchema.parse(
    await apiRequest<unknown>(`/api/reports/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
  );
}
