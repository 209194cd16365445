/**
 * The column headings of a medication plan printed in another language ('Wirkstoff | Stärke | Mo | Mi | Ab |
 * zN | Hinweise | Grund', the German federal Medikationsplan; 'Médicament | Posologie | Matin | Midi | Soir';
 * 'Medicamento | Dosis | Mañana | Noche'): data by language, each heading as the English heading the table
 * reader (parse/table.ts) already knows, so the columns get their roles as in an English table.
 */
type Headings = Readonly<Record<string, string>>;

const BY_LANGUAGE: Readonly<Record<string, Headings>> = {
  german: {
    wirkstoff: 'medicine',
    arzneimittel: 'medicine',
    medikament: 'medicine',
    handelsname: 'brand',
    stärke: 'strength',
    dosis: 'dose',
    form: 'form',
    darreichungsform: 'form',
    mo: 'morning',
    morgens: 'morning',
    mi: 'midday',
    mittags: 'midday',
    ab: 'evening',
    abends: 'evening',
    zn: 'bedtime',
    'zur nacht': 'bedtime',
    nachts: 'bedtime',
    // The unit the time columns count in ('Stück': pieces): the form column already says what is taken.
    einheit: 'pack',
    hinweise: 'notes',
    bemerkungen: 'notes',
    grund: 'indication',
  },
  french: {
    médicament: 'medicine',
    médicaments: 'medicines',
    posologie: 'directions',
    dosage: 'strength',
    matin: 'morning',
    midi: 'midday',
    soir: 'evening',
    coucher: 'bedtime',
    remarques: 'notes',
    indication: 'indication',
  },
  spanish: {
    medicamento: 'medicine',
    medicamentos: 'medicines',
    dosis: 'dose',
    mañana: 'morning',
    mediodía: 'midday',
    tarde: 'evening',
    noche: 'bedtime',
    indicaciones: 'directions',
    motivo: 'indication',
  },
  italian: {
    farmaco: 'medicine',
    farmaci: 'medicines',
    dose: 'dose',
    mattino: 'morning',
    mattina: 'morning',
    pranzo: 'midday',
    sera: 'evening',
    notte: 'bedtime',
    note: 'notes',
  },
};

const HEADINGS: ReadonlyMap<string, string> = new Map(
  Object.values(BY_LANGUAGE).flatMap((h) => Object.entries(h)),
);

/** The English heading for a lower-cased header cell written in another language; the cell itself otherwise. */
export function englishHeading(cell: string): string {
  return HEADINGS.get(cell) ?? cell;
}
