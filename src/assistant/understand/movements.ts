import type { AccountRef, Movement } from '../../domain';
import type { LedgerLine } from '../local/ledger';
import type { Understood } from './rules';

/** A rule's answer when the message describes one movement. */
export const one = (m: Movement): Understood => ({ kind: 'movements', movements: [m] });

/** The account of a line of the books, named by its description, for a movement that moves it. */
export function accountRef(l: LedgerLine): AccountRef {
  return {
    section: l.section,
    category: l.category,
    ...(l.type ? { type: l.type } : {}),
    description: l.description,
  };
}
