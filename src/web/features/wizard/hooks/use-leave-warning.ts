import { useEffect } from 'react';

/** The browser's own "leave site?" prompt while there are unsaved changes (specification §4). */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers before 2023 (Chrome < 119) only prompt when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
