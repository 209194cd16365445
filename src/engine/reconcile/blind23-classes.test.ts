/**
 * Blind set 23 classes (branch b23a), in wordings of their own: a blanket 'continue everything else' line,
 * a taper that ended in a stop, a tube route written in a notes cell or as 'given via', the patient's own
 * words that a medicine is not taken, a practice system's acute-issues block, and 'For your ...:' headings
 * that give the use of the orders under them.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked as run } from '../../../tests/helpers/reconcile-checked';

const row = (r: ReturnType<typeof run>, name: RegExp) =>
  r.medications.find((m) => name.test(m.name));
const ceased = (r: ReturnType<typeof run>, name: RegExp) =>
  r.ceasedMedications.find((c) => name.test(c.name));

describe('a blanket line continues what it does not name', () => {
  const adm =
    'Perindopril 5 mg mane\nAtorvastatin 20 mg nocte\nMetformin 1 g bd\nAspirin 100 mg daily';
  it.each([
    'Keep taking all of your usual medicines, with these changes:',
    'All other regular medications unchanged.',
    'No other changes to your medicines',
    'Resume your normal home meds except as below',
    'Other medicines - continue as before',
  ])('%s', (blanket) => {
    const r = run(
      adm,
      `${blanket}\nPerindopril 2.5 mg mane (reduced, BP low)\nAspirin - ceased (bleed)`,
    );
    for (const name of [/Atorvastatin/, /Metformin/]) {
      const m = row(r, name)!;
      expect(m.changeType).toBe('unchanged');
      expect(m.warnings?.join(' ')).toMatch(/continued as on admission by discharge line 1/);
      expect(ceased(r, name)).toBeUndefined();
    }
    expect(row(r, /Perindopril/)!.changeType).toBe('changed');
    expect(ceased(r, /Aspirin/)).toBeDefined();
  });
  it('a medicine the blanket line names stays on the ceased list', () => {
    const r = run(
      adm,
      'Continue all other home medications apart from metformin\nAspirin 100 mg daily',
    );
    expect(ceased(r, /Metformin/)).toBeDefined();
    expect(row(r, /Atorvastatin/)!.changeType).toBe('unchanged');
  });
  it('without such a line an unlisted medicine is still ceased', () => {
    const r = run(adm, 'Perindopril 5 mg mane\nAspirin 100 mg daily\nMetformin 1 g bd');
    expect(ceased(r, /Atorvastatin/)).toBeDefined();
  });
});

describe('a taper that ended in a stop', () => {
  it.each([
    'Prednisolone 5 mg - weaned off and stopped last week',
    'Prednisolone 5 mg: reduced, then discontinued on the ward',
    'Prednisolone 5 mg (tapered & ceased by rheumatology)',
  ])('%s', (line) => {
    const r = run('Prednisolone 5 mg mane\nLosartan 50 mg daily', `${line}\nLosartan 50 mg daily`);
    expect(ceased(r, /Prednisolone/)).toBeDefined();
    expect(row(r, /Prednisolone/)).toBeUndefined();
  });
});

describe('a move to a feeding tube', () => {
  it('is read from a table notes cell', () => {
    const r = run(
      'Levetiracetam 500 mg bd\nCitalopram 20 mg mane',
      'Drug\tDose\tFrequency\tComments\nLevetiracetam\t500 mg\tbd\tgive through the NG tube\nCitalopram\t20 mg\tmane\tcannot go via the PEG - use liquid',
    );
    expect(row(r, /Levetiracetam/)!.changeType).toBe('changed');
    expect(row(r, /Levetiracetam/)!.comment).toMatch(/feeding tube/);
    expect(row(r, /Citalopram/)!.comment).not.toMatch(/Now given through the feeding tube/);
  });
  it('is read from a given-via clause with the tube in full', () => {
    const r = run(
      'Levetiracetam 500 mg bd',
      'Levetiracetam 500 mg bd, dispersed, given via nasogastric tube',
    );
    expect(row(r, /Levetiracetam/)!.changeType).toBe('changed');
  });
});

describe("the patient's words that a medicine is not taken", () => {
  it.each([
    'Diclofenac 50 mg tds - she has not taken it since March',
    "Diclofenac 50 mg tds (hasn't used these for months)",
    'Diclofenac 50 mg tds - did not take them after the rash',
  ])('%s', (line) => {
    const r = run(`${line}\nIrbesartan 150 mg daily`, 'Irbesartan 150 mg daily');
    const flagged =
      ceased(r, /Diclofenac/)?.warnings?.join(' ') ??
      (r.warnings ?? []).find((w) => /Diclofenac/i.test(w)) ??
      '';
    expect(flagged).toMatch(/already stopped before this admission/);
  });
});

describe('an acute issues block on the admission list', () => {
  it('its finished course is reported, not ceased now', () => {
    const r = run(
      'Repeat medication\nRamipril 5mg capsules - one daily\nShort-term prescriptions (past 2 months)\nAmoxicillin 500mg capsules - one three times a day for 5 days - issued 03 Sep',
      'Ramipril 5 mg daily',
    );
    expect(ceased(r, /Amoxicillin/)).toBeUndefined();
    expect((r.warnings ?? []).join(' ')).toMatch(/Amoxicillin.*acute \(short course\) heading/);
  });
});

describe("'For your ...:' headings give the use of the orders under them", () => {
  it('each group keeps its own use', () => {
    const r = run(
      'Ramipril 5 mg mane\nEscitalopram 10 mg mane\nEsomeprazole 20 mg mane',
      'For your heart:\n  Ramipril 5 mg mane\nFor your anxiety:\n  Escitalopram 10 mg mane\nFor the reflux -\n  Esomeprazole 20 mg mane',
    );
    expect(row(r, /Ramipril/)!.indication).toMatch(/heart/i);
    expect(row(r, /Escitalopram/)!.indication).toMatch(/anxiety/i);
    expect(row(r, /Esomeprazole/)!.indication).toMatch(/reflux/i);
  });
});

describe('a number restated in words in brackets', () => {
  it('every 8 (eight) hours as needed is when required every 8 hours', () => {
    const r = run(
      'Ibuprofen 200 mg 2 tablets every 8 (eight) hours as needed',
      'Ibuprofen 200 mg 2 tablets every 8 hours as needed',
    );
    expect(row(r, /Ibuprofen/)!.changeType).toBe('unchanged');
    expect(row(r, /Ibuprofen/)!.isPRN).toBe(true);
  });
});
