/**
 * The safety nets doubt a reading whatever its phrasing. Each test makes a reader fail on purpose (an
 * order read without its status, a line dropped, a time taken from a note) by changing the parsed
 * lists before they are reconciled, so the test stays true however the readers improve; and checks that
 * ordinary, well-read orders gain no warning.
 */
import { describe, expect, it } from 'vitest';
import { parseList, reconcile, reconcileLists } from '../../index';
import type { ParsedList, ParsedOrder } from '../../parse/types';

type Out = ReturnType<typeof reconcile>;
const lists = (a: string, d: string): [ParsedList, ParsedList] => [
  parseList(a, 'admission'),
  parseList(d, 'discharge'),
];
const orderOf = (l: ParsedList, name: RegExp): ParsedOrder =>
  l.orders.find((o) => name.test(o.text))!;
const rowOf = (out: Out, name: string) => out.medications.find((m) => m.name.startsWith(name))!;
const netWarnings = (out: Out, pattern: RegExp) =>
  [
    ...out.medications.flatMap((m) => m.warnings ?? []),
    ...out.ceasedMedications.flatMap((c) => c.warnings ?? []),
    ...(out.warnings ?? []),
  ].filter((w) => pattern.test(w));

const NETS =
  /also says|is named on .* but is in no row|also names .* with its own dose|lists were read as different|times a day, but the times read|in the ceased list \d times/;

describe('safety nets stay quiet on well-read orders', () => {
  it('adds no warning to plain lists, end dates, conditions or "do not stop"', () => {
    const out = reconcile({
      admissionOrders:
        'Metformin 1g BD with meals\nAspirin 100mg mane\nCefalexin 500mg QID\nPantoprazole 40mg daily\nEnoxaparin 40mg subcut daily\nAllergies: penicillin (rash)\nAvoid: ibuprofen, diclofenac\nGlucose 14 mmol/L',
      dischargeOrders:
        'Metformin 1 g mane and nocte\nAspirin 100 mg mane - do not stop\nCefalexin 500 mg QID, stop if rash\nPantoprazole 40 mg daily while on prednisolone\nEnoxaparin 40 mg subcut daily - stop date 02/12\nZoledronic acid 5 mg IV given 21/11\nCandesartan 8 mg in the morning and pravastatin 20 mg at night are new.',
    });
    expect(netWarnings(out, NETS)).toEqual([]);
  });
});

describe('safety net: a stop word the order did not take', () => {
  it('flags a row going on whose discharge line also says withheld', () => {
    const [adm, dis] = lists(
      'Irbesartan 150mg mane',
      'Irbesartan 150 mg mane -> withheld until renal review',
    );
    delete orderOf(dis, /Irbesartan/).status; // the reader missed the status
    const out = reconcileLists(adm, dis);
    expect(rowOf(out, 'Irbesartan').warnings).toContain(
      'Irbesartan: discharge line 1 also says "withheld", but the row is unchanged: check whether it is stopped or withheld',
    );
    expect(out.warnings!.some((w) => w.startsWith('Irbesartan: discharge line 1 also says'))).toBe(
      true,
    );
  });
});

describe('safety net: a medicine named in the text that is in no row or ceased entry', () => {
  it('names a medicine whose line was read as something else', () => {
    const [adm, dis] = lists(
      'Perindopril 4mg mane',
      'Perindopril 4 mg mane\nKeflex 500 mg QID for 3 more days',
    );
    // A reader that took the line for a note.
    dis.orders = dis.orders.filter((o) => !/Keflex/.test(o.text));
    Object.assign(dis.lines.find((l) => l.line === 2)!, {
      kind: 'ignored',
      order: undefined,
      orders: undefined,
    });
    const out = reconcileLists(adm, dis);
    expect(out.warnings).toContain(
      'Cefalexin is named on discharge line 2 but is in no row or ceased entry: check whether it is taken, stopped or only mentioned',
    );
  });

  it('names an ingredient a product line spells out when the row shows another', () => {
    const out = reconcile({
      admissionOrders: 'Ostevit-D (calcium 500mg + colecalciferol 1000IU) 1 tab daily',
      dischargeOrders: 'Ostevit-D (calcium 500mg + colecalciferol 1000IU) 1 tab daily',
    });
    const shown = out.medications.map((m) => m.name.toLowerCase()).join(' ');
    for (const i of ['calcium', 'colecalciferol'])
      if (!shown.includes(i))
        expect(out.warnings!.some((w) => w.toLowerCase().startsWith(`${i} is named`))).toBe(true);
  });
});

