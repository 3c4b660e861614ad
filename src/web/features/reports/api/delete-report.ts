import { apiRequest } from '@/web/lib/api-client';

export function deleteReport(id: string): Promise<unknown> {
  return apiRequest(`/api/reports/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
