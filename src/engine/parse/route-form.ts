/**
 * Routes ('PO', 'subcut', 'under the tongue', 'both eyes') and dose forms ('tab', 'MDI', 'ODT',
 * 'eye drops', 'patch') in order text, each found once and blanked from the working text.
 */
import { blank } from './text';
import { ACCENTED_LETTERS } from '../lexicon/letters';
import { alternation, COUNT_WORDS, TIME_WORDS } from '../lexicon/words';

export interface RouteInfo {
  /** Canonical route: 'oral', 'sublingual', 'buccal', 'iv', 'im', 'sc', 'inhaled', 'nebulised', 'topical', 'transdermal', 'eye', 'ear', 'nasal', 'rectal', 'vaginal', 'tube'. */
  key: string;
  /** Site when the order names one: 'both eyes', 'right eye', 'left ear'. */
  site?: string;
}

// Route phrases, looked up word by word (a map lookup per word is far cheaper than a large regex).
// Earlier routes win when an order names two ('SL tab PO' is sublingual).
const ROUTES: Array<[string, string[]]> = [
  ['sublingual', ['s/l', 'sl', 'sublingual', 'sublingually', 'under the tongue', 'under tongue']],
  [
    'buccal',
    [
      'buccal',
      'buccally',
      'inside the cheek',
      'inside cheek',
      'between the cheek and gum',
      'between cheek and gum',
      'between the gum and cheek',
    ],
  ],
  ['oral', ['po', 'p.o', 'p.o.', 'per os', 'orally', 'oral', 'by mouth', 'via mouth', 'swallowed']],
  ['iv', ['ivi', 'ivb', 'iv', 'i.v', 'i.v.', 'intravenous', 'intravenously', 'iv infusion']],
  ['im', ['im', 'imi', 'i.m', 'i.m.', 'intramuscular', 'intramuscularly']],
  [
    'sc',
    [
      'sc',
      's/c',
      's.c',
      's.c.',
      'subcut',
      'sub-cut',
      'subcutaneous',
      'subcutaneously',
      'sq',
      'subcutaneous injection',
      // A continuous subcutaneous infusion ('CSCI', 'via syringe driver'): given under the skin.
      'csci',
      'via syringe driver',
      'by syringe driver',
      'syringe driver',
      'subcut infusion',
      'subcutaneous infusion',
    ],
  ],
  [
    'nebulised',
    [
      'neb',
      'nebs',
      'nebulised',
      'nebulized',
      'via nebuliser',
      'via a nebuliser',
      'nebuliser',
      'nebulizer',
      'via nebulizer',
    ],
  ],
  [
    'inhaled',
    [
      'inh',
      'inhaled',
      'inhalation',
      'inhale',
      'breathe in',
      'via spacer',
      'with spacer',
      'via inhaler',
    ],
  ],
  ['transdermal', ['transdermal', 'transdermally', 'td']],
  [
    'topical',
    [
      'topical',
      'topically',
      'top',
      'to the affected area',
      'to affected area',
      'to the affected areas',
      'to affected areas',
      'to skin',
      'to the skin',
      'cutaneous',
      'to the whole body',
      'to whole body',
      'to the body',
      'to the face',
      'to the scalp',
      'to the hands',
      'to the feet',
      'to the legs',
      'to the arms',
      'to the trunk',
    ],
  ],
  [
    'eye',
    [
      'both eyes',
      'each eye',
      'right eye',
      'left eye',
      'affected eye',
      'affected eyes',
      'into the eye',
      'into the eyes',
      'into both eyes',
      'into each eye',
      'into eye',
      'into eyes',
      'ocular',
      'ophthalmic',
      'intraocular',
      'eye',
      'eyes',
      // The eye clinic's Latin: oculus uterque (both eyes), oculus sinister (left). 'OD' (oculus dexter) is
      // not here: on a medicine list it is far more often 'once daily'.
      'ou',
      'os',
    ],
  ],
  [
    'ear',
    [
      'both ears',
      'each ear',
      'right ear',
      'left ear',
      'affected ear',
      'affected ears',
      'into the ear',
      'into the ears',
      'into ear',
      'otic',
      'aural',
    ],
  ],
  [
    'nasal',
    [
      'intranasal',
      'intranasally',
      'nasal',
      'nasally',
      'each nostril',
      'both nostrils',
      'into each nostril',
      'in each nostril',
      'into the nose',
      'in the nose',
      'into nose',
      // A steroid added to a saline rinse bottle washes the nose and sinuses ('budesonide respule in the sinus rinse').
      'sinus rinse',
      'sinus rinses',
      'sinus irrigation',
      'sinus wash',
      'nasal rinse',
      'nasal irrigation',
      'nasal douche',
    ],
  ],
  ['rectal', ['pr', 'per rectum', 'rectal', 'rectally']],
  ['vaginal', ['pv', 'per vagina', 'vaginal', 'vaginally', 'intravaginal', 'intravaginally']],
  [
    'tube',
    [
      'via ng',
      'via peg',
      'via nj',
      'via ngt',
      'via feeding tube',
      'ng',
      'peg',
      'ngt',
      // 'via gastrostomy tube', 'through the nasogastric tube', 'per PEG': the tube in other words.
      ...['via', 'through', 'through the', 'via the', 'per', 'down the'].flatMap((p) =>
        [
          'gastrostomy',
          'gastrostomy tube',
          'nasogastric tube',
          'ng tube',
          'peg tube',
          'nj tube',
          'jejunostomy',
          'jejunostomy tube',
          'enteral tube',
          'feeding tube',
          'peg',
          'ng',
        ].map((t) => `${p} ${t}`),
      ),
    ],
  ],
];
const ROUTE_PHRASES = new Map<string, number>();
ROUTES.forEach(([, phrases], rank) =>
  phrases.forEach((p) => ROUTE_PHRASES.has(p) || ROUTE_PHRASES.set(p, rank)),
);
const ROUTE_STARTS = new Set([...ROUTE_PHRASES.keys()].map((p) => p.split(' ')[0]!));
const ROUTE_MAX_WORDS = 5;
// A word with accented letters is one word ('uống' has no 'ng' in it).
const ROUTE_WORD_RE = new RegExp(
  `[a-z0-9${ACCENTED_LETTERS}][a-z0-9./${ACCENTED_LETTERS}-]*`,
  'gu',
);

