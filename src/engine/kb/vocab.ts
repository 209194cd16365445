/**
 * Word lists the lookup uses besides the medicine names themselves. All entries are normalised
 * the way text.ts normalises tokens: lower case, hyphens read as spaces, no apostrophes.
 */
import type { KbRoute } from './types';

export const MODIFIED_RELEASE = 'modified release';
export const ENTERIC_COATED = 'enteric coated';

/** Release-form words written after a name ('metoprolol CR', 'paracetamol modified release'). */
export const RELEASE_WORDS = new Map<string, string>([
  ...[
    'cr',
    'sr',
    'mr',
    'xr',
    'xl',
    'er',
    'cd',
    'la',
    'osteo',
    'm / r',
    's / r',
    'c / r',
    'x / r',
  ].map((w) => [w, MODIFIED_RELEASE] as const),
  ...[
    'modified release',
    'slow release',
    'controlled release',
    'sustained release',
    'extended release',
    'prolonged release',
    'controlled delivery',
    'long acting',
    'modified rel',
    'mod release',
  ].map((w) => [w, MODIFIED_RELEASE] as const),
  ...['ec', 'e / c', 'enteric coated', 'enteric', 'gastro resistant', 'delayed release'].map(
    (w) => [w, ENTERIC_COATED] as const,
  ),
]);

/** Words inside a brand name that make the brand a modified-release product ('Diamicron MR', 'MS Contin'). */
export const BRAND_RELEASE_WORDS = new Map<string, string>([
  ...[
    'cr',
    'sr',
    'mr',
    'xr',
    'xl',
    'er',
    'cd',
    'la',
    'osteo',
    'oros',
    'hbs',
    'contin',
    'retard',
    'durules',
  ].map((w) => [w, MODIFIED_RELEASE] as const),
  ['ec', ENTERIC_COATED],
  ['en', ENTERIC_COATED],
]);

/** Modified-release brands whose name does not say so (keys as text.ts writes them: 'Slow-K' -> 'slow k'). */
export const MODIFIED_RELEASE_BRANDS = new Set([
  'oxycontin',
  'kapanol',
  'jurnista',
  'concerta',
  'advagraf',
  'circadin',
  'ferro gradumet',
  'ferro grad',
  'slow k',
  'span k',
  'duro k',
  'targin',
  'durotram',
  'osteomol',
]);

/** Enteric-coated brands whose name does not say so (Cartia and Astrix are enteric-coated aspirin 100 mg). */
export const ENTERIC_COATED_BRANDS = new Set(['cartia', 'astrix']);

/**
 * Names that stand for different ingredients by route ('Vitamin B12' tablets are cyanocobalamin, the
 * injection is hydroxocobalamin in Australia). The name is listed on the oral medicine; a bracketed
 * generic ('Vitamin B12 (cyanocobalamin)') or an injection route on the line picks the other.
 */
export const ROUTE_DEPENDENT_NAMES = new Map<string, { oral: string; injection: string }>(
  ['vitamin b12', 'vit b12', 'b12'].map(
    (k) => [k, { oral: 'cyanocobalamin', injection: 'hydroxocobalamin' }] as const,
  ),
);

/** Salt and ester words written after an ingredient ('metoprolol succinate', 'perindopril arginine'). */
export const SALTS = new Set([
  'arginine',
  'erbumine',
  'tert butylamine',
  'besylate',
  'besilate',
  'mesylate',
  'mesilate',
  'maleate',
  'tartrate',
  'bitartrate',
  'succinate',
  'fumarate',
  'hemifumarate',
  'sodium',
  'potassium',
  'calcium',
  'magnesium',
  'hydrochloride',
  'hcl',
  'dihydrochloride',
  'hydrobromide',
  'hyclate',
  'monohydrate',
  'dihydrate',
  'trihydrate',
  'hemihydrate',
  'sesquihydrate',
  'anhydrous',
  'phosphate',
  'sulfate',
  'sulphate',
  'bisulfate',
  'citrate',
  'acetate',
  'bromide',
  'propionate',
  'dipropionate',
  'furoate',
  'xinafoate',
  'valerate',
  'decanoate',
  'palmitate',
  'aceponate',
  'carbonate',
  'aspartate',
  'oxide',
  'chloride',
  'gluconate',
  'lactate',
  'orotate',
  'mofetil',
  'disoproxil',
  'medoxomil',
  'cilexetil',
  'axetil',
  'etexilate',
  'trometamol',
  'embonate',
  'pamoate',
  'benzoate',
  'nitrate',
  'theoclate',
]);

