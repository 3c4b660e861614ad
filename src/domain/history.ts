/**
 * Working-state history (specification §4): past, present and future snapshots for undo and redo.
 * Generic so the wizard can keep the lines and the chat messages in one snapshot.
 */
export interface History<S> {
  readonly past: readonly S[];
  readonly present: S;
  readonly future: readonly S[];
}

export function createHistory<S>(present: S): History<S> {
  return { past: [], present, future: [] };
}

/**
 * Records a new present. Nothing happens when it equals the current one (so a query that changed
 * nothing leaves no empty undo step); otherwise the present goes to the past and redo is cleared.
 */
export function record<S>(
  history: History<S>,
  next: S,
  equals: (a: S, b: S) => boolean = structurallyEqual,
): History<S> {
  if (equals(history.present, next)) return history;
  return { past: [...history.past, history.present], present: next, future: [] };
}

export function undo<S>(history: History<S>): History<S> {
  if (history.past.length === 0) return history;
  const previous = history.past[history.past.length - 1];
  return {
    past: history.past.slice(0, -1),
    present: previous as S,
    future: [history.present, ...history.future],
  };
}

export function redo<S>(history: History<S>): History<S> {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next as S, future: rest };
}

/** Replaces everything with a fresh state and empty history ('Limpiar'). */
export function resetHistory<S>(fresh: S): History<S> {
  return createHistory(fresh);
}

export function canUndo(history: History<unknown>): boolean {
  return history.past.length > 0;
}

export function canRedo(history: History<unknown>): boolean {
  return history.future.length > 0;
}

/**
 * Deep equality over JSON-like data (plain objects, arrays, primitives). A key holding undefined
 * equals a missing key, as it would after a round trip through JSON or storage.
 */
export function structurallyEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const aArr = Array.isArray(a);
  if (aArr !== Array.isArray(b)) return false;
  if (aArr) {
    const x = a as readonly unknown[];
    const y = b as readonly unknown[];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!structurallyEqual(x[i], y[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const k in x) {
    if (Object.hasOwn(x, k) && !structurallyEqual(x[k], y[k])) return false;
  }
  for (const k in y) {
    if (Object.hasOwn(y, k) && !Object.hasOwn(x, k) && y[k] !== undefined) return false;
  }
  return true;
}
