import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQuery, sessionQueryKey } from './session';

/**
 * The signed-in session, revalidated with the server whenever the tab becomes visible again, so a
 * session ended elsewhere (sign-out in another tab, expiry) is noticed at once.
 */
export function useSession() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible')
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [queryClient]);
  return useQuery(sessionQuery);
}
