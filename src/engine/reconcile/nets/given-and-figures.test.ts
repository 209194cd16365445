/**
 * Nets for two readings the engine may miss: an admission dose given (in a wording no reader takes)
 * must not be a silent ceased entry, and per-part figures kept as a note must not leave a silent row.
 */
import { expect, it } from 'vitest';
import { reconcileChecked } from '../../../../tests/helpers/reconcile-checked';
import { reconcile } from '../../index';

it.each([
  'Cefazolin 2 g IV administered in the clinic around half past ten',
  'Paramedics: gave methoxyflurane 3 mL inhaled on scene',
])('a dose given on the admission side is not a silent ceased entry: %s', (line) => {
  const request = {
    admissionOrders: `Rosuvastatin 10 mg nocte\n${line}`,
    dischargeOrders: 'Rosuvastatin 10 mg nocte',
  };
  const r = reconcileChecked(request.admissionOrders, request.dischargeOrders);
  for (const c of r.ceasedMedications) expect((c.warnings ?? []).join(' ')).toMatch(/given/);
});

it('per-part figures kept as a note put a warning on the row', () => {
  const request = {
    admissionOrders: 'Nil',
    dischargeOrders:
      'Fluticasone + vilanterol (as per GP letter, strength 100/25 on box) 1 puff daily',
  };
  const r = reconcile(request);
  const row = r.medications[0]!;
  const said = `${row.name} ${row.form ?? ''}`.replace(/\s+/g, '');
  if (!said.includes('100/25')) expect((row.warnings ?? []).join(' ')).toContain('100/25');
});
