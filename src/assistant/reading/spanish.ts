import dictionary from 'dictionary-es';
import nspell from 'nspell';

/**
 * Whether a word of a normalised text (lower case, no accents) is a Spanish word, by the Hunspell
 * dictionary for Spanish. Typo repair must never rewrite a real word ('camas' is not a misspelled
 * 'cajas', 'plantas' not 'llantas'). Loaded once, on first use (about a second).
 */
type Checker = ReturnType<typeof nspell>;
let checker: Checker | undefined;
const seen = new Map<string, boolean>();

function spell(): Checker {
  const text = new TextDecoder();
  checker ??= nspell(text.decode(dictionary.aff), text.decode(dictionary.dic));
  return checker;
}

const strip = (w: string): string => w.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

export function isSpanishWord(word: string): boolean {
  const cached = seen.get(word);
  if (cached !== undefined) return cached;
  const s = spell();
  // The text lost its accents: 'jarron' is 'jarrón', found among the dictionary's suggestions.
  const ok = s.correct(word) || s.suggest(word).some((x) => strip(x.toLowerCase()) === word);
  if (seen.size > 20_000) seen.clear();
  seen.set(word, ok);
  return ok;
}
