import { queryOptions } from '@tanstack/react-query';
import { reportDetailSchema } from '@/shared/reports';
import { apiRequest } from '@/web/lib/api-client';

export const reportQueryKey = (id: string) => ['reports', id] as const;

/** The viewer and the wizard read a report, its lines and its chat in one call. */
export const reportQuery = (id: string) =>
  queryOptions({
    queryKey: reportQueryKey(id),
    queryFn: async () =>
      reportDetailSchema.parse(await apiRequest<unknown>(`/api/reports/${encodeURIComponent(id)}`)),
    retry: false,
  });
