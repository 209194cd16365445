/**
 * A lay name written before the medicine without quotes ('The heart pill - digoxin 62.5 mcg mane', 'my fluid
 * tablet, Lasix 40 mg mane'): the order is the medicine's; the lay words are a note. A line whose words after
 * the dash name no medicine stays unread and reported.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe('an unquoted lay name before the medicine', () => {
  it.each([
    ['The heart pill - Lanoxin 62.5 mcg mane', /digoxin/i],
    ['my fluid tablet, Lasix 40 mg mane', /furosemide/i],
    ['Her inhaler: Seretide 250/25 2 puffs BD', /fluticasone/i],
  ])('%s is read as the medicine', (line, name) => {
    const r = reconcileChecked(line, line.replace(/^[^-,:]*[-,:]\s*/, ''));
    expect(r.medications[0]?.name).toMatch(name);
    expect(r.medications[0]?.changeType).toBe('unchanged');
    expect(r.ceasedMedications).toEqual([]);
  });

  it('leaves a line with no medicine after the lead unread', () => {
    const r = reconcileChecked(
      'The GP - review in 2 weeks\nAspirin 100 mg daily',
      'Aspirin 100 mg daily',
    );
    expect(r.medications).toHaveLength(1);
    expect(r.ceasedMedications).toEqual([]);
  });
});