const SITE_RE =
  /\b(both eyes|each eye|right eye|left eye|both ears|each ear|right ear|left ear|each nostril|both nostrils)\b/;

const LATIN_EYE: Readonly<Record<string, string>> = { ou: 'both eyes', os: 'left eye' };
// 'OD' is the right eye (oculus dexter) only in an eye drop's order that gives its times in other words
// ('Timolol 0.5% 1 gtt OD bd'); elsewhere it is 'once daily'.
const EYE_CONTEXT = /\b(?:gtts?|drops?|eye|eyes|ophthalmic)\b/;
// The times or counts a line gives besides 'OD' (lexicon: time, count and interval words), so that 'OD' is the eye.
const OTHER_TIMES = new RegExp(
  String.raw`(?<![a-z])(?:${alternation([
    ...TIME_WORDS.map(([w]) => w),
    ...COUNT_WORDS.map(([w]) => w).filter((w) => w !== 'od'),
    'hourly',
    'hrly',
  ])})(?![a-z])|\d\s*(?:x|times)\s*(?:a|per)?\s*day\b`,
);
const OD = /\bod\b/;

/** The text with an eye drop's 'OD' (right eye) blanked, and whether it was: read before the times. */
export function withoutRightEyeOd(lower: string): { text: string; rightEye: boolean } {
  const m = OD.exec(lower);
  if (!m || !EYE_CONTEXT.test(lower) || !OTHER_TIMES.test(lower))
    return { text: lower, rightEye: false };
  return { text: `${lower.slice(0, m.index)}  ${lower.slice(m.index + 2)}`, rightEye: true };
}

export const ROUTE_WORDS: Record<string, string> = {
  oral: 'by mouth',
  sublingual: 'under the tongue',
  buccal: 'inside the cheek',
  iv: 'into a vein (IV)',
  im: 'into a muscle (IM)',
  sc: 'under the skin (subcut)',
  inhaled: 'inhaled',
  nebulised: 'nebulised',
  transdermal: 'patch on the skin',
  topical: 'on the skin',
  eye: 'in the eye',
  ear: 'in the ear',
  nasal: 'in the nose',
  rectal: 'rectally',
  vaginal: 'vaginally',
  tube: 'via feeding tube',
};

