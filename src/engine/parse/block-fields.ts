/**
 * A phone app's medicine list prints each medicine as a block: its name on a line of its own, then one
 * field a line with no label ('Tablet · 50 mg', 'Every Day · 7:30 am, 7:30 pm', 'As Needed · for cramps').
 * A field line opens with a dose form or a how-often word and names no medicine: it goes on the order
 * above while that order still lacks what the line gives. Read on its own, 'Tablet · 50 mg' became a
 * medicine named 'Tablet ·' (listed as stopped) and the bare name above it had no dose or times.
 */
import { tokenize, type Token } from '../lexicon/tokens';
import { namesMedicine } from './non-order';
import type { ParsedOrder } from './types';

const FORM_KINDS = new Set(['dose-unit', 'form']);
const TIMING_KINDS = new Set(['frequency', 'time', 'interval']);

function firstWords(text: string): Token[] {
  return tokenize(text).filter((t) => t.kind !== 'punct');
}

/** Which field a line gives when it opens with a dose form then a strength, or with how often. */
export function blockField(text: string): 'form' | 'timing' | null {
  const toks = firstWords(text);
  const first = toks[0];
  // Only dosing words and marks: 'LUNCH pocket', 'Each PM compartment contains:' are a pack's headings.
  if (!first || toks.some((t) => t.kind === 'word') || namesMedicine(text)) return null;
  // 'Tablet · 50 mg', 'Capsule - 180 mg': the form, then its strength straight after.
  if (FORM_KINDS.has(first.kind) && toks[1]?.kind === 'number') return 'form';
  if (TIMING_KINDS.has(first.kind)) return 'timing';
  return null;
}

/** True when the line is a field of the block whose order is `order` and that order still lacks it. */
export function fieldOfBlock(order: ParsedOrder, text: string): boolean {
  const lacksForm = !order.strength && !order.amount.count && !order.amount.measure;
  const lacksTiming = !order.timing.known && !order.prn && !order.instruction && !order.status;
  // Most orders above already have both: the line is then no field of theirs, and is not tokenized.
  if (!lacksForm && !lacksTiming) return false;
  const field = blockField(text);
  if (field === 'form') return lacksForm;
  if (field === 'timing') return lacksTiming;
  return false;
}
