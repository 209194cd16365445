/**
 * Headings over nothing ('Ceased medications: Nil'), 'nil' phrases, allergy lists and status
 * prefixes that look like headings ('Withheld - perindopril').
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { classifyLine } from './headings';
import { parseList } from './list';

describe('a heading over nothing', () => {
  it.each([
    'Ceased medications: Nil',
    'Ceased medications: nil',
    'CEASED: NIL',
    'Ceased: none',
    'New medications: Nil',
    'New medications - nil',
    'Withheld: none',
    'Withheld medications: N/A',
    'Stopped medications: nil',
    'Changes: none',
    'PRN: nil',
    'Medications ceased: Nil.',
  ])('%j is a heading that sets no section', (line) => {
    expect(classifyLine(line)).toEqual({ kind: 'heading', section: null, note: 'empty heading' });
  });

  it('does not cease the orders that follow', () => {
    const res = reconcile({
      admissionOrders: 'Metoprolol 25 mg BD',
      dischargeOrders: 'Ceased medications: Nil\nMetoprolol 25 mg BD',
    });
    expect(res.ceasedMedications).toEqual([]);
    expect(res.medications[0]!.changeType).toBe('unchanged');
  });

  it.each([
    'Nil new medications',
    'No new medications',
    'No changes to regular medications',
    'No other medications',
    'Nil further changes',
    'None new',
  ])('%j is ignored', (line) => {
    expect(classifyLine(line)?.kind).toBe('ignored');
  });
});

describe('a status before a medicine is an order, not a heading', () => {
  it.each([
    ['Withheld - perindopril (low BP)', 'withheld'],
    ['Ceased - aspirin (GI bleed)', 'ceased'],
    ['STOPPED - Ramipril', 'ceased'],
    ['Withheld: perindopril, low BP', 'withheld'],
    ['CEASED: aspirin (GI bleed)', 'ceased'],
  ])('%j', (line, kind) => {
    const list = parseList(`${line}\nAtorvastatin 40 mg nocte`, 'discharge');
    expect(list.orders[0]!.status?.kind).toBe(kind);
    expect(list.orders[1]!.status).toBeUndefined();
  });

  it.each([
    'Withheld',
    'Withheld:',
    'Ceased medications',
    'Ceased - see below',
    'Discharge medications - L TKR 10/03',
  ])('%j is still a heading', (line) => {
    expect(classifyLine(line)?.kind).toBe('heading');
  });
});

describe('allergy lists', () => {
  it('ignores the lines under an "Allergies:" label until an order with a dose', () => {
    const list = parseList(
      'Allergies:\nPenicillin - rash\nCodeine (vomiting)\nSulfonamide antibiotics - anaphylaxis\nAspirin 100 mg mane\nOmeprazole',
      'admission',
    );
    expect(list.lines.map((l) => l.kind)).toEqual([
      'ignored',
      'ignored',
      'ignored',
      'ignored',
      'order',
      'order',
    ]);
  });

  it('ends the allergy list at a blank line or a heading', () => {
    const list = parseList(
      'ALLERGIES/ADRs:\nCodeine (vomiting)\n\nCodeine 30 mg QID PRN\nAllergies:\nPenicillin\nRegular:\nAspirin',
      'admission',
    );
    expect(list.orders.map((o) => o.nameText.toLowerCase())).toEqual(['codeine', 'aspirin']);
  });

  it.each([
    'Penicillin allergy',
    'Penicillin - allergic (rash)',
    'Codeine intolerance',
    'Sulfa: anaphylaxis',
    'Morphine - adverse reaction',
  ])('%j alone is an allergy, not a medicine', (line) => {
    const res = reconcile({
      admissionOrders: `Aspirin 100 mg mane\n${line}`,
      dischargeOrders: 'Aspirin 100 mg mane',
    });
    expect(res.ceasedMedications).toEqual([]);
    expect(parseList(line, 'admission').lines[0]!.kind).toBe('ignored');
  });

  it.each([
    'Cetirizine 10 mg daily for allergy',
    'Cetirizine PRN for allergies',
    'Loratadine 10 mg mane - allergic rhinitis',
  ])('%j stays an order', (line) => {
    expect(parseList(line, 'admission').orders).toHaveLength(1);
  });
});

describe('dose notes continue the order above', () => {
  it.each(['Last dose given 0800', 'Last given 20/03', 'Next dose due 1400', 'Next due 20/03'])(
    '%j',
    (line) => {
      const list = parseList(`Enoxaparin 40 mg SC daily\n${line}`, 'discharge');
      expect(list.lines[1]!.kind).toBe('continuation');
      expect(list.orders).toHaveLength(1);
    },
  );
});

describe('more section headings', () => {
  it.each([
    ['Temporarily withheld', 'withheld'],
    ['Medications to withhold', 'withheld'],
    ['Medications on hold:', 'withheld'],
    ['Medications to CEASE', 'ceased'],
    ['Medications not to be restarted', 'ceased'],
    ['Do not restart', 'ceased'],
    ['Do not restart:', 'ceased'],
    ['Meds ceased during admission', 'ceased'],
    ['Modified', 'regular'],
    ['Dose changes:', 'regular'],
    ['Dose adjusted', 'regular'],
    ['New this admission', 'new'],
    ['Started in hospital:', 'new'],
  ])('%j sets %s', (line, section) => {
    expect(classifyLine(line)).toMatchObject({ kind: 'heading', section });
  });

  it.each([
    'Insulin:',
    'Insulins',
    'Short course:',
    'Antibiotics (to complete)',
    'Once-only / stat doses',
    'Stat doses given',
    'Over the counter',
    'OTC / complementary',
    'Complementary medicines:',
    'Herbal supplements',
    'Vitamins and supplements',
    'Non-prescription medicines',
  ])('%j is a title', (line) => {
    expect(classifyLine(line)).toMatchObject({ kind: 'heading', section: null });
  });

  it.each([
    'Insulin (Lantus)',
    'Insulin glargine 10 units nocte',
    'Stop aspirin',
    'Do not restart aspirin',
    'Temazepam 10 mg nocte',
    'Modified release tablets',
  ])('%j is not a heading', (line) => {
    expect(classifyLine(line)?.kind).not.toBe('heading');
  });

  it('a temporarily withheld heading withholds the orders under it, and nothing called "Temporarily"', () => {
    const res = reconcile({
      admissionOrders: 'Ramipril 5 mg mane',
      dischargeOrders: 'Temporarily withheld\nRamipril 5 mg mane',
    });
    expect(res.ceasedMedications.map((c) => c.name)).toEqual(['Ramipril']);
    expect(res.medications).toEqual([]);
  });
});