/** Find the route in lower-cased working text; returns the text with it blanked. */
export function scanRoute(work: string): { route?: RouteInfo; work: string } {
  const words: Array<{ w: string; index: number; end: number }> = [];
  ROUTE_WORD_RE.lastIndex = 0;
  for (let m = ROUTE_WORD_RE.exec(work); m; m = ROUTE_WORD_RE.exec(work)) {
    // 'po.' at the end of a sentence is 'po'; 'i.v.' keeps its dots.
    const w = /^[a-z]+\.$/.test(m[0]) && !ROUTE_PHRASES.has(m[0]) ? m[0].slice(0, -1) : m[0];
    if (w.includes('/') && !ROUTE_PHRASES.has(w)) {
      // 'PO/IV', 'SC/IV': either route; each part is read (the first listed route wins).
      let at = m.index;
      for (const part of w.split('/')) {
        if (part) words.push({ w: part, index: at, end: at + part.length });
        at += part.length + 1;
      }
      continue;
    }
    words.push({ w, index: m.index, end: m.index + w.length });
  }
  const hits: Array<{ rank: number; index: number; end: number; text: string }> = [];
  for (let i = 0; i < words.length; i++) {
    if (!ROUTE_STARTS.has(words[i]!.w)) continue;
    let key = '';
    let best: { n: number; rank: number } | undefined;
    for (let n = 1; n <= ROUTE_MAX_WORDS && i + n <= words.length; n++) {
      key = n === 1 ? words[i]!.w : `${key} ${words[i + n - 1]!.w}`;
      const rank = ROUTE_PHRASES.get(key);
      if (rank !== undefined) best = { n, rank };
    }
    if (!best) continue;
    const end = words[i + best.n - 1]!.end;
    hits.push({
      rank: best.rank,
      index: words[i]!.index,
      end,
      text: work.slice(words[i]!.index, end),
    });
    i += best.n - 1;
  }
  if (!hits.length) return { work };
  const rank = Math.min(...hits.map((h) => h.rank));
  const route: RouteInfo = { key: ROUTES[rank]![0] };
  for (const h of hits) {
    if (h.rank !== rank) continue;
    const site = SITE_RE.exec(h.text)?.[1] ?? LATIN_EYE[h.text];
    if (site && !route.site) route.site = site.replace(/^each (eye|ear|nostril)$/, 'both $1s');
    work = blank(work, h.index, h.end);
  }
  return { route, work };
}

// Dose forms, longest first. The value is the canonical form used for display and comparison.
const FORMS: Array<[RegExp, string]> = [
  [
    /\b(?:orally disintegrating tablets?|disintegrating (?:oral )?tablets?|odts?|wafers?|melts?)\b/,
    'wafer',
  ],
  // The adjective alone names its tablet ('Fosrenol 500mg chewable', 'aspirin 300 mg dispersible').
  [/\b(?:chew(?:able)? tab(?:let)?s?|chewables?)\b/, 'chewable tablet'],
  [
    /\b(?:(?:effervescent|soluble|dispersible) tab(?:let)?s?|effervescent|dispersible)\b/,
    'soluble tablet',
  ],
  [/\b(?:eye drops?|eye gtts?|ophthalmic (?:solution|drops))\b/, 'eye drops'],
  [/\beye (?:ointment|gel)\b/, 'eye ointment'],
  [/\bear drops?\b/, 'ear drops'],
  [/\bnasal sprays?\b/, 'nasal spray'],
  [
    /\boral (?:liquid|solution|suspension|drops|mixture)\b|\b(?:mixture|syrup|elixir|suspension|linctus)\b/,
    'oral liquid',
  ],
  // Devices, and powders for inhalation before 'powder' can read as a sachet.
  [
    /\b(?:(?:dry )?powder (?:for )?inhal(?:er|ation)|inhalation powder|dry powder|dpi|mdi|pmdi|inhaler|puffer|turbuhaler|turbohaler|accuhaler|ellipta|respimat|rapihaler|autohaler|breezhaler|handihaler|genuair|spiromax|easyhaler|diskus|evohaler|clickhaler|zonda|podhaler|inhalation aerosol|inhalation capsules?|inhalation)\b/,
    'inhaler',
  ],
  [/\b(?:nebules?|nebs?|respules?)\b/, 'nebule'],
  [/\b(?:transdermal )?patch(?:es)?\b/, 'patch'],
  [/\b(?:pumpspray|sublingual spray|spray)s?\b/, 'spray'],
  [
    /\b(?:prefilled syringes?|pre-filled syringes?|injection|inj|vials?|ampoules?|amps?|flexpen|flextouch|solostar|kwikpen|innolet|penfill|cartridges?|auto-?injectors?|pens?)\b/,
    'injection',
  ],
  [/\binfusion\b/, 'infusion'],
  [/\b(?:suppositor(?:y|ies)|supps?)\b/, 'suppository'],
  // A vaginal tablet, insert or ovule (Vagifem) is a pessary: the same dose form, written either way.
  [
    /\b(?:pessar(?:y|ies)|vaginal (?:tab(?:let)?s?|inserts?|ovules?|suppositor(?:y|ies)))\b/,
    'pessary',
  ],
  [/\benemas?\b/, 'enema'],
  [/\b(?:sachets?|powder|granules)\b/, 'sachet'],
  [/\blozenges?|troches?\b/, 'lozenge'],
  [/\b(?:chewing |nicotine )?gum\b/, 'gum'],
  [/\bmouth ?wash\b/, 'mouthwash'],
  [/\bcream\b/, 'cream'],
  [/\bointment\b/, 'ointment'],
  // 'gel-forming drops' (Timoptol-XE) are eye drops, read above; the gel here is what is applied.
  [/\bgel\b(?![- ]forming)/, 'gel'],
  [/\blotion\b/, 'lotion'],
  [/\bcap(?:sule)?s?\b/, 'capsule'],
  [/\b(?:tab(?:let)?s?|caplets?)\b/, 'tablet'],
];
const FORM_ALL = new RegExp(FORMS.map(([re], i) => `(?<f${i}>${re.source})`).join('|'), 'g');
const FORM_GROUPS = FORMS.map((_, k) => `f${k}`);

