import type { Mention } from './amounts';
import type { Ledger, Transaction } from './ledger';
import { matchScore, refTokens } from './refs';
import { escapeRe } from './text';
import { cents, formatAmount } from '../../domain';

/**
 * Finds the earlier entry a message refers to: 'el último movimiento', words of its description
 * ('lo del contador'), its amount, and ordinals among duplicates ('borra el segundo').
 */
const LAST =
  /(?<![a-z])(el ultimo|la ultima|lo ultimo|ultimo movimiento|ultima transaccion|ultimo registro|ultimo asiento|lo que acabo de|lo que acabamos de|el anterior|el de recien)(?![a-z])/;
const SECOND =
  /(?<![a-z])(segundo|segunda|el otro|la otra|repetido|repetida|duplicado|duplicada|dos veces|el de despues|el ultimo de|el mas reciente)(?![a-z])/;
const FIRST = /(?<![a-z])(primero|primera|el de antes|el original|el mas antiguo)(?![a-z])/;

export type Found =
  | { readonly kind: 'one'; readonly tx: Transaction; readonly strong?: boolean }
  | { readonly kind: 'ambiguous'; readonly options: readonly Transaction[] }
  | { readonly kind: 'none' };

export function findReferenced(text: string, ledger: Ledger, amounts: readonly Mention[] = []): Found {
  const txs = ledger.transactions.filter((t) => !t.id.startsWith('__line'));
  if (txs.length === 0) return { kind: 'none' };
  // An id written out ('borra t15') is the most exact reference there is.
  const byId = txs.find((tx) =>
    new RegExp(`(?<![a-z0-9-])${escapeRe(tx.id.toLowerCase())}(?![a-z0-9-])`).test(text),
  );
  if (byId) return { kind: 'one', tx: byId, strong: true };
  const ref = refTokens(text);
  const scored = txs.map((tx, index) => {
    const words = matchScore(ref, `${tx.text} | ${tx.lines.map((l) => l.category).join(' ')}`);
    let score = words.score;
    if (score > 0) score += kindBonus(text, tx);
    for (const a of amounts) {
      const v = a.value;
      if (tx.lines.some((l) => Math.abs(l.amount) === v)) score += 1.5;
      else if (a.kind !== 'money' || v % 100 === 0) {
        const n = v / 100;
        if (new RegExp(`(?<![\\d.,])${n}(?![\\d.,])`).test(tx.text)) score += 1;
      }
    }
    return { tx, index, score };
  });
  if (LAST.test(text) && !scored.some((s) => s.score >= 1.5)) {
    const last = txs[txs.length - 1];
    return last ? { kind: 'one', tx: last } : { kind: 'none' };
  }
  const best = Math.max(...scored.map((s) => s.score));
  if (best < 0.25) {
    if (LAST.test(text)) {
      const last = txs[txs.length - 1];
      if (last) return { kind: 'one', tx: last };
    }
    return { kind: 'none' };
  }
  const top = scored.filter((s) => s.score >= best - 0.01);
  if (top.length === 1 && top[0]) return { kind: 'one', tx: top[0].tx, strong: best >= 1 };
  if (FIRST.test(text) && top[0]) return { kind: 'one', tx: top[0].tx };
  const lastTop = top[top.length - 1];
  if ((SECOND.test(text) || LAST.test(text) || identical(top.map((s) => s.tx))) && lastTop)
    return { kind: 'one', tx: lastTop.tx };
  return { kind: 'ambiguous', options: top.map((s) => s.tx) };
}

/**
 * What kind of entry the words name: 'la compra de la laptop' is the purchase, not the later payment
 * of its balance; 'el préstamo' is the loan received, not an instalment.
 */
function kindBonus(text: string, tx: Transaction): number {
  const has = (p: (l: Transaction['lines'][number]) => boolean): boolean => tx.lines.some(p);
  const nonCashAssetUp = has((l) => l.section === 'assets' && l.amount > 0 && !/efectivo/i.test(l.category));
  const liabilityDown = has((l) => l.section === 'liabilities' && l.amount < 0);
  const liabilityUp = has((l) => l.section === 'liabilities' && l.amount > 0);
  let bonus = 0;
  if (
    /(?<![a-z])(compra|compras|compramos|compre|adquisicion)(?![a-z])/.test(text) &&
    (nonCashAssetUp || has((l) => l.section === 'expenses')) &&
    !liabilityDown
  )
    bonus += 0.3;
  if (/(?<![a-z])(pago|pagos|pagamos|pague|abono)(?![a-z])/.test(text) && liabilityDown) bonus += 0.3;
  if (/(?<![a-z])(venta|ventas|vendimos)(?![a-z])/.test(text) && has((l) => l.section === 'revenues'))
    bonus += 0.3;
  if (
    /(?<![a-z])(cobro|cobros|cobramos)(?![a-z])/.test(text) &&
    has((l) => l.section === 'assets' && l.amount < 0 && !/efectivo/i.test(l.category))
  )
    bonus += 0.3;
  if (
    /(?<![a-z])(prestamo|credito)(?![a-z])/.test(text) &&
    !/(?<![a-z])(cuota|pago|abono)(?![a-z])/.test(text) &&
    liabilityUp
  )
    bonus += 0.3;
  if (
    /(?<![a-z])(aporte|aportes|capital)(?![a-z])/.test(text) &&
    has((l) => l.section === 'equity' && l.amount > 0)
  )
    bonus += 0.3;
  return bonus;
}

function identical(list: readonly Transaction[]): boolean {
  const sig = (t: Transaction): string =>
    t.lines
      .map((l) => `${l.section}|${l.category}|${l.amount}`)
      .sort()
      .join(';');
  const first = list[0];
  return first !== undefined && list.every((t) => sig(t) === sig(first));
}

/**
 * How a movement is named back to the user: its description and its largest amount. Transaction ids
 * are internal and mean nothing to a founder, so they never appear in a reply.
 */
export function describeTx(tx: Transaction): string {
  const main = tx.lines[0];
  if (!main) return 'el movimiento';
  let largest = 0;
  for (const l of tx.lines) largest = Math.max(largest, Math.abs(l.amount));
  return `${main.description} (${formatAmount(cents(largest))})`;
}
