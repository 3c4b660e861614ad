import { queryOptions } from '@tanstack/react-query';
import { reportListSchema } from '@/shared/reports';
import { apiRequest } from '@/web/lib/api-client';

export const reportsQueryKey = ['reports'] as const;

/** The dashboard and 'Mis Reportes' both come from this one call. */
export const reportsQuery = queryOptions({
  queryKey: reportsQueryKey,
  queryFn: async () => reportListSchema.parse(await apiRequest<unknown>('/api/reports')),
});
