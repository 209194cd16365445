/**
 * A letter that says a patient keeps or carries a medicine for when it is needed ('..., and keeps
 * colchicine ... for flares') tells a second order in the sentence; a count after 'then' inside the
 * bracketed directions is the regimen's next step, read the same as outside a bracket.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const run = (adm: string, dis: string) => reconcile({ admissionOrders: adm, dischargeOrders: dis });

describe('a supply kept on hand, told in a sentence', () => {
  it.each([
    'She takes meloxicam 7.5 mg each morning, and keeps prednisolone 25 mg tablets for asthma flares (2 tablets daily as needed).',
    'He uses meloxicam 7.5 mg daily and carries prednisolone 25 mg tablets for flares (2 tablets daily when required).',
  ])('%s', (line) => {
    const out = run(
      line,
      'Meloxicam 7.5 mg mane\nPrednisolone 25 mg - 2 tabs daily prn asthma flare',
    );
    const pred = out.medications.find((m) => m.name.startsWith('Prednisolone'))!;
    expect(pred.changeType).toBe('unchanged');
    const melox = out.medications.find((m) => m.name.startsWith('Meloxicam'))!;
    expect(melox.isPRN).toBe(false);
    expect(melox.changeType).toBe('unchanged');
  });
});

describe('a then-step inside bracketed directions', () => {
  it('pairs with the same regimen written without a bracket', () => {
    const out = run(
      'Colchicine 500 mcg for gout (two tablets at the start of an attack, then one tablet an hour later, prn)',
      'Colchicine 500 mcg - 2 tabs at onset of gout, then 1 tab 1 hour later, prn',
    );
    expect(out.medications[0]!.changeType).toBe('unchanged');
  });

  it('words after then in a bracket stay a note, never a dose step', () => {
    const out = run(
      'Nystatin 100,000 units/mL 1 mL qid',
      'Nystatin 100,000 units/mL 1 mL qid (swish around the mouth, then swallow)',
    );
    expect(out.medications[0]!.changeType).toBe('unchanged');
  });
});
