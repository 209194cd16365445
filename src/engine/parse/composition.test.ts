/**
 * A combination written with each ingredient's strength is one product even when the parts use units of
 * different kinds (a mineral in mg with a vitamin in IU): one row named for both ingredients, every
 * figure kept, nothing left unread.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const rowsOf = (admissionOrders: string, dischargeOrders: string) =>
  reconcile({ admissionOrders, dischargeOrders }).medications;

describe('combinations written with strengths of different kinds', () => {
  it.each([
    ['calcium carbonate 1.5 g + colecalciferol 1000 IU one tab mane', '1.5 g/1000 IU'],
    ['Calcium 600mg + vitamin D3 400 IU tablet, 1 BD', '600 mg/400 IU'],
    ['Calcium carbonate 600 mg with cholecalciferol 500 units - 2 tablets daily', '600 mg/500'],
  ])('%s', (line, strength) => {
    const [row] = rowsOf('Nil', line);
    // The written salt stays in the name (kb/shown-name.ts).
    expect(row!.name).toMatch(/^Calcium(?: carbonate)? \+ Colecalciferol/);
    expect(row!.form).toContain(strength);
    expect(row!.warnings ?? []).not.toContainEqual(expect.stringMatching(/not understood/));
  });

  it('the same product written the same way on both lists is unchanged', () => {
    const line = 'Calcium carbonate 600 mg + colecalciferol 500 IU tablet 1 twice daily';
    expect(rowsOf(line, line)[0]!.changeType).toBe('unchanged');
  });

  it('a volume never joins a mass as a combination strength', () => {
    const [row] = rowsOf('Nil', 'Paracetamol 500 mg + water 10 mL daily');
    expect(row!.name).not.toMatch(/\+/);
  });
});

// One rule for every combination (units.ts): each strength written with its unit keeps it, joined by '/'.
describe('a brand whose bracket spells out its ingredients with their strengths', () => {
  it.each([
    [
      'Trimbow (beclometasone dipropionate 100 microgram + formoterol fumarate 6 microgram + glycopyrronium 10 microgram) 2 puffs twice daily',
      '100 microgram/6 microgram/10 microgram',
    ],
    [
      'Trelegy (fluticasone furoate 200 microgram + umeclidinium 62.5 microgram + vilanterol 25 microgram) one puff daily',
      '200 microgram/62.5 microgram/25 microgram',
    ],
    ['Panadeine Forte (paracetamol 500 mg + codeine 30 mg) 2 tabs qid prn', '500 mg/30 mg'],
  ])('%s keeps every strength', (line, strength) => {
    const [row] = rowsOf('Nil', line);
    expect(row!.form).toContain(strength);
  });
});
