/**
 * 'Hold' as a way of taking a dose ('hold in the mouth', 'under the tongue', 'hold your breath for 10
 * seconds') is a direction on an order that goes on, never a hold of the medicine.
 */
import { describe, expect, it } from 'vitest';
import { parseList } from './list';

const statusOf = (text: string) => parseList(text, 'discharge').orders[0]?.status?.kind;

describe('hold as a way of taking the dose', () => {
  it.each([
    'Amphotericin lozenge 10 mg QID (hold in the mouth until dissolved)',
    'Nystatin suspension 1 mL QID - hold in mouth for 1 minute then swallow',
    'Glyceryl trinitrate 600 microgram SL PRN chest pain, hold under the tongue',
    'Tiotropium 18 microgram 1 capsule inhaled daily - hold breath for 10 seconds',
    'Miconazole oral gel 2.5 mL QID, hold 2-3 min before swallowing',
  ])('%s is not withheld', (line) => {
    expect(statusOf(line)).not.toBe('withheld');
  });

  it.each([
    'Apixaban 5 mg BD - hold for 2 days',
    'Ramipril 5 mg mane - hold until creatinine rechecked',
    'Metformin 1 g BD - withhold for 48 hours after contrast',
  ])('%s is still withheld', (line) => {
    expect(statusOf(line)).toBe('withheld');
  });
});
