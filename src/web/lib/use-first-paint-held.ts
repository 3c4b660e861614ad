import { useLayoutEffect, useState } from 'react';
import { firstPaintFrame } from './first-paint';

let holding = 0;

/**
 * For a loading state: true while the HTML's frame (`first-paint.ts`) is on screen; the state then
 * draws nothing and keeps the frame while mounted. When the last one unmounts the frame is removed
 * before the browser paints again (a microtask after the commit, so a loading state replaced by
 * another one in the same commit keeps it). Decided when the state mounts.
 */
export function useFirstPaintHeld(): boolean {
  const [held] = useState(() => firstPaintFrame() !== null);
  useLayoutEffect(() => {
    if (!held) return;
    holding += 1;
    return () => {
      holding -= 1;
      queueMicrotask(() => {
        if (holding === 0) firstPaintFrame()?.remove();
      });
    };
  }, [held]);
  return held;
}
