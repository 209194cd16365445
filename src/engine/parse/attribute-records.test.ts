/**
 * Records of named fields, one medicine a line (XML attributes, key="value" pairs, JSON objects): the
 * field names are read as a table's headings, so no record is dropped with its tags and the status and
 * note fields stay apart from the dosing.
 */
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { describe, expect, it } from 'vitest';
import { readAttributeRecord, recordFields } from './attribute-records';

const run = (admissionOrders: string, dischargeOrders: string) =>
  reconcileChecked(admissionOrders, dischargeOrders);

const ADMISSION = 'Ramipril 5 mg mane\nRosuvastatin 20 mg nocte\nDiazepam 5 mg nocte';

describe('records of named fields', () => {
  it.each([
    [
      'XML elements',
      [
        '<Medications exported="2026-11-02" ward="4 North">',
        '  <Item drug="Ramipril" strength="10 mg capsule" directions="one capsule mane" action="increased"/>',
        "  <Item drug='Rosuvastatin' strength='20 mg tablet' directions='one at night' action='continue' />",
        '  <Item drug="Diazepam" strength="5 mg tablet" directions="" action="stopped" reason="drowsy, falls"/>',
        '</Medications>',
      ],
    ],
    [
      'key="value" lines',
      [
        'Exported medication list (structured)',
        'rx medication="Ramipril" dose="10 mg" frequency="mane" status="dose increased"',
        'rx medication="Rosuvastatin" dose="20 mg" frequency="nocte" status="no change"',
        'rx medication="Diazepam" dose="5 mg" frequency="-" status="ceased" comment="drowsy, falls"',
      ],
    ],
    [
      'JSON objects',
      [
        '[',
        '  {"drug_name": "Ramipril", "strength": "10 mg", "how_often": "every morning", "change": "increased"},',
        '  {"drug_name": "Rosuvastatin", "strength": "20 mg", "how_often": "at night", "change": "same"},',
        '  {"drug_name": "Diazepam", "strength": "5 mg", "how_often": "", "change": "ceased", "notes": "drowsy, falls"}',
        ']',
      ],
    ],
  ])('%s: each record is a row, the stopped one ceased with its reason', (_k, lines) => {
    const r = run(ADMISSION, lines.join('\n'));
    const rows = Object.fromEntries(r.medications.map((m) => [m.name, m]));
    expect(rows.Ramipril?.changeType).toBe('changed');
    expect(rows.Ramipril?.schedule['0800']).toMatch(/10 mg|1 capsule/);
    expect(rows.Rosuvastatin?.changeType).toBe('unchanged');
    expect(rows.Rosuvastatin?.schedule['2200']).toBeTruthy();
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Diazepam']);
    expect(r.ceasedMedications[0]!.reason).toMatch(/drowsy/);
  });

  it('a JSON number is a value', () => {
    expect(
      recordFields('{"medicine": "Sertraline 50 mg tablet", "take": 1, "when": "mane"}'),
    ).toEqual([
      ['medicine', 'Sertraline 50 mg tablet'],
      ['take', '1'],
      ['when', 'mane'],
    ]);
  });

  it("a document's title attributes are no order, and a sentence quoting a word is no record", () => {
    expect(
      readAttributeRecord('<list patient="DOE, Jane" date="02/11/2026" ward="7B">'),
    ).toBeNull();
    expect(recordFields('Told to take "as needed" = when pain is "bad"')).toBeNull();
  });

  it('fields under names the engine does not know are read, never dropped with the tags', () => {
    const r = run(
      'Ramipril 5 mg mane',
      '<entry label="Ramipril 5 mg capsule" qty="1 capsule" at="mane"/>',
    );
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([['Ramipril', 'unchanged']]);
  });

  it('a record naming a known medicine under unknown field names is read or reported, never dropped', () => {
    const r = run(
      'Ramipril 5 mg mane\nParacetamol 1 g qid prn',
      '<entry label="Paracetamol" sched="if sore"/>',
    );
    const named = [
      ...r.medications.map((m) => m.name),
      ...(r.warnings ?? []).filter((w) => /line 1/.test(w)),
    ].join(' ');
    expect(named).toMatch(/Paracetamol/);
    expect(r.ceasedMedications.map((c) => c.name)).not.toContain('Paracetamol');
  });

  it('a list mark before each record (a bulleted copy) is no part of it', () => {
    const records = [
      '<med name="Ramipril" strength="5 mg" dose="1 tablet" when="mane"/>',
      '{"medicine": "Rosuvastatin", "strength": "20 mg", "when": "nocte"}',
      '<med name="Diazepam" strength="5 mg" status="ceased" note="falls"/>',
    ];
    for (const mark of ['▪ ', '- ', '‣ ']) {
      const r = run(ADMISSION, records.map((l) => mark + l).join('\n'));
      expect(r.medications.map((m) => `${m.name}: ${m.changeType}`)).toEqual([
        'Ramipril: unchanged',
        'Rosuvastatin: unchanged',
      ]);
      expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Diazepam']);
    }
  });

  it('bare key=value fields of a log or config dump are read as a record', () => {
    const r = run(
      ADMISSION,
      [
        'drug=Ramipril; strength=5 mg; directions=1 tablet mane',
        'medicine=Rosuvastatin, strength=10 mg, sig=nocte',
        'name=Diazepam | strength=5 mg | status=ceased',
      ].join('\n'),
    );
    expect(r.medications.map((m) => `${m.name}: ${m.changeType}`)).toEqual([
      'Ramipril: unchanged',
      'Rosuvastatin: changed',
    ]);
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Diazepam']);
  });

  it("a patient's nickname before '=' is no record", () => {
    expect(recordFields('blue=Ventolin 2 puffs prn')).toBeNull();
  });
});
