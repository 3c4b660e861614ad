import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '@/web/lib/session';

/**
 * The prerendered /auth is what a signed-out visitor sees, and the server sends it only to a browser
 * without a session cookie (decision 0011). Its build and the browser that takes it over both start
 * from 'signed out' so they draw the same page; the answer is marked as old, so the session is still
 * asked for at once and a signed-in visitor is sent on to the dashboard.
 */
export function markSignedOutForPrerender(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQuery.queryKey, null, { updatedAt: 0 });
}
