/**
 * Medicines a visitor brings from home: the brands their own country's plan or prescription names
 * (Germany, France, Italy, Spain, Latin America, the US), for medicines the KB has under Australian names,
 * and the few medicines common overseas that are not sold in Australia (metamizole). The brands are merged
 * into the KB's own entry of the medicine (build-medicines.ts), so 'Congescor 1,25 mg' is bisoprolol.
 */
import { group, type MedicineData } from './types';

/** Overseas brands by the KB id of their medicine. */
export const OVERSEAS_BRANDS: Readonly<Record<string, string[]>> = {
  paracetamol: ['Doliprane', 'Dafalgan', 'Efferalgan', 'Tachipirina', 'Tylenol', 'Ben-u-ron'],
  aspirin: ['Cardioaspirin', 'Aspirina', 'Aspirin protect', 'Kardégic', 'Adiro'],
  bisoprolol: ['Congescor', 'Concor', 'Cardensiel'],
  levothyroxine: ['Eutirox', 'Euthyrox', 'Levothyrox', 'L-Thyroxin'],
  metoprolol: ['Beloc-Zok', 'Beloc', 'Seloken'],
  atorvastatin: ['Sortis', 'Tahor', 'Torvast'],
  pantoprazole: ['Pantozol', 'Inipomp', 'Pantorc'],
  ramipril: ['Delix', 'Triatec'],
  furosemide: ['Lasilix'],
  metformin: ['Glucophage'],
};

export const overseas: MedicineData[] = [
  ...group('Simple pain reliever', [
    {
      id: 'metamizole',
      brands: ['Novalgin', 'Nolotil', 'Novaminsulfon'],
      // dipirona: Portuguese (Brazil) and Spanish prescriptions.
      intl: ['dipyrone', 'metamizol', 'dipirona'],
      forms: ['tablet', 'oral liquid', 'injection'],
      indication: 'Pain or fever',
    },
  ]),
];
