/** Group titles for emergency supplies ('Hypo kit:', 'Rescue medicines:') end a Stopped section above them. */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';
import { classifyLine } from './headings';

describe('an emergency-supply group title', () => {
  it.each(['Emergency kit:', 'Sick day pack'])('%j is a title with no section', (line) => {
    expect(classifyLine(line)).toEqual({ kind: 'heading', section: null, note: 'title' });
  });

  // What is under them is given only when the event happens (a hypo, a seizure, anaphylaxis).
  it.each(['Hypo kit:', 'Rescue medicines:', 'Anaphylaxis plan:', 'Rescue:'])(
    '%j heads when-required medicines',
    (line) => {
      expect(classifyLine(line)).toEqual({ kind: 'heading', section: 'prn', note: 'heading' });
    },
  );

  it('does not cease the medicine listed under it after a Stopped section', () => {
    const res = reconcile({
      admissionOrders: 'Perindopril 5 mg daily\nCandesartan 8 mg daily',
      dischargeOrders:
        'Perindopril 5 mg daily\nStopped:\nCandesartan - low BP\nRescue medicines:\nEpiPen (adrenaline) 300 microgram IM when required for anaphylaxis',
    });
    expect(res.ceasedMedications.map((c) => c.name)).toEqual([
      expect.stringMatching(/candesartan/i),
    ]);
    const adrenaline = res.medications.find((m) => /adrenaline/i.test(m.name));
    expect(adrenaline?.changeType).toBe('new');
  });

  it('leaves a medicine whose name starts like a title an order', () => {
    expect(classifyLine('Hypromellose 0.3% eye drops 1 drop QID')).toBeNull();
  });
});
