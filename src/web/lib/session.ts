/* The signed-in session, read and ended; used by the shell (sidebar, route guards) and the auth feature. */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/web/lib/api-client';
import { sessionSchema, type Session } from '@/shared/auth';

export async function getSession(): Promise<Session> {
  return sessionSchema.parse(await apiRequest<unknown>('/api/auth/get-session'));
}

export const sessionQueryKey = ['session'] as const;

export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  staleTime: 30_000,
  refetchOnWindowFocus: true,
  retry: 1,
});

export function signOut(): Promise<unknown> {
  return apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
}
