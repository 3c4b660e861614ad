import { accountOfKind, type AccountType, type Reclassification, type Section } from '../../../domain';

/**
 * A word family that names what a movement is about: the kind of thing it is (the domain gives its
 * account), or, for the few accounts no kind holds (cost of sales, depreciation, a deposit, the
 * memberships of the original online school), the catalogue name itself.
 * Keys are normalised (no accents) and match at word boundaries with plural endings allowed.
 */
export type ConceptTag =
  /** Bought to resell or to consume in production: inventory when purchased. */
  | 'goods'
  /** Paid now for a period to come (annual insurance). */
  | 'prepaid'
  /** A refundable deposit ('garantía', 'fianza'). */
  | 'deposit'
  /** A service or expense noun that wins over an asset noun in the same phrase ('reparación de la nevera'). */
  | 'expense-head'
  /** Salary words, which turn pending amounts into Salarios por pagar. */
  | 'salary'
  /** Taxes, which turn pending amounts into Impuestos por pagar. */
  | 'tax'
  /** Only an asset when the user buys or contributes it ('local', 'oficina'). */
  | 'weak'
  /** Bought once it is an asset; paid again it is a renewal ('dominio' → software subscription). */
  | 'renewable';

export interface Concept {
  readonly section: Section;
  /** The account the domain gives the kind, or the catalogue name given. */
  readonly category: string;
  /** The kind of thing the words name, when a kind holds it. */
  readonly kind?: Reclassification;
  readonly type?: AccountType;
  readonly label: string;
  readonly keys: readonly string[];
  readonly tags?: readonly ConceptTag[];
  /** Head preference inside one phrase: higher wins ('desarrollo de la plataforma' over 'freelancer'). */
  readonly weight: number;
}

export function concept(
  section: Section,
  what: Reclassification | string,
  label: string,
  keys: string,
  tags: readonly ConceptTag[] = [],
  type?: AccountType,
  weight = tags.includes('expense-head') ? 2 : tags.includes('weak') ? 0 : 1,
): Concept {
  const category = typeof what === 'string' ? what : accountOfKind(what).category;
  return {
    weight,
    section,
    category,
    ...(typeof what === 'string' ? {} : { kind: what }),
    label,
    keys: keys
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    tags,
    ...(type ? { type } : {}),
  };
}
