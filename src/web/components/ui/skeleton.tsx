import { cn } from '@/web/lib/cn';

/** A placeholder the size of what will load, so the page does not jump. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200/70', className)} />;
}