describe('safety net: another medicine with its own dose on a row line', () => {
  it('flags the row whose line goes on with another medicine and its dose', () => {
    const [adm, dis] = lists(
      'Candesartan 8mg mane\nPravastatin 20mg nocte',
      'Candesartan 8 mg in the morning and pravastatin 20 mg at night are unchanged.',
    );
    // A reader that stopped at the first medicine: one order holding the whole line.
    const line = dis.lines.find((l) => l.line === 1)!;
    const cand = orderOf(dis, /Candesartan/);
    cand.text = line.raw;
    dis.orders = [cand];
    Object.assign(line, { order: cand, orders: undefined });
    const out = reconcileLists(adm, dis);
    expect(rowOf(out, 'Candesartan').warnings?.join(' ')).toMatch(
      /discharge line 1 also names Pravastatin \("pravastatin" with its own dose\)/,
    );
  });
});

describe('safety net: "continue" on a line read as changed', () => {
  it('flags a row marked continue whose two lines were read as different', () => {
    const [adm, dis] = lists(
      'Panadol 500mg 2 tabs PRN aches',
      'Paracetamol 500 mg 2 tablets PRN pain - CONTINUE',
    );
    orderOf(adm, /Panadol/).prn = false; // the PRN heading was not recognised
    const out = reconcileLists(adm, dis);
    const row = out.medications[0]!;
    expect(row.changeType).toBe('changed');
    expect(row.warnings?.join(' ')).toMatch(
      /discharge line 1 says "CONTINUE", but the lists were read as different/,
    );
  });
});

describe('safety net: a count per day against the times read', () => {
  it('flags an order whose count says twice daily while one time was read', () => {
    const [adm, dis] = lists('Gliclazide MR 60mg BD', 'Gliclazide MR 60 mg BD');
    const o = orderOf(adm, /Gliclazide/);
    // 'omit on the morning of the procedure' read as the time of day.
    o.timing = { ...o.timing, slots: ['0800'], timeOfDay: true, perDay: 2 };
    const out = reconcileLists(adm, dis);
    expect(out.medications[0]!.warnings?.join(' ')).toMatch(
      /admission line 1 says 2 times a day, but the times read from it are 0800: check the times/,
    );
  });
});

describe('safety net: the same medicine ceased twice', () => {
  it('flags both entries', () => {
    const out = reconcile({
      admissionOrders: 'Solifenacin 5mg daily\nSolifenacin 10 mg nocte',
      dischargeOrders: 'Solifenacin - ceased (confusion)',
    });
    const entries = out.ceasedMedications.filter((c) => c.name.startsWith('Solifenacin'));
    expect(entries).toHaveLength(2);
    for (const e of entries) expect(e.warnings?.join(' ')).toMatch(/is in the ceased list 2 times/);
  });
});

describe('safety net: a line that opens with a stop or hold word', () => {
  it.each([
    'Ceased (ankle oedema): Lercanidipine 10 mg mane',
    'Withheld (AKI) - Lercanidipine 10 mg mane',
    '• Held (for procedure): Lercanidipine 10 mg mane',
  ])('flags a row going on from %j when the reader missed the status', (line) => {
    const [adm, dis] = lists('Lercanidipine 10 mg mane', line);
    const o = orderOf(dis, /Lercanidipine/);
    delete o.status; // the reader missed the status
    o.text = 'Lercanidipine 10 mg mane'; // and a label reader cut the line's start off
    const out = reconcileLists(adm, dis);
    expect(
      rowOf(out, 'Lercanidipine').warnings?.some((w) =>
        /line 1 also says "(?:Ceased|Withheld|Held)"/.test(w),
      ),
    ).toBe(true);
  });

  it('stays quiet when the stop word opens a plan (a stop date)', () => {
    const [adm, dis] = lists('Lercanidipine 10 mg mane', 'Lercanidipine 10 mg mane');
    orderOf(dis, /Lercanidipine/).raw = 'Stop date 30/12: Lercanidipine 10 mg mane';
    const out = reconcileLists(adm, dis);
    expect(rowOf(out, 'Lercanidipine').warnings ?? []).toEqual([]);
  });
});
