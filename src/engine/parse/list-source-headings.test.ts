import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { classifyLine } from './headings';

describe('a list title that says where the list came from', () => {
  it.each([
    'Usual meds per Webster pack (Smith St Pharmacy):',
    'Current medications as per GP letter:',
    'Regular medicines from the community pharmacy printout:',
    'Home meds according to daughter:',
  ])('%s is a heading', (line) => {
    expect(classifyLine(line)?.kind).toBe('heading');
  });

  it('is not warned as an unread line, and the orders under it are read', () => {
    const r = reconcileChecked(
      'Usual meds per blister pack (Main St Chemist):\nMetoprolol 25 mg BD',
      'Metoprolol 25 mg BD',
    );
    expect(r.warnings ?? []).toEqual([]);
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });

  it('does not make a medicine dosed per a chart into a heading', () => {
    expect(classifyLine('Paracetamol as per PEG chart:')?.kind).not.toBe('heading');
  });
});
