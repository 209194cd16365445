/**
 * A family member's letter names the patient by who they are to the writer ('Dad carries his GTN spray ...', 'My
 * wife takes ...'): the sentence reader takes them as its subject. A note's line that names a medicine only by a
 * name of two words ('glyceryl trinitrate') or a short name in capitals before its form ('GTN spray') names a
 * medicine: it is reported, never dropped as a note.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { namesKnownMedicine } from './lookup';

describe('a family member as the subject', () => {
  it.each([
    ['Dad carries his GTN spray for chest pain.', 'Glyceryl trinitrate', true],
    ['My wife takes Crestor 10 mg at night.', 'Rosuvastatin', false],
    ['Mum keeps her Ventolin puffer for wheeze.', 'Salbutamol', true],
  ])('%j', (line, name, prn) => {
    const discharge = prn ? `${name} 1 puff or spray when needed` : 'Rosuvastatin 10 mg nocte';
    const r = reconcileChecked(line, discharge);
    const row = r.medications.find((m) => m.name.startsWith(name))!;
    expect(row.changeType).not.toBe('new');
    expect(row.isPRN).toBe(prn);
  });
});

describe('names a note may hold', () => {
  it.each([
    ['Son to bring in his glyceryl trinitrate spray', true],
    ['GTN spray in the car', true],
    ['ASA 3, Mallampati 2', false],
    ['Feeds via PEG overnight', false],
    ['Uses the THC product at night', false],
  ])('%j', (text, named) => {
    expect(namesKnownMedicine(text)).toBe(named);
  });
});
