/**
 * Work shared by the readings of one message. The interpreter reads the same pieces of a message
 * several times (each way of cutting it is tried, then the parts are read again as movements), and
 * within one message a piece always reads the same. A function wrapped here computes each piece
 * once per message. Nothing is kept from one message to the next: the scope opens when a message
 * arrives and is emptied when its reply is ready, so every message costs what a fresh one costs.
 */
const caches = new Set<Map<string, unknown>>();
let open = false;

/** Runs the reading of one message with its scope open; nested calls share the outer scope. */
export function oneMessage<T>(f: () => T): T {
  if (open) return f();
  open = true;
  try {
    return f();
  } finally {
    open = false;
    for (const c of caches) c.clear();
  }
}

/** `f` computed once per key while a message is read; outside a message, plain `f`. */
export function perMessage<A extends readonly unknown[], T>(
  keyOf: (...args: A) => string,
  f: (...args: A) => T,
): (...args: A) => T {
  const cache = new Map<string, T>();
  caches.add(cache);
  return (...args) => {
    if (!open) return f(...args);
    const key = keyOf(...args);
    if (cache.has(key)) return cache.get(key) as T;
    const value = f(...args);
    cache.set(key, value);
    return value;
  };
}
