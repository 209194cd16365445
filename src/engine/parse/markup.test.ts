import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { readMarkup } from './markup';

const row = (adm: string, dis: string, name: RegExp) => {
  const res = reconcile({ admissionOrders: adm, dischargeOrders: dis });
  return { res, med: res.medications.find((m) => name.test(m.name)) };
};

describe('change markup left in a pasted list', () => {
  it('drops HTML tags and decodes entities', () => {
    expect(readMarkup('<b>Metoprolol</b>&nbsp;25 mg BD<br>')).toBe('Metoprolol 25 mg BD');
    expect(readMarkup('Plain 5 mg mane')).toBe('Plain 5 mg mane');
  });

  it.each([
    ['Gabapentin <s>300 mg nocte and 300 mg midi</s> 300 mg nocte<br>'],
    ['Gabapentin <del>300 mg nocte and 300 mg midi</del> 300 mg nocte'],
    ['Gabapentin ~~300 mg nocte and 300 mg midi~~ 300 mg nocte'],
  ])('%j: the struck old regimen is not read as the new times, and stays visible', (dis) => {
    const { med } = row('Gabapentin 300mg nocte and 300mg midi', dis, /gabapentin/i);
    expect(med?.changeType).toBe('changed');
    expect(med?.schedule['1200']).toBe('');
    expect(med?.schedule['2200']).toBe('300 mg');
    expect(med?.comment).toMatch(/was 300 mg nocte and 300 mg midi/i);
  });

  it('a struck-through old dose is the previous dose, not a second strength', () => {
    const { med } = row(
      'Carvedilol 6.25mg BD',
      'Carvedilol <s>6.25 mg</s> 12.5 mg BD<br>',
      /carvedilol/i,
    );
    expect(med?.form).toMatch(/12\.5 mg/);
    expect(med?.form).not.toMatch(/6\.25/);
    expect(med?.changeType).toBe('changed');
  });

  it('a whole struck-through order keeps its name and is read by its stop word', () => {
    const { res } = row(
      'Diltiazem 180mg mane\nAspirin 100mg mane',
      '~~Diltiazem 180 mg mane~~ CEASED - bradycardia\nAspirin 100 mg mane',
      /diltiazem/i,
    );
    expect(res.medications.some((m) => /diltiazem/i.test(m.name))).toBe(false);
    expect(res.ceasedMedications.map((c) => c.name)).toContainEqual(
      expect.stringMatching(/diltiazem/i),
    );
  });

  it.each([
    ['Δ dose  Bisoprolol 5 mg mane (prev. 2.5 mg mane)', /bisoprolol/i, '0800', /was 2\.5 mg/i],
    ['Δ time  Simvastatin 20 mg nocte (previously mane)', /simvastatin/i, '2200', /was mane/i],
    ['Simvastatin 20 mg nocte [prev mane]', /simvastatin/i, '2200', /was mane/i],
  ])(
    '%j: the change symbol is not the name, the previous regimen is a note',
    (dis, name, slot, note) => {
      const { med } = row('Bisoprolol 2.5mg mane\nSimvastatin 20mg mane', dis, name);
      expect(med?.changeType).toBe('changed');
      expect(
        Object.entries(med!.schedule)
          .filter(([, v]) => v)
          .map(([k]) => k),
      ).toEqual([slot]);
      expect(med?.comment).toMatch(note);
    },
  );

  it('a time whose dose cell is a dash is not one of the times', () => {
    const { med } = row(
      'Citalopram 20mg mane',
      'Citalopram 20mg tab | Morning 20 mg | Evening - | for mood',
      /citalopram/i,
    );
    expect(med?.changeType).toBe('unchanged');
    expect(med?.schedule['1800']).toBe('');
  });

  it('a field that gives its time first keeps its own amount (not the strength before it)', () => {
    const { med } = row(
      'Valproate 500mg tab | Morning 500 mg | Evening 500 mg',
      'Valproate 500mg tab | Morning 1000 mg | Evening 1500 mg',
      /valpro/i,
    );
    expect(med?.schedule['0800']).toBe('1000 mg');
    expect(med?.schedule['1800']).toBe('1500 mg');
    expect(med?.changeType).toBe('changed');
  });
});
