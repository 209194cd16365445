import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { bracketAnswers } from './bracket-answers';

describe('a questionnaire with its answers in square brackets', () => {
  it('reads the answers that name medicines, with the directions answered after them', () => {
    const admission = [
      'Q: Any blood thinners? [Yes]  Name? [Eliquis 5 mg]  How often? [twice a day]',
      'Q: Anything else you take regularly? [Lipitor 20 mg at night] [Somac 40mg every morning]',
      'Q: Allergies? [No]',
    ].join('\n');
    const r = reconcileChecked(
      admission,
      'Apixaban 5 mg bd\nAtorvastatin 20 mg nocte\nPantoprazole 40 mg mane',
    );
    expect(r.medications.map((m) => m.changeType)).toEqual(['unchanged', 'unchanged', 'unchanged']);
  });

  it('a line whose answers name no medicine is left as written', () => {
    expect(bracketAnswers('Q: Fasted since midnight? [YES]')).toBe(
      'Q: Fasted since midnight? [YES]',
    );
  });
});

describe("'2 x per day' is a count of times a day", () => {
  it.each(['2 x per day', '2x daily', '2 x a day', '2x/day'])('Apixaban 5 mg %s', (sig) => {
    const r = reconcileChecked(`Apixaban 5 mg ${sig}`, 'Apixaban 5 mg twice daily');
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});
