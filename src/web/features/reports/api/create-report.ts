import { savedReportSchema, type CreateReportInput, type SavedReport } from '@/shared/reports';
import { apiRequest } from '@/web/lib/api-client';

export async function createReport(input: CreateReportInput): Promise<SavedReport> {
  return savedReportSchema.parse(await apiRequest<unknown>('/api/reports', { method: 'POST', body: input }));
}
