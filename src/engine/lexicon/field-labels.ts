/**
 * The labels of a form that writes one field a line under each medicine ('Medicine: Apixaban 5 mg' then
 * 'How much: 1 tablet', 'When: morning and evening', 'Why: atrial fibrillation', 'Change: none'), as
 * data: the continuation reader (parse/line-rule-continuation.ts) and the order reader's short-name check
 * (parse/line-rules-orders.ts) build their patterns from these lists.
 */
import { alternation } from './words';

/** Fields that hold the amount alone. */
export const AMOUNT_FIELD_LABELS: readonly string[] = [
  'dose',
  'dosage',
  'strength',
  'amount',
  'how much',
  'how many',
  'quantity to take',
];

/** Fields that hold the amount, the directions or the times. */
export const DOSING_FIELD_LABELS: readonly string[] = [
  ...AMOUNT_FIELD_LABELS,
  'directions',
  'direction',
  'instructions',
  'instruction',
  'sig',
  'frequency',
  'how often',
  'timing',
  'time',
  'times',
  'time of day',
  'dose times',
  'admin times',
  'administration times',
  'times given',
  'when',
  'when to take',
  'take',
  'how to take',
  'use',
  'route',
  'form',
  'dose form',
];

/** Fields that say what the medicine is for. */
export const USE_FIELD_LABELS: readonly string[] = [
  'indication',
  'reason',
  'what for',
  "what it's for",
  'what it is for',
  'why',
  'purpose',
  'used for',
];

/** Fields that say what happened to the order. */
export const STATUS_FIELD_LABELS: readonly string[] = ['change', 'changes', 'status'];

export const FIELD_LABEL = alternation([
  ...DOSING_FIELD_LABELS,
  ...USE_FIELD_LABELS,
  ...STATUS_FIELD_LABELS,
]);
export const DOSING_FIELD_LABEL = alternation(DOSING_FIELD_LABELS);

/** The field of a form's record that names the medicine ('Item: LERCANIDIPINE 20MG TAB', 'Drug: ...'). */
export const ITEM_FIELD_LABELS: readonly string[] = [
  'item',
  'medicine',
  'medication',
  'drug',
  'product',
];
