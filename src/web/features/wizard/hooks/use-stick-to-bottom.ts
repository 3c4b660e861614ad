import { useEffect, useRef, type RefObject } from 'react';

/** How close to the end still counts as "reading the latest message". */
const SLACK_PX = 32;

/**
 * Keeps a scrolling list on its latest item: whenever `latest` changes, and when the list or its
 * content resizes (a narrower window wraps the bubbles) unless the user scrolled up to read. The
 * list needs `overflow-anchor: none`, or the browser's scroll anchoring moves it on resize and that
 * scroll reads as the user leaving the bottom.
 */
export function useStickToBottom(ref: RefObject<HTMLElement | null>, latest: unknown): void {
  const pinned = useRef(true);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onScroll = () => {
      pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < SLACK_PX;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    // jsdom and old browsers lack ResizeObserver; the list then only follows new messages.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (pinned.current) el.scrollTop = el.scrollHeight;
          });
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [ref]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    pinned.current = true;
  }, [ref, latest]);
}
