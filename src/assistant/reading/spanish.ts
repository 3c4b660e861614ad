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

const ACCENT: Readonly<Record<string, string>> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', n: 'ñ' };

function accented(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) {
    const mark = ACCENT[word[i] ?? ''];
    if (mark) out.push(word.slice(0, i) + mark + word.slice(i + 1));
  }
  // 'senado' → 'señado' and an accent elsewhere ('ano' → 'año' is one change; 'canon' → 'cañón' two).
  const n = word.indexOf('n');
  if (n >= 0)
    for (const w of [...out]) if (w.indexOf('ñ') < 0) out.push(w.slice(0, n) + 'ñ' + w.slice(n + 1));
  return out;
}

export function isSpanishWord(word: string): boolean {
  const cached = seen.get(word);
  if (cached !== undefined) return cached;
  const s = spell();
  // The text lost its accents: 'jarron' is 'jarrón'. One accented vowel (or ñ) at a time is tried,
  // which is how Spanish spells; the dictionary's suggestions would be far slower on noise.
  const ok = word.length <= 24 && (s.correct(word) || accented(word).some((w) => s.correct(w)));
  if (seen.size > 20_000) seen.clear();
  seen.set(word, ok);
  return ok;
}
