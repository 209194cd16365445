import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

describe('a stop instruction over the list below ("Stop these ...") is a ceased heading', () => {
  it.each([
    ['Stop these before your follow-up'],
    ['Withhold the following until review:'],
    ['Please stop these.'],
  ])(
    '%j: the medicine under it is stopped, not continued, and no row is made of the heading',
    (heading) => {
      const res = reconcile({
        admissionOrders:
          'Fluticasone nasal spray 50mcg 2 sprays each nostril mane\nAtorvastatin 40mg nocte',
        dischargeOrders: `Atorvastatin 40 mg nocte\n${heading}\nFlixonase - while using the saline rinse`,
      });
      expect(res.medications.map((m) => m.name)).not.toContainEqual(
        expect.stringMatching(/fluticasone|these|following/i),
      );
      expect(res.ceasedMedications.map((c) => c.name)).toEqual([
        expect.stringMatching(/fluticasone/i),
      ]);
    },
  );
});
