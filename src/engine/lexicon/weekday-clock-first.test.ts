import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

describe("a chart's time cell with its weekday before the medicine", () => {
  it('"Wed 0700<TAB>Methotrexate ..." and "Fri 8am Risedronate ..." pair, the day kept', () => {
    const r = reconcileChecked(
      'Wed 0700\tMethotrexate 10mg - 4 tabs weekly\t✓\nFri 8am Risedronate 35 mg 1 tab',
      'Methotrexate 2.5 mg 4 tablets weekly on Wednesdays\nRisedronate 35 mg weekly on Fridays',
    );
    const byName = Object.fromEntries(r.medications.map((m) => [m.name, m.changeType]));
    expect(byName.Risedronate).toBe('unchanged');
    expect(r.medications.find((m) => m.name === 'Methotrexate')?.sources?.length).toBe(2);
    expect(r.medications.find((m) => m.name === 'Risedronate')!.schedule['0800']).toMatch(/fri/i);
  });
});
