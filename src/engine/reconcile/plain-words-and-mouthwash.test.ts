import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('lines whose first word never names a medicine', () => {
  it('never makes a schedule word, a person, a department, a kit or advice a row or ceased medicine', () => {
    const out = reconcile({
      admissionOrders: [
        'RADIATION ONCOLOGY - Weekly on-treatment review (Wk 4/7)',
        'Aspirin 100mg daily',
        'Last dose dispensed: 24/11 0910 (16/4mg)',
        'Week 4: 200mg once daily',
        'Drink 2 - 3 L of water every day.',
      ].join('\n'),
      dischargeOrders: [
        'Aspirin 100mg daily',
        'RN to: encourage fluids 1.5 L/day, weekly weight',
        'Just-in-case kit (subcut, for community palliative nurse):',
        'Morphine 5mg subcut 1 hourly prn pain',
        'Carer to give 2 tabs if needed',
      ].join('\n'),
    });
    expect(out.medications.map((m) => m.name.split(' (')[0]).sort()).toEqual([
      'Aspirin',
      'Morphine',
    ]);
    expect(out.ceasedMedications).toEqual([]);
  });

  it('still reports a dose line it does not take as an order', () => {
    const out = reconcile({
      admissionOrders: 'Venetoclax 100mg once daily\nAlso taking:\nWeek 4: 200mg once daily',
      dischargeOrders: 'Venetoclax 100mg once daily',
    });
    expect((out.warnings ?? []).join(' ')).toMatch(/Week 4: 200mg once daily/);
  });

  it('keeps a course step under its medicine as that medicine’s next step', () => {
    const out = reconcile({
      admissionOrders: 'Venetoclax 100mg once daily\nWeek 4: 200mg once daily',
      dischargeOrders: 'Venetoclax 100mg once daily',
    });
    expect(out.medications[0]!.sources!.map((s) => s.line)).toContain(2);
  });
});

describe('a mouthwash or gargle written with its volume and how often', () => {
  it.each([
    'Difflam (benzydamine) mouthwash 15mL rinse and gargle qid',
    'Benzydamine mouthwash 15 mL qid',
    'Benzydamine 0.15% rinse and gargle 15mL four times daily',
    'Benzydamine 15mL swish and spit qid',
  ])('reads the dose and four times a day: %s', (line) => {
    const out = reconcile({ admissionOrders: 'Aspirin 100mg daily', dischargeOrders: line });
    const row = out.medications.find((m) => /benzydamine/i.test(m.name))!;
    expect(
      Object.keys(row.schedule)
        .filter((k) => row.schedule[k as keyof typeof row.schedule])
        .sort(),
    ).toEqual(['0800', '1200', '1800', '2200']);
    expect(JSON.stringify(row)).toContain('15');
  });
});
