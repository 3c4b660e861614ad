import type { Cents, Currency, Movement } from '../../../domain';
import type { Msg } from '../analyze';
import type { Ledger } from '../ledger';
import type { Means, MeansInfo } from '../means';

/** What every movement rule receives. */
export interface RuleCtx {
  readonly msg: Msg;
  readonly means: MeansInfo;
  readonly ledger: Ledger;
  readonly currency: Currency;
  /** Canonical content words of the message, for matching earlier entries. */
  readonly ref: readonly string[];
}

export type Outcome =
  | { readonly kind: 'clarify'; readonly question: string }
  | { readonly kind: 'inform'; readonly text: string }
  /** What happened, for the domain to book (it picks the accounts). */
  | { readonly kind: 'movements'; readonly movements: readonly Movement[]; readonly note?: string };

/** A rule answers when the message is its kind of movement, and passes (null) otherwise. */
export type Rule = (ctx: RuleCtx) => Outcome | null;

export const movements = (list: readonly Movement[], note?: string): Outcome => ({
  kind: 'movements',
  movements: list,
  ...(note ? { note } : {}),
});
export const ask = (question: string): Outcome => ({ kind: 'clarify', question });
export const tell = (text: string): Outcome => ({ kind: 'inform', text });

export function has(ctx: RuleCtx, re: RegExp): boolean {
  return re.test(ctx.msg.text);
}

export type { Cents, Means };
