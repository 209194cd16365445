/** One stop line over several medicines: a stop of each, with the reason they share. */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { readStopList } from './stop-list-line';

const ADMISSION = 'Ibuprofen 400 mg tds\nAspirin 100 mg mane\nPantoprazole 40 mg mane';

describe('a stop of several medicines on one line', () => {
  it.each([
    'Cease ibuprofen + aspirin (upper GI bleed)',
    'STOP ibuprofen & aspirin - upper GI bleed',
    'discontinue ibuprofen, aspirin due to upper GI bleed',
    'ibuprofen and aspirin - stopped (upper GI bleed)',
  ])('%j', (line) => {
    const r = reconcile({
      admissionOrders: ADMISSION,
      dischargeOrders: `Pantoprazole 40 mg bd\n${line}`,
    });
    const stops = Object.fromEntries(r.ceasedMedications.map((c) => [c.name, c.reason]));
    expect(Object.keys(stops).sort()).toEqual(['Aspirin', 'Ibuprofen']);
    for (const reason of Object.values(stops)) expect(reason).toMatch(/GI bleed/);
  });

  it.each([
    'Stop paracetamol + codeine (constipation)',
    'Cease aspirin 100 mg and start clopidogrel 75 mg',
    'Cease aspirin',
  ])('%j is left to the other readers', (line) => {
    expect(readStopList(line)).toBeNull();
  });
});
