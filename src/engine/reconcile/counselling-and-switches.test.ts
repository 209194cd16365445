/**
 * A ward pharmacist's counselling sheet writes each medicine over several lines ('take: 2 capsules
 * twice a day', 'why: low calcium', 'change: dose doubled', an indented 'STOPPED – ...'); a letter says
 * one medicine was changed to another on a list line ('Atorvastatin changed to rosuvastatin 10 mg
 * nocte (myalgia)'; the sentence reader takes 'His Spiolto has been changed to ...'), lists a clinic's medicines between spaced slashes,
 * and asks the patient to complete a course.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const run = (adm: string, dis: string) => reconcile({ admissionOrders: adm, dischargeOrders: dis });
const slots = (s: Record<string, string>) =>
  Object.keys(s)
    .filter((k) => s[k])
    .sort();

describe('a counselling sheet', () => {
  const sheet = [
    'CALCITRIOL 0.25 microgram capsule',
    '   take: 2 capsules (0.5 microgram) twice a day',
    '   why: low calcium after thyroid surgery',
    '   change: dose doubled',
    'OROXINE 125 microgram tablet',
    '   take: 1 tablet every morning',
    '   why: replaces thyroid hormone',
    '   change: none',
    'OMEPRAZOLE 20 mg',
    '   STOPPED – can lower magnesium; use Gaviscon for reflux instead',
  ].join('\n');
  const res = run(
    'Calcitriol 0.25 microgram one twice daily\nOroxine 125 microgram one each morning\nOmeprazole 20 mg daily',
    sheet,
  );

  it('reads each medicine with its field lines', () => {
    const [cal, thy] = res.medications;
    expect(cal!.changeType).toBe('changed');
    expect(slots(cal!.schedule)).toEqual(['0800', '1800']);
    // The count and the total the sheet wrote beside it (stated-total.ts).
    expect(cal!.schedule['0800']).toBe('2 capsules (0.5 microgram)');
    expect(thy!.changeType).toBe('unchanged');
    expect(slots(thy!.schedule)).toEqual(['0800']);
  });

  it('an indented status under a medicine is its stop', () => {
    expect(res.ceasedMedications.map((c) => [c.name, c.reason])).toEqual([
      ['Omeprazole', 'Stopped: can lower magnesium; use Gaviscon for reflux instead'],
    ]);
  });

  it('an action label over another medicine is not a field of the line above', () => {
    const r = run(
      'Cholecalciferol 25 microgram daily\nCandesartan 8 mg daily',
      'CONTINUE: Cholecalciferol 25 microgram daily\nCHANGE: Candesartan 16 mg daily (BP 158/92)',
    );
    expect(r.medications.map((m) => [m.name, m.changeType])).toEqual([
      ['Colecalciferol', 'unchanged'],
      ['Candesartan', 'changed'],
    ]);
  });
});

describe('one medicine changed to another', () => {
  it.each([
    ['Atorvastatin changed to rosuvastatin 10 mg nocte (myalgia)', /Rosuvastatin/],
    ['Atorvastatin switched to rosuvastatin 10 mg at night', /Rosuvastatin/],
    ['Spiolto Respimat changed to Trelegy Ellipta 100/62.5/25 microgram one puff daily', /Trelegy/],
  ])('a list line: %s', (line, name) => {
    const res = run(
      'Spiolto Respimat 2.5/2.5 microgram 2 puffs daily\nAtorvastatin 40 mg nocte',
      line,
    );
    const row = res.medications.find((m) => name.test(m.name))!;
    expect(row.changeType).toBe('new');
    expect(row.comment).toMatch(/replaces/i);
    expect(row.indication).not.toMatch(/myalgia/i);
  });

  it('a stop line that says what replaced it stays a stop', () => {
    const res = run(
      'Simvastatin 40 mg nocte',
      'Atorvastatin 80 mg nocte - new\nCeased:\nSimvastatin - changed to atorvastatin',
    );
    expect(res.medications.map((m) => m.name)).toEqual(['Atorvastatin']);
    expect(res.ceasedMedications.map((c) => c.name)).toEqual(['Simvastatin']);
  });

  it('a dose changed to another dose is a change of the same medicine', () => {
    const row = run('Prednisolone 10 mg daily', 'Prednisolone changed to 20 mg daily')
      .medications[0]!;
    expect(row.changeType).toBe('changed');
  });
});

describe('other letter wordings', () => {
  it('medicines between spaced slashes are one order each', () => {
    const res = run(
      'Current medications: topiramate 25 mg bd / rizatriptan 10 mg prn at onset / riboflavin 400 mg mane',
      'Topiramate 25 mg BD\nRizatriptan 10 mg prn\nRiboflavin 400 mg mane',
    );
    expect(res.ceasedMedications).toEqual([]);
    expect(res.medications.every((m) => m.changeType === 'unchanged')).toBe(true);
  });

  it.each([
    'Please complete prednisolone 40 mg each morning for 2 more days.',
    'Complete the course of prednisolone 40 mg each morning for 2 more days',
  ])('%s', (line) => {
    expect(run('Paracetamol 1 g QID', line).medications[0]!.name).toBe('Prednisolone');
  });

  it.each([
    'Impression: partial response to topiramate; we could go to 50 mg bd.',
    'Recommendations: please avoid macrolides, IV magnesium and beta-blockers.',
  ])('a letter section label is no medicine: %s', (line) => {
    const res = run(`Topiramate 25 mg BD\n${line}`, 'Topiramate 25 mg BD');
    expect(res.ceasedMedications).toEqual([]);
  });
});
