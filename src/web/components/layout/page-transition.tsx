import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { useReducedMotion } from '@/web/lib/use-reduced-motion';

/** Each way; the keyframes in styles.css last as long. */
export const PAGE_TRANSITION_MS = 500;

interface Shown {
  readonly key: string;
  /** The page as it was when it came in: what stays on screen while it leaves. */
  readonly page: ReactNode;
  readonly animateIn: boolean;
  /** Counts the times a page came in, so a page that comes back is drawn anew. */
  readonly generation: number;
}

/**
 * One page at a time in a <main>: when `pageKey` changes the page on screen leaves (fades out, 20px
 * upward), then the new one enters (fades in from 20px below), 0.5 s each. The first page shows
 * without animation, and with reduced motion the page changes at once. CSS keyframes and one timer
 * instead of an animation library keep the shell light (docs/performance.md).
 */
export function PageTransition({
  pageKey,
  className,
  children,
}: {
  pageKey: string;
  className?: string;
  children: ReactNode;
}) {
  const reduce = useReducedMotion();
  const [shown, setShown] = useState<Shown>({
    key: pageKey,
    page: children,
    animateIn: false,
    generation: 0,
  });
  const [phase, setPhase] = useState<'still' | 'leaving' | 'left'>('still');

  const enter = () => {
    setShown({ key: pageKey, page: children, animateIn: !reduce, generation: shown.generation + 1 });
    setPhase('still');
  };
  if (pageKey !== shown.key) {
    if (reduce || phase === 'left') enter();
    else if (phase === 'still') setPhase('leaving');
  } else if (phase !== 'still') {
    // Back to the page that was leaving (the wizard → Mis Reportes → the wizard within 0.5 s): it
    // comes in again as a new page, instead of staying faded out.
    enter();
  }

  useEffect(() => {
    if (phase !== 'leaving') return;
    const timer = setTimeout(() => setPhase('left'), PAGE_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const leaving = phase !== 'still';
  return (
    <main
      key={`${shown.key}#${shown.generation}`}
      className={cn(className, leaving ? 'page-leave' : shown.animateIn && 'page-enter')}
    >
      {leaving ? shown.page : children}
    </main>
  );
}
