import { apiRequest } from '@/web/lib/api-client';

export function signOut(): Promise<unknown> {
  return apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
}
