import { describe, expect, it } from 'vitest';
import {
  parseList,
  reconcile,
  type ListName,
  type ParsedLine,
  type ParsedList,
} from '../../../../engine/index';
import {
  emptySchedule,
  type MedicationRow,
  type ReconcileResponse,
  type SourceLine,
} from '../../../../shared/reconcile';
import { checkAnswer } from './check-answer';

/** The parser's reading as the tests need it: every non-blank line an order unless a kind is given. */
function parse(
  text: string,
  list: ListName,
  kinds: Record<number, ParsedLine['kind']> = {},
): ParsedList {
  const lines = text.split('\n').map(
    (raw, i): ParsedLine => ({
      list,
      line: i + 1,
      raw,
      kind: kinds[i + 1] ?? (raw.trim() ? 'order' : 'blank'),
    }),
  );
  return { list, lines, orders: [], warnings: [] };
}

const src = (list: ListName, line: number, text = ''): SourceLine => ({ list, line, text });
const row = (
  name: string,
  form: string,
  slots: Partial<MedicationRow['schedule']>,
  sources: SourceLine[],
  extra: Partial<MedicationRow> = {},
): MedicationRow => ({
  name,
  form,
  schedule: { ...emptySchedule(), ...slots },
  indication: '',
  comment: '',
  changeType: 'unchanged',
  isPRN: false,
  sources,
  ...extra,
});

const request = {
  admissionOrders: 'Atorvastatin 20mg nocte\nAspirin 100mg mane\nMetformin 500mg BD',
  dischargeOrders: 'Atorvastatin 40mg nocte\nMetformin 500mg BD\nParacetamol 1g QID PRN pain',
};
const parsed = {
  admission: parse(request.admissionOrders, 'admission'),
  discharge: parse(request.dischargeOrders, 'discharge'),
};

const goodRows = () => [
  row(
    'Atorvastatin',
    '40 mg tablet',
    { '2200': '1 tablet' },
    [src('admission', 1), src('discharge', 1)],
    { changeType: 'changed', comment: 'Dose increased from 20 mg to 40 mg' },
  ),
  row('Metformin', '500 mg tablet', { '0800': '1 tablet', '1800': '1 tablet' }, [
    src('admission', 3),
    src('discharge', 2),
  ]),
  row(
    'Paracetamol',
    '1 g',
    { '0800': '1 g four times a day when required for pain' },
    [src('discharge', 3)],
    { changeType: 'new', isPRN: true },
  ),
];
const goodCeased = () => [
  {
    name: 'Aspirin',
    form: '100 mg tablet',
    reason: 'Not on discharge list - confirm with prescriber',
    sources: [src('admission', 2)],
  },
];

/** What the built-in engine answered for the same lists (used to fill what the model left out). */
const builtin: ReconcileResponse = {
  medications: [
    row(
      'Atorvastatin',
      '40 mg tablet',
      { '2200': '1 tablet' },
      [
        src('admission', 1, 'Atorvastatin 20mg nocte'),
        src('discharge', 1, 'Atorvastatin 40mg nocte'),
      ],
      { changeType: 'changed' },
    ),
    row('Metformin', '500 mg tablet', { '0800': '1 tablet', '1800': '1 tablet' }, [
      src('admission', 3, 'Metformin 500mg BD'),
      src('discharge', 2, 'Metformin 500mg BD'),
    ]),
    row(
      'Paracetamol',
      '1 g',
      { '0800': '1 g QID when required for pain' },
      [src('discharge', 3, 'Paracetamol 1g QID PRN pain')],
      { changeType: 'new', isPRN: true },
    ),
  ],
  ceasedMedications: [
    {
      name: 'Aspirin',
      form: '100 mg',
      reason: 'Not on discharge list - confirm with prescriber',
      sources: [src('admission', 2, 'Aspirin 100mg mane')],
    },
  ],
};

const run = (answer: ReconcileResponse, p = parsed, req = request) =>
  checkAnswer({ request: req, answer, parsed: p, builtin });

