/**
 * A review's or specialist letter's advice (recommendations, impression, suggestions, issues, medicines to
 * avoid) names medicines without ordering them: never a row or a stop, and reported when it names one.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const run = reconcileChecked;

describe('advice lines are not orders', () => {
  it.each([
    'Recommendations: please avoid beta-blockers; Entresto can be increased to 49/51 mg twice daily.',
    'Impression: partial response to topiramate. We could go to 50 mg bd.',
    'Issue 1: Quetiapine for BPSD without documented behaviours for 6 months.',
    'Medicines to avoid: metoclopramide, haloperidol, prochlorperazine.',
    'Suggestions for GP: consider a thiazide if urinary calcium is high.',
    'Recommendation: trial cessation of quetiapine with behaviour charting.',
  ])('%j', (advice) => {
    const r = run(
      `Metoclopramide 10 mg tds\nQuetiapine 25 mg nocte\nTopiramate 25 mg bd\n${advice}`,
      'Metoclopramide 10 mg tds\nQuetiapine 25 mg nocte\nTopiramate 25 mg bd',
    );
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged', 'unchanged']);
  });

  it('the numbered points under an advice label are advice, and the list after a heading is read again', () => {
    const r = run(
      'Oxybutynin 5 mg bd\nEsomeprazole 20 mg mane\nMedication-related problems and recommendations:\n1. Oxybutynin adds to anticholinergic burden; consider a switch to mirabegron 25 mg.\n2. Esomeprazole: no ongoing indication found; consider step-down.',
      'Oxybutynin 5 mg bd\nEsomeprazole 20 mg mane',
    );
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
    expect((r.warnings ?? []).join(' ')).toMatch(/Oxybutynin adds/);
  });

  it('a medicine list after the advice block is read as orders', () => {
    const r = run(
      'Recommendations:\n1. Consider stopping aspirin.\nCurrent medicines:\nAspirin 100 mg daily',
      'Aspirin 100 mg daily',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged']);
  });
});

describe('an advice heading with no colon over numbered points', () => {
  it.each(['Suggestions', 'RECOMMENDATIONS FOR THE GP', 'Issues'])(
    '%s: its points naming medicines are not orders or stops',
    (heading) => {
      const r = run(
        `Metoprolol 25 mg bd\nZopiclone 7.5 mg nocte\n${heading}\n1. Metoprolol: consider a lower dose given the heart rate of 52.\n2. Zopiclone - trial a slow wean.`,
        'Metoprolol 25 mg bd\nZopiclone 7.5 mg nocte',
      );
      expect(r.ceasedMedications).toEqual([]);
      expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged']);
    },
  );
});
