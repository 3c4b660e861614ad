import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/web/lib/api-client';
import { appConfigSchema } from '@/shared/auth';

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: async () => appConfigSchema.parse(await apiRequest<unknown>('/api/config')),
  staleTime: Infinity,
});