describe('checkAnswer', () => {
  it('passes a good answer through, with the cited lines quoted from the input', () => {
    const { response, removed, added } = run({
      medications: goodRows(),
      ceasedMedications: goodCeased(),
      warnings: [],
    });
    expect(removed).toBe(0);
    expect(added).toBe(0);
    expect(response.warnings).toEqual([]);
    expect(response.medications.map((m) => m.name)).toEqual([
      'Atorvastatin',
      'Metformin',
      'Paracetamol',
    ]);
    expect(response.medications[0]!.sources).toEqual([
      src('admission', 1, 'Atorvastatin 20mg nocte'),
      src('discharge', 1, 'Atorvastatin 40mg nocte'),
    ]);
    expect(response.ceasedMedications).toHaveLength(1);
  });

  it('removes an invented medicine and reports it', () => {
    const invented = row('Rosuvastatin', '10 mg tablet', { '2200': '1 tablet' }, [
      src('discharge', 1),
    ]);
    const { response, removed } = run({
      medications: [...goodRows(), invented],
      ceasedMedications: goodCeased(),
    });
    expect(removed).toBe(1);
    expect(response.medications.map((m) => m.name)).not.toContain('Rosuvastatin');
    expect(response.warnings).toContain(
      'Removed "Rosuvastatin 10 mg tablet" from the AI answer: it is not on either list.',
    );
  });

  it('removes a row with an invented strength and puts back the built-in reading of its line', () => {
    const rows = goodRows();
    rows[0] = { ...rows[0]!, form: '80 mg tablet' };
    const { response, removed, added } = run({
      medications: rows,
      ceasedMedications: goodCeased(),
    });
    expect([removed, added]).toEqual([1, 1]);
    expect(response.medications[0]).toMatchObject({ name: 'Atorvastatin', form: '40 mg tablet' });
    expect(response.medications).toHaveLength(3);
    expect(response.warnings).toEqual([
      'Removed "Atorvastatin 80 mg tablet" from the AI answer: 80 mg is not in the lists.',
      'The AI answer left out discharge line 1 ("Atorvastatin 40mg nocte"); the built-in engine\'s reading was added. Please check it.',
    ]);
  });

  it('checks doses in the schedule too', () => {
    const rows = goodRows();
    rows[1] = { ...rows[1]!, schedule: { ...rows[1]!.schedule, '0800': '2 tablets' } };
    const { response } = run({ medications: rows, ceasedMedications: goodCeased() });
    expect(response.warnings?.[0]).toBe(
      'Removed "Metformin 500 mg tablet" from the AI answer: 2 is not in the lists.',
    );
    expect(response.medications[1]!.schedule['0800']).toBe('1 tablet');
  });

  it('adds back a discharge line the model dropped, in list order', () => {
    const rows = goodRows().filter((r) => r.name !== 'Metformin');
    const { response, added } = run({ medications: rows, ceasedMedications: goodCeased() });
    expect(added).toBe(1);
    expect(response.medications.map((m) => m.name)).toEqual([
      'Atorvastatin',
      'Metformin',
      'Paracetamol',
    ]);
    expect(response.warnings).toEqual([
      'The AI answer left out discharge line 2 ("Metformin 500mg BD"); the built-in engine\'s reading was added. Please check it.',
    ]);
  });

  it('adds back an admission medicine the model neither continued nor ceased', () => {
    const { response } = run({ medications: goodRows(), ceasedMedications: [] });
    expect(response.ceasedMedications.map((c) => c.name)).toEqual(['Aspirin']);
    expect(response.warnings?.[0]).toMatch(
      /^The AI answer left out admission line 2 \("Aspirin 100mg mane"\)/,
    );
  });

  it('moves nothing from the admission list into current medications', () => {
    const aspirin = row('Aspirin', '100 mg tablet', { '0800': '1 tablet' }, [src('admission', 2)]);
    const { response } = run({ medications: [...goodRows(), aspirin], ceasedMedications: [] });
    expect(response.medications.map((m) => m.name)).not.toContain('Aspirin');
    expect(response.ceasedMedications.map((c) => c.name)).toEqual(['Aspirin']);
    expect(response.warnings?.[0]).toBe(
      'Removed "Aspirin 100 mg tablet" from the current medications: it is not on the discharge list.',
    );
  });

  it('fills in sources the model left out and drops citations of other medicines', () => {
    const rows = goodRows().map((r) => ({ ...r, sources: [] as SourceLine[] }));
    rows[2] = { ...rows[2]!, sources: [src('discharge', 1), src('discharge', 99)] };
    const { response } = run({ medications: rows, ceasedMedications: goodCeased() });
    expect(response.warnings).toEqual([]);
    expect(response.medications.map((m) => m.sources?.map((s) => `${s.list}:${s.line}`))).toEqual([
      ['admission:1', 'discharge:1'],
      ['admission:3', 'discharge:2'],
      ['discharge:3'],
    ]);
  });

  it('matches brands, former names and misspellings to the line', () => {
    const req = {
      admissionOrders: 'Lipitor 40mg nocte\nfrusemide 20mg mane',
      dischargeOrders: 'Atorvastatn 40mg nocte\nFurosemide 20mg mane',
    };
    const p = {
      admission: parse(req.admissionOrders, 'admission'),
      discharge: parse(req.dischargeOrders, 'discharge'),
    };
    const rows = [
      row('Atorvastatin', '40 mg tablet', { '2200': '1 tablet' }, []),
      row('Furosemide', '20 mg tablet', { '0800': '1 tablet' }, [
        src('admission', 2),
        src('discharge', 2),
      ]),
    ];
    const { response } = checkAnswer({
      request: req,
      answer: { medications: rows, ceasedMedications: [] },
      parsed: p,
      builtin: { medications: [], ceasedMedications: [] },
    });
    expect(response.warnings).toEqual([]);
    expect(response.medications[0]!.sources?.map((s) => s.text)).toEqual([
      'Lipitor 40mg nocte',
      'Atorvastatn 40mg nocte',
    ]);
  });

  it('removes a brand the order did not use, with a warning on the row', () => {
    const rows = goodRows();
    rows[0] = { ...rows[0]!, name: 'Atorvastatin (Lipitor)' };
    const { response } = run({ medications: rows, ceasedMedications: goodCeased() });
    expect(response.medications[0]!.name).toBe('Atorvastatin');
    expect(response.medications[0]!.warnings).toEqual([
      'Brand "Lipitor" removed from the name: the order did not use it.',
    ]);
  });

  it('keeps regular and when-required rows of one medicine apart', () => {
    const req = {
      admissionOrders: 'Nil',
      dischargeOrders: 'Panadol Osteo 665mg 2 tabs TDS\nParacetamol 500mg 1-2 tabs 4 hourly PRN',
    };
    const p = {
      admission: parse(req.admissionOrders, 'admission', { 1: 'heading' }),
      discharge: parse(req.dischargeOrders, 'discharge'),
    };
    const prn = row(
      'Paracetamol',
      '500 mg tablet',
      { '0800': '1-2 tablets every 4 hours when required' },
      [],
      { isPRN: true, changeType: 'new' },
    );
    const { response } = checkAnswer({
      request: req,
      answer: { medications: [prn], ceasedMedications: [] },
      parsed: p,
      builtin: { medications: [], ceasedMedications: [] },
    });
    // The model's single row takes the line its numbers match; the other line is reported, not absorbed.
    expect(response.medications[0]!.sources?.map((s) => s.line)).toEqual([2]);
    expect(response.warnings).toEqual([
      'The AI answer left out discharge line 1 ("Panadol Osteo 665mg 2 tabs TDS"). Please check it against the lists.',
    ]);
  });

  it('reports lines nobody could read and ignores headings', () => {
    const req = {
      admissionOrders: 'Regular:\nAtorvastatin 20mg nocte',
      dischargeOrders: 'Atorvastatin 20mg nocte\nzzq 5 bd',
    };
    const p = {
      admission: parse(req.admissionOrders, 'admission', { 1: 'heading' }),
      discharge: parse(req.dischargeOrders, 'discharge', { 2: 'unreadable' }),
    };
    const rows = [
      row('Atorvastatin', '20 mg tablet', { '2200': '1 tablet' }, [
        src('admission', 2),
        src('discharge', 1),
      ]),
    ];
    const { response } = checkAnswer({
      request: req,
      answer: { medications: rows, ceasedMedications: [] },
      parsed: p,
      builtin: { medications: [], ceasedMedications: [] },
    });
    expect(response.warnings).toEqual(['Could not read line 2: "zzq 5 bd" (discharge list)']);
  });

  it("keeps the model's own warnings", () => {
    const { response } = run({
      medications: goodRows(),
      ceasedMedications: goodCeased(),
      warnings: ['"Atorvastatn" read as Atorvastatin'],
    });
    expect(response.warnings).toEqual(['"Atorvastatn" read as Atorvastatin']);
  });
});