/** The first dose form named in the working text (blanked). Count words ('2 tabs') are read elsewhere first. */
export function scanForm(work: string): { form?: string; work: string } {
  FORM_ALL.lastIndex = 0;
  const m = FORM_ALL.exec(work);
  if (!m) return { work };
  const g = m.groups!;
  let i = 0;
  while (g[FORM_GROUPS[i]!] === undefined) i++;
  return { form: FORMS[i]![1], work: blank(work, m.index, m.index + m[0].length) };
}

/** Dose form implied by a count unit ('2 puffs' -> inhaler) or a route ('subcut' -> injection). */
export function formFromCountUnit(unit: string | undefined, route?: string): string | undefined {
  switch (unit) {
    case 'tablet':
      return 'tablet';
    case 'capsule':
      return 'capsule';
    case 'puff':
      return route === 'nasal' ? 'nasal spray' : 'inhaler';
    case 'sachet':
      return 'sachet';
    case 'drop':
      return route === 'eye' ? 'eye drops' : route === 'ear' ? 'ear drops' : 'drops';
    case 'spray':
      return route === 'nasal' ? 'nasal spray' : 'spray';
    case 'patch':
      return 'patch';
    case 'suppository':
      return 'suppository';
    case 'pessary':
      return 'pessary';
    case 'nebule':
      return 'nebule';
    case 'wafer':
      return 'wafer';
    case 'lozenge':
      return 'lozenge';
    default:
      return undefined;
  }
}

export function formFromRoute(route: string | undefined): string | undefined {
  if (route === 'sc' || route === 'im' || route === 'iv') return 'injection';
  if (route === 'eye') return 'eye drops';
  if (route === 'transdermal') return 'patch';
  if (route === 'nebulised') return 'nebule';
  return undefined;
}

/** The route a dose form implies, for comparing an order that gives a route with one that gives a form. */
export function routeFromForm(form: string | undefined): string | undefined {
  if (!form) return undefined;
  // 'inhalation capsule' (Spiriva, Seebri): breathed in from a device, never swallowed.
  if (/^inhalation /.test(form)) return 'inhaled';
  if (/tablet|capsule|wafer|oral liquid|sachet/.test(form)) return 'oral';
  if (form === 'inhaler') return 'inhaled';
  if (form === 'patch') return 'transdermal';
  if (/^eye/.test(form)) return 'eye';
  if (form === 'ear drops') return 'ear';
  if (form === 'nasal spray') return 'nasal';
  if (form === 'suppository' || form === 'enema') return 'rectal';
  if (form === 'pessary') return 'vaginal';
  if (form === 'nebule') return 'nebulised';
  if (/^(cream|ointment|gel|lotion)$/.test(form)) return 'topical';
  return undefined;
}
