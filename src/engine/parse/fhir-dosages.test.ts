/**
 * The 37 dosage rows of the Australian FHIR test data (../shared/external/au-fhir-dosages, CC0),
 * written by others: each medication text and dosage text is read as one pasted order, and what the
 * parser finds is checked against the row's structured fields (dose quantity, timing, as needed).
 */
import { describe, expect, it } from 'vitest';
import {
  fhirDosageRows,
  hasFhirDosages,
  type FhirDosageRow,
} from '../../../tests/helpers/shared-data';
import { reconcile } from '../index';
import { checkInvariants } from '../reconcile/invariants';
import { parseList } from './list';

const PRN_TEXT = /\b(?:prn|as needed|when required|as required|if needed)\b/i;
const lineOf = (r: FhirDosageRow) =>
  `${r.medication_text} ${String(r.dosage_text ?? '').replace(/\\n|\n/g, ' ')}`.trim();

describe.skipIf(!hasFhirDosages)('Australian FHIR dosage rows', () => {
  const rows = fhirDosageRows().filter((r) => r.medication_text);
  it('has rows with a medication text', () => {
    expect(rows.length).toBeGreaterThan(30);
  });

  it.each(rows.map((r) => [r.source_file, r] as const))('%s', (_file, r) => {
    const line = lineOf(r);
    const parsed = parseList(line, 'discharge');
    expect(parsed.warnings).toEqual([]);
    expect(parsed.orders).toHaveLength(1);
    const o = parsed.orders[0]!;
    expect(o.medicine ?? o.unknownMedicine).toBeTruthy();

    const dose = r.doseAndRate?.[0];
    if (dose?.doseQuantity) {
      const { value, unit } = dose.doseQuantity;
      if (/^(TAB|tablet|capsule)$/i.test(unit)) expect(o.amount.count?.value).toBe(value);
      else if (unit === 'mg')
        expect([o.amount.measure?.values[0], o.strength?.values[0]]).toContain(value);
    }
    if (dose?.doseRange)
      expect([o.amount.count?.value, o.amount.count?.max]).toEqual([
        dose.doseRange.low.value,
        dose.doseRange.high.value,
      ]);

    const rep = r.timing?.repeat;
    if (rep?.periodUnit === 'h')
      expect(o.timing.interval).toEqual({ min: rep.period, max: rep.periodMax ?? rep.period });
    if (rep?.periodUnit === 'd' && rep.period === 1 && !rep.periodMax)
      expect(o.timing.perDay ?? o.timing.slots.length).toBe(rep.frequency);
    if (rep?.periodMax && rep.periodUnit === 'd')
      expect(o.timing.nonDaily).toBe(`every ${rep.period}-${rep.periodMax} days`);
    if (rep?.timeOfDay?.[0] === '10:00:00') expect(o.timing.slots).toEqual(['0800']);

    // asNeeded is only checkable when the text says it (one row sets asNeeded without saying so).
    if (r.asNeededBoolean === true && PRN_TEXT.test(line)) expect(o.prn).toBe(true);
    if (r.asNeededBoolean === false || !PRN_TEXT.test(line)) expect(o.prn).toBe(false);
    if (r.route?.coding[0]?.display === 'Intravenous route') expect(o.form).toBe('injection');
    if (r.route?.coding[0]?.display === 'Respiratory tract route') expect(o.form).toBe('inhaler');
  });

  it('a discharge list of all the rows reconciles soundly', () => {
    const dischargeOrders = rows.map(lineOf).join('\n');
    const request = {
      admissionOrders: 'Atorvastatin 20 mg tablet 1 tablet daily',
      dischargeOrders,
    };
    const res = reconcile(request);
    expect(checkInvariants(request, res)).toEqual([]);
    // Rows that write one order alike are one row; every line is the source of a row.
    const lines = res.medications.flatMap((m) => m.sources?.map((s) => s.line) ?? []);
    expect(new Set(lines).size).toBe(rows.length);
  });

  it('reads the pack size after the form as a pack, not a dose', () => {
    const o = parseList('Simvastatin 40 mg tablet, 30 tablets Take one tablet daily', 'discharge')
      .orders[0]!;
    expect(o.amount.count?.text).toBe('1 tablet');
  });
});
