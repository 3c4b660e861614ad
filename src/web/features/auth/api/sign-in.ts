import { apiRequest } from '@/web/lib/api-client';
import type { Credentials } from '@/shared/auth';

export function signIn({ email, password }: Credentials): Promise<unknown> {
  return apiRequest('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email, password, rememberMe: true },
  });
}
