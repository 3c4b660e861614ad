/**
 * Toasts as a tiny external store: any code (a mutation's onError, a hook) can raise one without
 * prop drilling. One toast at a time, as specified: a new one replaces the current one.
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastData {
  readonly id: number;
  readonly title: string;
  readonly description?: string;
  readonly variant: ToastVariant;
}

let current: ToastData | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

export function toast(input: { title: string; description?: string; variant?: ToastVariant }): void {
  current = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
  };
  emit();
}

export function dismissToast(id: number): void {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): ToastData | null {
  return current;
}

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
