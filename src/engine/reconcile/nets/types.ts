/**
 * What every safety net sees: the rows and ceased entries already built, with the parsed orders they
 * came from and the tokens of each order line as the token accounting credited them. A net reads only
 * these (no line is parsed again) and adds a warning to the row or entry it doubts, plus a response
 * warning that names the medicine.
 */
import type { CeasedMedication, MedicationRow } from '../../../shared/reconcile';
import type { TokenUse } from '../../parse/accounting';
import type { ParsedList, ParsedOrder } from '../../parse/types';
import type { Aspect } from '../compare';

export interface NetRow {
  row: MedicationRow;
  dis: ParsedOrder;
  adm?: ParsedOrder;
  /** What the comparison found different ([] when unchanged or new). */
  aspects: Aspect[];
}

export interface NetCeased {
  entry: CeasedMedication;
  adm?: ParsedOrder;
  dis?: ParsedOrder;
}

export interface NetContext {
  rows: NetRow[];
  ceased: NetCeased[];
  lists: [ParsedList, ParsedList];
  /** The response warnings so far (a medicine one already names is not named again). */
  warnings: readonly string[];
  /** The accounting's token uses of an order line ([] when the order was not accounted). */
  uses: (o: ParsedOrder) => readonly TokenUse[];
}

/** A net: adds its warnings to the rows / entries it doubts and returns the response warnings. */
export type Net = (ctx: NetContext) => string[];
