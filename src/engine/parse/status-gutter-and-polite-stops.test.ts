/**
 * Three ways a list says what happened to an order that the readers had missed:
 * - a status column before the name, set off by a bar ('KEPT | ...' style gutters: 'SAME', 'UNCHANGED',
 *   'CEASED', and the one-word shorthand 'UP', 'DOWN', 'OFF', '↑', '↓');
 * - a polite or addressed stop after the name ('- please stop', '- kindly withhold', '- you can stop');
 * - an unknown medicine written with its salt or hydrate word on one list only.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const row = (r: ReturnType<typeof reconcileChecked>, re: RegExp) =>
  r.medications.find((m) => re.test(m.name));
const stop = (r: ReturnType<typeof reconcileChecked>, re: RegExp) =>
  r.ceasedMedications.find((m) => re.test(m.name));

describe('a status gutter before the name', () => {
  const adm = 'Sitagliptin 100 mg mane\nLisinopril 10 mg daily\nPravastatin 40 mg nocte';

  it.each([
    ['SAME', 'UNCHANGED', 'OFF'],
    ['same', 'Unchanged', 'Off'],
    ['SAME ', 'NO CHANGE', 'CEASED'],
  ])('reads %j, %j and %j behind a bar as the status', (keep, keep2, off) => {
    const dis = [
      `${keep} | Sitagliptin 100 mg mane`,
      `${keep2}   ¦ Lisinopril 10 mg daily`,
      `${off}  | Pravastatin 40 mg nocte - myalgia`,
    ].join('\n');
    const r = reconcileChecked(adm, dis);
    expect(row(r, /^Sitagliptin/)?.changeType).toBe('unchanged');
    expect(row(r, /^Lisinopril/)?.changeType).toBe('unchanged');
    expect(row(r, /Pravastatin/)).toBeUndefined();
    expect(stop(r, /^Pravastatin/)?.reason).toMatch(/myalgia/i);
    expect((r.warnings ?? []).join(' ')).not.toMatch(/not in the medicines list/);
  });

  it('reads UP and DOWN (or arrows) in a gutter as a change, never as part of the name', () => {
    const r = reconcileChecked(
      'Sitagliptin 50 mg mane\nLisinopril 20 mg daily',
      'UP   | Sitagliptin 100 mg mane\n↓ | Lisinopril 10 mg daily',
    );
    expect(row(r, /^Sitagliptin/)?.changeType).toBe('changed');
    expect(row(r, /^Lisinopril/)?.changeType).toBe('changed');
    expect(r.medications.map((m) => m.name).join(' ')).not.toMatch(/\bup\b|↓/i);
  });

  it('a stop word in the gutter keeps the strength as the strength, never as the reason', () => {
    const r = reconcileChecked('Pravastatin 40 mg nocte', 'STOPPED | Pravastatin 40 mg nocte');
    const entry = stop(r, /^Pravastatin/)!;
    expect(entry.form).toMatch(/40 mg/);
    expect(entry.reason).not.toMatch(/40 mg/);
  });

  it('a gutter that says UP while the dose is the same is questioned, not silently unchanged', () => {
    const r = reconcileChecked('Sitagliptin 100 mg mane', 'UP | Sitagliptin 100 mg mane');
    const m = row(r, /^Sitagliptin/)!;
    expect(m.changeType === 'changed' || (m.warnings ?? []).length > 0).toBe(true);
  });

  it('"up to" and "off" inside directions stay directions', () => {
    const r = reconcileChecked(
      'Paracetamol 500 mg 2 tabs qid prn',
      'Paracetamol 500 mg 2 tabs up to 4 times a day prn',
    );
    expect(row(r, /^Paracetamol/)?.isPRN).toBe(true);
  });
});

describe('a polite or addressed stop after the name', () => {
  it.each([
    'Celecoxib 200 mg - please stop, reflux',
    'Celecoxib - kindly cease (reflux)',
    'Celecoxib 200 mg daily - pls stop: reflux',
    'Celecoxib - you should stop taking it, reflux',
    'Celecoxib 200mg - patient to cease due to reflux',
  ])('%j is a stop with its reason', (line) => {
    const r = reconcileChecked('Celecoxib 200 mg daily', line);
    expect(row(r, /Celecoxib/)).toBeUndefined();
    expect(stop(r, /Celecoxib/)?.reason).toMatch(/reflux/i);
  });

  it('a polite hold with a condition stays a direction', () => {
    const r = reconcileChecked(
      'Celecoxib 200 mg daily',
      'Celecoxib 200 mg daily - please stop if reflux returns',
    );
    expect(row(r, /Celecoxib/)).toBeDefined();
  });
});

describe('an unknown medicine with its salt word on one list only', () => {
  it.each([
    ['Zyxalin monohydrate 5 g daily', 'Zyxalin - stop (gout)'],
    ['Zyxalin 5 g daily', 'Zyxalin hydrochloride - ceased, gout'],
    ['Zyxalin citrate 5 g daily', 'Zyxalin - stopped: gout'],
  ])('%j and %j are one medicine', (adm, dis) => {
    const r = reconcileChecked(adm, dis);
    expect(r.ceasedMedications).toHaveLength(1);
    expect(r.ceasedMedications[0]!.reason).toMatch(/gout/i);
  });

  it('an unknown name of one word is never shortened', () => {
    const r = reconcileChecked('Zyxalin 5 g daily', 'Zyxalin 5 g daily');
    expect(r.medications).toHaveLength(1);
  });
});
