/**
 * Blind-30 classes: an export's snake_case or camelCase field names are table headings; a bulleted
 * struck-through name is the order's name; a dose-record day cell saying who took it ('self') is a dose;
 * a reason-first stop heading ('Course finished - cease:'); JSON null/true/false values; a vaginal tablet is
 * a pessary; ward shorthand 'discont' is a stop.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';

const byName = (r: ReturnType<typeof reconcileChecked>) =>
  Object.fromEntries(r.medications.map((m) => [m.name.split(' (')[0], m]));

describe('export field names joined by _ or a capital are a header row', () => {
  it('snake_case CSV header', () => {
    const r = reconcileChecked(
      'drug_name,strength,dose_qty,dose_form,frequency,as_needed\n"Ramipril",2.5 mg,1,capsule,nocte,N\n"Loratadine",10 mg,1,tablet,daily,Y',
      'Ramipril 2.5 mg 1 capsule at night\nLoratadine 10 mg 1 tablet daily as needed',
    );
    const by = byName(r);
    expect(by['Ramipril']!.changeType).toBe('unchanged');
    expect(by['Loratadine']!.changeType).toBe('unchanged');
    expect(by['Loratadine']!.isPRN).toBe(true);
  });
  it('camelCase CSV header', () => {
    const r = reconcileChecked(
      'medicationName,strength,frequency,status\nCandesartan,16 mg,mane,active',
      'Candesartan 16 mg mane',
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});

describe('a struck-through name after a bullet is the stopped order', () => {
  it('stops the medicine, with the reason, and makes no row of the reason', () => {
    const r = reconcileChecked(
      'Naproxen 250 mg BD\nMetoprolol 25 mg BD',
      'Metoprolol 25 mg BD\n* ~~Naproxen 250 mg~~ - ceased: kidney injury',
    );
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Naproxen']);
    expect(r.ceasedMedications[0]!.reason).toMatch(/kidney/);
  });
});

describe('a dose-record day cell saying who took the dose is a dose that day', () => {
  it('weekend self-administered cells make the week daily', () => {
    const r = reconcileChecked(
      'Medicine\tFrequency\tMon\tTue\tWed\tThu\tFri\tSat\tSun\nMoxifloxacin 400 mg\tdaily\t✔\t✔\t✔\t✔\t✔\tS/A\tSelf',
      'Moxifloxacin 400 mg daily',
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});

describe('a reason-first stop heading stops the medicines under it', () => {
  it.each(['Course finished - cease:', 'Treatment phase over, stop:'])('%s', (heading) => {
    const r = reconcileChecked(
      'Clarithromycin 500 mg BD\nAmoxicillin 1 g BD\nOmeprazole 20 mg mane',
      `Omeprazole 20 mg mane\n${heading}\nClarithromycin\nAmoxicillin`,
    );
    expect(r.medications.map((m) => m.name)).toEqual(['Omeprazole']);
    expect(r.ceasedMedications).toHaveLength(2);
    expect(r.ceasedMedications[0]!.reason).not.toMatch(/confirm with prescriber/);
  });
  it('a medicine with a dose before "- stop:" is no heading', () => {
    const r = reconcileChecked('Omeprazole 20 mg mane', 'Omeprazole 20 mg mane - stop:');
    expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Omeprazole']);
  });
});

describe('JSON literals in an exported record', () => {
  it('null is no value, so the record is still read', () => {
    const r = reconcileChecked(
      '{"drug": "Terbutaline", "strength": "500 microgram", "directions": "1 inhalation when needed", "alarm": null}',
      'Terbutaline 500 microgram 2 inhalations prn',
    );
    expect(r.medications[0]!.changeType).toBe('changed');
    expect(r.medications[0]!.isPRN).toBe(true);
  });
});

describe('a vaginal tablet is a pessary', () => {
  it('the same dose form written two ways is no change', () => {
    const r = reconcileChecked(
      'Estriol 0.5 mg pessary at night twice weekly',
      'Estriol 0.5 mg vaginal tablet twice weekly at night',
    );
    expect(r.medications[0]!.changeType).toBe('unchanged');
  });
});

describe("ward shorthand 'discont' is a stop", () => {
  it.each(['Fluoxetine 20 mg mane discont', 'Fluoxetine - discont (hyponatraemia)'])(
    '%s',
    (line) => {
      const r = reconcileChecked(
        'Fluoxetine 20 mg mane\nAspirin 100 mg mane',
        `Aspirin 100 mg mane\n${line}`,
      );
      expect(r.medications.map((m) => m.name)).toEqual(['Aspirin']);
      expect(r.ceasedMedications.map((c) => c.name)).toEqual(['Fluoxetine']);
    },
  );
});
