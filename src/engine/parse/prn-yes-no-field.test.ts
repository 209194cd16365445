/** An eMR's yes/no when-required field: 'No' is a regular order, 'Yes' a when-required one. */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { accountingWarnings } from './accounting';
import { parseList } from './list';

describe('a yes/no when-required field', () => {
  const r = reconcile({
    admissionOrders: 'Sertraline 100 mg mane\nMetoclopramide 10 mg tds prn nausea',
    dischargeOrders: [
      'Medicine: Sertraline, Strength: 100 mg, Frequency: morning, PRN - No, Status: unchanged',
      'Medicine: Cefalexin, Strength: 500 mg, Frequency: four times a day, prn = n, Status: new',
      'Medicine: Metoclopramide, Strength: 10 mg, Frequency: three times a day, PRN: Yes (nausea)',
    ].join('\n'),
  });
  const row = (n: string) => r.medications.find((m) => m.name.toLowerCase().includes(n));

  it('reads No as a regular order with its times', () => {
    expect(row('sertraline')?.isPRN).toBe(false);
    expect(row('sertraline')?.changeType).toBe('unchanged');
    expect(row('cefalexin')?.isPRN).toBe(false);
    expect(Object.values(row('cefalexin')?.schedule ?? {}).filter(Boolean)).toHaveLength(4);
  });

  it('reads Yes as when required', () => {
    expect(row('metoclopramide')?.isPRN).toBe(true);
    expect(row('metoclopramide')?.changeType).toBe('unchanged');
  });
});

describe('the when-required field is read by one rule, whatever its spelling', () => {
  const read = (line: string) => parseList(line, 'discharge').orders[0]!;
  it.each([
    'Nitrazepam 5 mg nocte, as required? no',
    'Naproxen 250 mg BD | p.r.n.: nil',
    'Sucralfate 1 g QID, when needed - none',
    'Tiotropium 18 microgram daily; if needed: false',
    'Docusate 50 mg BD, PRN: N Status: Continued',
  ])('%j is a regular order with nothing left unread', (line) => {
    const o = read(line);
    expect(o.prn).toBe(false);
    expect(o.timing.known).toBe(true);
    expect(accountingWarnings(o).join(' ')).not.toMatch(/required|needed|prn|p\.r\.n/i);
  });

  it.each([
    'Ibuprofen 200 mg TDS PRN - no more than 3 a day',
    'Salbutamol 100 microgram 2 puffs 4-hourly, as needed: yes (wheeze)',
  ])('%j stays when required', (line) => {
    expect(read(line).prn).toBe(true);
  });
});
