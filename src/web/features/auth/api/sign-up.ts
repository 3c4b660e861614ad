import { apiRequest } from '@/web/lib/api-client';
import type { Credentials } from '@/shared/auth';

export function signUp({ email, password }: Credentials): Promise<unknown> {
  // better-auth requires a name; the e-mail is the only name the product asks for.
  return apiRequest('/api/auth/sign-up/email', {
    method: 'POST',
    body: { email, password, name: email, callbackURL: '/auth?confirmado=1' },
  });
}
