/** Shapes shared by the sig corpus generator, its judge and its runner. */

export const SLOTS = ['0800', '1200', '1800', '2200'] as const;
export type Slot = (typeof SLOTS)[number];

/** The ways Australian orders are written; every generated line is in one of these styles. */
export const STYLES = ['emr', 'gp', 'label', 'ward', 'letter'] as const;
export type Style = (typeof STYLES)[number];

/**
 * What an order means, known because the generator composed it. Text checks ignore case and
 * spaces, like the scorer's `mustMention`; each inner list holds accepted spellings.
 */
export interface Reading {
  /** Scorer-style ingredient: lower-case generic, `a+b` combination, `x|y` alternative names. */
  ingredient: string;
  isPRN: boolean;
  /** Regular orders: the filled slots, each with the accepted amounts for that slot. */
  slots: Partial<Record<Slot, string[]>>;
  /** Must appear in the row's name, form or schedule text. */
  mustMention: string[][];
  /** Numbers that must not be read as an amount (quantities, maxima, durations, a guessed unit). */
  notAmounts: string[];
  /** The contract asks for a warning on this row even when it is read right. */
  mustWarn: boolean;
  /** A product the knowledge base may or may not know: no warning needed once it is named so. */
  knownAs?: string;
  /** The order names a release form (XR, CR, modified release): the row's form must say so. */
  release: boolean;
}

export interface Order {
  line: string;
  reading: Reading;
  /** Generator features this order exercises (`freq:bd-run-together`, `qty:mitte`): failure classes. */
  features: string[];
}

export type Outcome = 'exact' | 'flagged' | 'silent';

export interface OrderResult {
  order: Order;
  outcome: Outcome;
  /** The order's line ends as a row, a ceased entry or a warning naming it. */
  accounted: boolean;
  problems: string[];
}
