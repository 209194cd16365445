/**
 * 'for BP' and 'blood pressure' name blood pressure but not which way it is to go: the row's indication
 * takes the direction from what the medicine does (a sartan lowers it, midodrine and fludrocortisone
 * raise it) and never assumes 'high' for a medicine it cannot place.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const indicationOf = (line: string, name: RegExp) =>
  reconcileChecked('', line).medications.find((m) => name.test(m.name))?.indication;

describe('a stated blood-pressure use gets its direction from the medicine', () => {
  it.each([
    ['Candesartan 8 mg once a day - for BP', /candesartan/i, 'High blood pressure'],
    ['Lercanidipine 10mg mane (blood pressure)', /lercanidipine/i, 'High blood pressure'],
    ['Midodrine 2.5 mg three times a day for BP', /midodrine/i, 'Low blood pressure'],
    ['Florinef 0.1mg each morning - BP', /fludrocortisone|florinef/i, 'Low blood pressure'],
  ])('%s', (line, name, expected) => {
    expect(indicationOf(line, name)).toBe(expected);
  });

  it('a medicine the knowledge base does not know keeps the words without a direction', () => {
    const r = reconcileChecked('', 'Zorblatine 5 mg daily for BP');
    const row = r.medications.find((m) => /zorblatine/i.test(m.name));
    expect(row?.indication).toBe('Blood pressure');
    expect(row?.warnings?.length ?? 0).toBeGreaterThan(0);
  });
});
