/**
 * A word list keyed by what the user typed. Its prototype is null, so a word such as 'constructor'
 * or 'toString' finds nothing instead of Object's own members.
 */
export function dictionary<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
