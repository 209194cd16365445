/**
 * What a medicine is for, written in a plan's own language in its reason column ('Grund: Bluthochdruck',
 * 'Motivo: presión alta'): data by language, each as plain English, so the row says what the medicine is
 * for in words the reader of an Australian reconciliation understands. Only a whole cell is translated; a
 * cell not in the list is kept as written.
 */
const BY_LANGUAGE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  german: {
    bluthochdruck: 'high blood pressure',
    hypertonie: 'high blood pressure',
    vorhofflimmern: 'atrial fibrillation',
    herzinsuffizienz: 'heart failure',
    herzschwäche: 'heart failure',
    cholesterin: 'cholesterol',
    magenschutz: 'stomach protection',
    sodbrennen: 'heartburn',
    schmerzen: 'pain',
    zucker: 'diabetes',
    schilddrüse: 'thyroid',
    blutverdünnung: 'blood thinning',
    gicht: 'gout',
    osteoporose: 'osteoporosis',
    schlafstörung: 'sleep',
    wassertablette: 'fluid (diuretic)',
  },
  french: {
    hypertension: 'high blood pressure',
    'hypertension artérielle': 'high blood pressure',
    tension: 'high blood pressure',
    diabète: 'diabetes',
    cholestérol: 'cholesterol',
    douleur: 'pain',
    douleurs: 'pain',
    estomac: 'stomach',
    'insuffisance cardiaque': 'heart failure',
    'fibrillation auriculaire': 'atrial fibrillation',
  },
  spanish: {
    'presión alta': 'high blood pressure',
    hipertensión: 'high blood pressure',
    colesterol: 'cholesterol',
    dolor: 'pain',
    estómago: 'stomach',
    insomnio: 'sleep',
    'insuficiencia cardíaca': 'heart failure',
  },
  italian: {
    'pressione alta': 'high blood pressure',
    ipertensione: 'high blood pressure',
    colesterolo: 'cholesterol',
    dolore: 'pain',
    stomaco: 'stomach',
    'scompenso cardiaco': 'heart failure',
    'fibrillazione atriale': 'atrial fibrillation',
  },
};

const PLAIN: ReadonlyMap<string, string> = new Map(
  Object.values(BY_LANGUAGE).flatMap((m) => Object.entries(m)),
);

/** The English for a reason cell written in another language; the cell as written otherwise. */
export function englishIndication(cell: string): string {
  return PLAIN.get(cell.trim().toLowerCase().replace(/\s+/g, ' ')) ?? cell;
}
