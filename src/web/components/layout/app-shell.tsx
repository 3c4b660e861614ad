import { AnimatePresence, motion, useReducedMotion } from 'motion/react';
import { useLocation, useOutlet } from 'react-router';
import { useSession } from '@/web/features/auth/use-session';
import { Sidebar } from './sidebar';

/** Sidebar plus the page, which fades and slides in (20px from below) and out (20px upward) over 0.5 s. */
export function AppShell() {
  const { data } = useSession();
  const location = useLocation();
  const outlet = useOutlet();
  const reduce = useReducedMotion();
  const offset = reduce ? 0 : 20;
  const duration = reduce ? 0 : 0.5;
  return (
    <div className="min-h-screen bg-slate-50">
      <Sidebar email={data?.user.email ?? ''} />
      <div className="pl-64">
        <AnimatePresence mode="wait" initial={false}>
          <motion.main
            key={location.pathname}
            initial={{ opacity: 0, y: offset }}
            animate={{ opacity: 1, y: 0 }}
            exit={{ opacity: 0, y: -offset }}
            transition={{ duration }}
            className="mx-auto max-w-7xl p-8"
          >
            {outlet}
          </motion.main>
        </AnimatePresence>
      </div>
    </div>
  );
}