describe('checkAnswer with an admission line the model did not link', () => {
  it('treats it as continued when the built-in engine links it to a discharge line already shown', () => {
    const req = { admissionOrders: 'Zyxamol 5mg mane', dischargeOrders: 'Zyxamol XR 5mg mane' };
    const p = {
      admission: parse(req.admissionOrders, 'admission'),
      discharge: parse(req.dischargeOrders, 'discharge'),
    };
    const rows = [row('Zyxamol XR', '5 mg tablet', { '0800': '1 tablet' }, [src('discharge', 1)])];
    const b: ReconcileResponse = {
      medications: [
        row('Zyxamol', '5 mg', {}, [
          src('admission', 1, 'Zyxamol 5mg mane'),
          src('discharge', 1, 'Zyxamol XR 5mg mane'),
        ]),
      ],
      ceasedMedications: [],
    };
    const { response, added } = checkAnswer({
      request: req,
      answer: { medications: rows, ceasedMedications: [] },
      parsed: p,
      builtin: b,
    });
    expect(added).toBe(0);
    expect(response.medications).toHaveLength(1);
  });
});

describe('checkAnswer on when-required wording', () => {
  it('warns on a regular row whose text would put it in the when-required section', () => {
    const rows = goodRows();
    rows[1] = { ...rows[1]!, comment: 'Changed from PRN to regular' };
    const { response } = run({ medications: rows, ceasedMedications: goodCeased() });
    expect(response.medications[1]!.warnings).toEqual([
      'Marked as regular but its text says when required: check which section it belongs in.',
    ]);
    expect(response.medications[0]!.warnings).toBeUndefined();
  });
});

