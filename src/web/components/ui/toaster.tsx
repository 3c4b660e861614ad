import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '@/web/lib/cn';
import {
  currentToast,
  dismissToast,
  subscribeToasts,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from './toast-store';

export function Toaster() {
  const data = useSyncExternalStore(subscribeToasts, currentToast, currentToast);
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notificación"
    >
      {data && (
        <RadixToast.Root
          key={data.id}
          data-variant={data.variant}
          data-testid="toast"
          onOpenChange={(open) => {
            if (!open) dismissToast(data.id);
          }}
          className={cn(
            'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            data.variant === 'destructive'
              ? 'border-red-700 bg-red-600 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="text-sm font-semibold">{data.title}</RadixToast.Title>
            {data.description && (
              <RadixToast.Description className="text-sm opacity-90">
                {data.description}
              </RadixToast.Description>
            )}
          </div>
          <RadixToast.Close
            aria-label="Cerrar notificación"
            className={cn(
              'absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100 focus-visible:outline-2',
              data.variant === 'destructive' ? 'text-white' : 'text-slate-500',
            )}
          >
            <X className="h-4 w-4" aria-hidden />
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none" />
    </RadixToast.Provider>
  );
}
