/**
 * Classes found on blind-29 (hx-labels): a mineral's salt written only in a bracket or only on the stop line
 * stays in the ceased entry's name; a stop word after the dosing of a name with a bracket stops the order;
 * places, services and observation labels are no medicine; 'No longer needed' heads a stop section; a name
 * the KB does not know pairs with the medicine the other list writes it as the brand of (with a warning).
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked as run } from '../../../tests/helpers/reconcile-checked';

const names = (r: ReturnType<typeof run>) => ({
  rows: r.medications.map((m) => `${m.name}:${m.changeType}`),
  ceased: r.ceasedMedications.map((c) => c.name),
});

describe('a salt written on either list stays in the ceased name', () => {
  it('the stop line writes the salt, the admission only the brand', () => {
    const r = run(
      'Sandocal 1000 one daily\nCaltrate 1.5 g bd',
      'Calcium carbonate (Caltrate) - cease, Ca 2.9',
    );
    expect(r.ceasedMedications.map((c) => c.name)).toContain('Calcium carbonate (Caltrate)');
  });
  it('the admission writes the salt, the stop line only the brand', () => {
    const r = run('Magnesium aspartate 500 mg twice daily', 'Magmin ceased (diarrhoea)');
    expect(names(r).ceased).toEqual(['Magnesium aspartate (Magmin)']);
  });
  it('a brand with its generic and salt in a bracket keeps the salt', () => {
    const r = run('Caltrate (calcium carbonate) 600 mg bd', 'Metformin 500 mg bd');
    expect(names(r).ceased).toEqual(['Calcium carbonate (Caltrate)']);
  });
});

describe('a stop word after the dosing, the name with a bracket', () => {
  it.each([
    'Atorvastatin (Lipitor) 40 mg at night ceased',
    'Lipitor (atorvastatin) 40 mg nocte discontinued',
    'Atorvastatin 40 mg (Lipitor) nocte stopped',
  ])('%j stops the order', (line) => {
    const r = run('Atorvastatin 40 mg nocte\nAspirin 100 mg mane', `${line}\nAspirin 100 mg mane`);
    expect(names(r).rows).toEqual(['Aspirin:unchanged']);
    expect(r.ceasedMedications[0]!.reason).not.toMatch(/Not on discharge/);
  });
  it('its reason after a dash is the reason, not the use', () => {
    const r = run('Allopurinol 300 mg daily', 'Allopurinol (Zyloprim) 300 mg daily withheld - AKI');
    expect(r.ceasedMedications[0]!.reason).toMatch(/^Withheld: .*kidney|^Withheld: AKI/i);
  });
  it("a stop inside a condition is not the order's", () => {
    const r = run(
      'Pantoprazole 40 mg daily',
      'Pantoprazole (Somac) 40 mg daily until aspirin stopped',
    );
    expect(names(r).rows).toEqual(['Pantoprazole (Somac):unchanged']);
  });
});

describe('places, services and observation labels are no medicine', () => {
  it.each([
    'ROSEWOOD GARDENS NURSING HOME - NIGHT HANDOVER 02/12/2026',
    'Hospital in the Home - daily review',
    'Kidney Clinic - weekly',
    'Infusion rate: 25 mL/h for 15 min then 50 mL/h',
    'Pre weight 71.2 kg  Post weight 69.8 kg',
    'Access: R radiocephalic fistula, 16G needles x2',
  ])('admission line %j is no row and no ceased entry', (line) => {
    const r = run(`${line}\nMetoprolol 25 mg bd`, 'Metoprolol 25 mg bd');
    expect(names(r)).toEqual({ rows: ['Metoprolol:unchanged'], ceased: [] });
  });
  it('an unknown medicine name is still a row', () => {
    const r = run('Metoprolol 25 mg bd', 'Metoprolol 25 mg bd\nQuorvexin 20 mg mane');
    expect(names(r).rows).toContain('Quorvexin:new');
  });
});

describe("'No longer needed' heads a stop section", () => {
  it.each([
    'No longer needed:',
    'MEDICINES NO LONGER REQUIRED',
    'Not needed any more:',
    'No longer required (see letter):',
  ])('%j', (heading) => {
    const r = run(
      'Ramipril 5 mg mane\nSertraline 50 mg mane',
      `Sertraline 50 mg mane\n${heading}\nRamipril`,
    );
    expect(names(r)).toEqual({ rows: ['Sertraline:unchanged'], ceased: ['Ramipril'] });
    expect(r.ceasedMedications[0]!.reason).not.toMatch(/Not on discharge/);
  });
  it.each([
    'Ramipril no longer needed - BP low',
    'Ramipril (Tritace) 5 mg mane no longer required, BP low',
  ])('a line that names a medicine is that order, stopped: %j', (line) => {
    const r = run('Ramipril 5 mg mane', line);
    expect(names(r).ceased).toEqual([expect.stringMatching(/^Ramipril/)]);
    expect(r.ceasedMedications[0]!.reason).toMatch(/BP|blood pressure/);
  });
});

describe('a name the KB does not know, written as a brand on the other list', () => {
  it('pairs with that medicine and says so', () => {
    const r = run('Trevolan 10 mg nocte', 'Zolpidem (Trevolan) 10 mg nocte');
    expect(names(r)).toEqual({ rows: ['Zolpidem (Trevolan):unchanged'], ceased: [] });
    expect(r.warnings?.join(' ')).toMatch(/"Trevolan" \(admission line 1\).*read as Zolpidem/);
  });
  it('stops with it', () => {
    const r = run('Trevolan 10 mg nocte', 'Zolpidem (Trevolan) - cease, falls');
    expect(names(r).ceased).toEqual(['Zolpidem (Trevolan)']);
    expect(r.ceasedMedications[0]!.reason).toMatch(/falls/);
  });
  it('fluvoxamine brands are known', () => {
    const r = run('Movox 50 mg nocte', 'Fluvoxamine 50 mg nocte');
    expect(names(r).rows).toEqual(['Fluvoxamine:unchanged']);
  });
});