describe('checkAnswer with the built-in parser and engine', () => {
  const check = (
    req: { admissionOrders: string; dischargeOrders: string },
    answer: ReconcileResponse,
  ) =>
    checkAnswer({
      request: req,
      answer,
      parsed: {
        admission: parseList(req.admissionOrders, 'admission'),
        discharge: parseList(req.dischargeOrders, 'discharge'),
      },
      builtin: reconcile(req),
    });

  it('reads an order and its continuation lines as one, whichever line is cited', () => {
    const req = {
      admissionOrders: 'Nil',
      dischargeOrders: 'Prednisolone 25mg mane for 3 days\nthen 12.5mg mane for 3 days\nthen stop',
    };
    const taper = row(
      'Prednisolone',
      '25 mg tablet',
      { '0800': '25 mg for 3 days, then 12.5 mg for 3 days, then stop' },
      [src('discharge', 2)],
      { changeType: 'new' },
    );
    const { response, removed, added } = check(req, {
      medications: [taper],
      ceasedMedications: [],
    });
    expect([removed, added]).toEqual([0, 0]);
    expect(response.medications[0]!.sources?.map((s) => s.line)).toEqual([1, 2, 3]);
    expect(response.warnings).toEqual([]);
  });

  it('adds back the second order of a line that holds two', () => {
    const req = {
      admissionOrders: 'Nil',
      dischargeOrders: 'Symbicort 200/6 2 puffs BD and 1-2 puffs PRN for SOB',
    };
    const regular = row(
      'Budesonide + Formoterol (Symbicort)',
      '200/6 inhaler',
      { '0800': '2 puffs', '1800': '2 puffs' },
      [src('discharge', 1)],
      { changeType: 'new' },
    );
    const { response, added } = check(req, { medications: [regular], ceasedMedications: [] });
    expect(added).toBe(1);
    expect(response.medications.map((m) => m.isPRN)).toEqual([false, true]);
  });

  it('accepts both orders of such a line from the model', () => {
    const req = {
      admissionOrders: 'Nil',
      dischargeOrders: 'Symbicort 200/6 2 puffs BD and 1-2 puffs PRN for SOB',
    };
    const regular = row(
      'Budesonide + Formoterol (Symbicort)',
      '200/6 inhaler',
      { '0800': '2 puffs', '1800': '2 puffs' },
      [],
      { changeType: 'new' },
    );
    const prn = row(
      'Budesonide + Formoterol (Symbicort)',
      '200/6 inhaler',
      { '0800': '1-2 puffs when required for shortness of breath' },
      [],
      { changeType: 'new', isPRN: true },
    );
    const { response, added, removed } = check(req, {
      medications: [regular, prn],
      ceasedMedications: [],
    });
    expect([removed, added]).toEqual([0, 0]);
    expect(response.medications.map((m) => m.sources?.map((s) => s.line))).toEqual([[1], [1]]);
  });

  it('warns about a number in a comment that is not in the lists', () => {
    const req = {
      admissionOrders: 'Atorvastatin 40mg nocte',
      dischargeOrders: 'Atorvastatin 40mg nocte',
    };
    const r = row('Atorvastatin', '40 mg tablet', { '2200': '1 tablet' }, [], {
      comment: 'Dose increased from 20 mg',
    });
    const { response } = check(req, { medications: [r], ceasedMedications: [] });
    expect(response.medications[0]!.warnings).toEqual([
      'The comment mentions 20 mg, which is not in the lists: check it.',
    ]);
  });
});
