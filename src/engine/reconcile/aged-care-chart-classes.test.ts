/**
 * Classes found by blind set 37 (aged-care transfers and community charts), each in other words than the set's:
 * a course coming down with its reason, an eye chart's side letters, the same count a day with and without clock
 * times, a times field with a slash, plain words for a chest infection, and a meal label before the name.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const one = (a: string, d: string) => reconcileChecked(a, d).medications[0]!;

describe('a weaning or tapering note with its reason', () => {
  it.each([
    ['Prednisolone 25 mg mane', 'Prednisolone 15 mg mane (tapering - steroid myopathy)'],
    [
      'Hydrocortisone 20 mg mane',
      'Hydrocortisone 10 mg mane (weaning, adrenal function recovered)',
    ],
  ])('%s -> %s: the reason is not the use', (a, d) => {
    const row = one(a, d);
    expect(row.changeType).toBe('changed');
    expect(row.indication).toMatch(/steroid|inflammation|adrenal|hormone|replacement/i);
    expect(row.indication).not.toMatch(/myopathy|recovered/i);
  });
});

describe("an eye chart's capital side letters after a drop count", () => {
  it.each([
    ['Brimonidine 0.2% 1 drop BE BD', 'Brimonidine 0.2% 1 drop RE BD', 'changed'],
    ['Brimonidine 0.2% 1 drop LE BD', 'Brimonidine 0.2% 1 drop left eye twice daily', 'unchanged'],
    [
      'Dorzolamide 2% 1 gtt BE TDS',
      'Dorzolamide 2% 1 gtt both eyes three times a day',
      'unchanged',
    ],
  ])('%s -> %s is %s', (a, d, type) => {
    expect(one(a, d).changeType).toBe(type);
  });

  it('a stop in one eye that goes on in the other keeps its times', () => {
    const row = one(
      'Brimonidine 0.2% 1 drop BE BD',
      'Brimonidine 0.2% - cease in left eye, continue 1 drop RE BD',
    );
    expect(row.changeType).toBe('changed');
    expect(row.schedule['0800']).toMatch(/1 drop/);
    expect(row.schedule['1800']).toMatch(/1 drop/);
  });

  it("'be' in a sentence is left alone", () => {
    const row = one(
      'Brimonidine 0.2% 1 drop both eyes BD',
      'Brimonidine 0.2% 1 drop to be used BD both eyes',
    );
    expect(row.changeType).toBe('unchanged');
  });
});

describe('the same count a day, one list also giving the clock times', () => {
  it('is no change, and the row says to check the times', () => {
    const row = one(
      'Pyridostigmine 60 mg 1 tab TDS (0600, 1400, 2200 per home routine)',
      'Pyridostigmine 60 mg 1 tab three times daily',
    );
    expect(row.changeType).toBe('unchanged');
    expect(row.warnings?.join(' ')).toMatch(/clock times.*check the times/);
  });

  it('a different count is still a change', () => {
    const row = one(
      'Pyridostigmine 60 mg 1 tab TDS (0700, 1300, 1900)',
      'Pyridostigmine 60 mg 1 tab four times daily',
    );
    expect(row.changeType).toBe('changed');
  });
});

describe("a chart's times field with a slash between 24-hour times", () => {
  it.each(['Rivaroxaban 15 mg  Freq: BD  Times: 0900 / 2100', 'Rivaroxaban 15 mg 0900/2100'])(
    '%s is twice a day',
    (a) => {
      const row = one(a, 'Rivaroxaban 15 mg twice daily');
      expect(row.changeType).toBe('unchanged');
      expect(row.form).not.toMatch(/\//);
    },
  );
});

describe('pneumonia as the stated use', () => {
  it.each(['(pneumonia)', '(aspiration pneumonia)', '- CAP'])(
    '%s reads as a chest infection',
    (use) => {
      const row = one('Paracetamol 1 g QID', `Cefuroxime 500 mg BD for 4 more days ${use}`);
      expect(row.indication).toMatch(/^Chest infection \(/);
    },
  );
});

describe('a meal label before the name', () => {
  it('puts the dose at that meal, so one medicine under two meal labels is one twice-daily order', () => {
    const row = one(
      'With breakfast: Carvedilol 12.5mg\nAt tea: Carvedilol 12.5mg',
      'Carvedilol 12.5 mg BD',
    );
    expect(row.changeType).toBe('unchanged');
  });
});
