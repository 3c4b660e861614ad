import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useFirstPaintHeld } from '@/web/lib/use-first-paint-held';
import { useSession } from '@/web/lib/use-session';

/** While the session is asked for; nothing over the frame the HTML drew, when it drew one (decision 0011). */
function Checking() {
  if (useFirstPaintHeld()) return null;
  return (
    <div className="flex min-h-screen items-center justify-center text-slate-500" role="status">
      Verificando sesión...
    </div>
  );
}

/** Every route but /auth: without a session the user goes to /auth. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { data, isPending, isError } = useSession();
  if (isPending) return <Checking />;
  if (isError || !data) return <Navigate to="/auth" replace />;
  return children;
}

/** /auth: a signed-in user goes to the dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { data, isPending } = useSession();
  if (isPending) return <Checking />;
  if (data) return <Navigate to="/" replace />;
  return children;
}