/** Every leading part of a salt or release phrase ('modified', 'm', 'm /'), so word runs stop early. */
export const MODIFIER_PREFIXES: ReadonlySet<string> = new Set(
  [...SALTS, ...RELEASE_WORDS.keys()].flatMap((phrase) =>
    phrase.split(' ').map((_, i, a) => a.slice(0, i + 1).join(' ')),
  ),
);

/** Words joining the ingredients of a combination ('perindopril/amlodipine', 'paracetamol with codeine'). */
export const STRONG_CONNECTORS = new Set(['/', '+', '&']);
export const WORD_CONNECTORS = new Set(['and', 'with']);

/**
 * Words some clinicians write before the name ('Tab metformin', 'Inj. enoxaparin', 'Regular
 * paracetamol', 'Ceased: aspirin'): skipped to find the name, and kept at the start of the rest.
 */
export const NAME_PREFIXES = new Set([
  'tab',
  'tabs',
  'tablet',
  'tablets',
  'cap',
  'caps',
  'capsule',
  'capsules',
  'inj',
  'injection',
  'inh',
  'neb',
  'supp',
  'syr',
  'oint',
  'oral',
  'po',
  'iv',
  'im',
  'sc',
  'subcut',
  'sl',
  'topical',
  'inhaled',
  'nebulised',
  'regular',
  'prn',
  'stat',
  'top',
  'pr',
  'pv',
  'td',
  'ivi',
  'imi',
  'nebs',
  'inhal',
  'new',
  'ceased',
  'cease',
  'stopped',
  'stop',
  'withheld',
  'withhold',
  'suspended',
  'continue',
  'continued',
  'increased',
  'reduced',
  'changed',
  'start',
  'commence',
  'restart',
]);

/** Ingredient names that only occur inside combinations, or other spellings of an ingredient. */
export const INGREDIENT_ALIASES: Record<string, string> = {
  clavulanate: 'clavulanic acid',
  'potassium clavulanate': 'clavulanic acid',
  sulphamethoxazole: 'sulfamethoxazole',
  smx: 'sulfamethoxazole',
  tmp: 'trimethoprim',
};

/** Ingredient variants that stand in for each other when a written combination is otherwise unknown. */
export const INGREDIENT_VARIANTS: Record<string, string> = {
  fluticasone: 'fluticasone furoate',
  'fluticasone furoate': 'fluticasone',
};

/** Words that say how a medicine is used, for indications that depend on it (eye drops vs tablets). */
export const ROUTE_CUES = new Map<string, KbRoute>([
  ...['eye', 'eyes', 'ophthalmic', 'ocular'].map((w) => [w, 'eye'] as const),
  ...['ear', 'ears', 'otic'].map((w) => [w, 'ear'] as const),
  ...['nasal', 'nostril', 'nostrils', 'intranasal', 'nose'].map((w) => [w, 'nasal'] as const),
  ...[
    'inhaler',
    'inhaled',
    'inhalation',
    'inhalations',
    'puff',
    'puffs',
    'mdi',
    'accuhaler',
    'turbuhaler',
    'ellipta',
    'respimat',
    'breezhaler',
    'handihaler',
    'rapihaler',
    'nebule',
    'nebules',
    'nebulised',
    'nebuliser',
    'neb',
    'spacer',
  ].map((w) => [w, 'inhaled'] as const),
  ...[
    'cream',
    'ointment',
    'gel',
    'lotion',
    'topical',
    'topically',
    'shampoo',
    'emulgel',
    'foam',
    'paint',
  ].map((w) => [w, 'topical'] as const),
  ...['patch', 'patches', 'transdermal'].map((w) => [w, 'patch'] as const),
  ...[
    'injection',
    'inj',
    'iv',
    'im',
    'subcut',
    'sc',
    'subcutaneous',
    'intravenous',
    'intramuscular',
    'infusion',
  ].map((w) => [w, 'injection'] as const),
  ...['vaginal', 'vaginally', 'pessary', 'pessaries', 'pv'].map((w) => [w, 'vaginal'] as const),
  ...['suppository', 'suppositories', 'enema', 'pr', 'rectal', 'rectally'].map(
    (w) => [w, 'rectal'] as const,
  ),
  ...[
    'tablet',
    'tablets',
    'tab',
    'tabs',
    'capsule',
    'capsules',
    'cap',
    'caps',
    'po',
    'oral',
    'orally',
    'liquid',
    'mixture',
    'syrup',
    'wafer',
    'sachet',
  ].map((w) => [w, 'oral'] as const),
]);
