/**
 * The row's indication in short plain words: the one the order states ('for BP' -> 'High blood
 * pressure'), else the knowledge base's usual one for this brand or route (mometasone ointment is for
 * the skin, the nasal spray for hay fever). Review notes, dates and years written after the
 * indication ('Depression (GP to review in 2 weeks)', 'Heart stent (PCI) 2022') are not part of it.
 */
import type { KbRoute } from '../kb/types';
import { alternation, BODY_PLACES } from '../lexicon/words';
import { squashSpaces } from '../parse/text';
import type { ParsedOrder } from '../parse/types';
import { effectiveRoute, impliedOral } from './formulation';
import { isShorthandIndication } from '../parse/conditions';
import { namesNoUse, namesOnlyAim } from '../lexicon/use-words';
import { isBareCode } from '../parse/bare-code';
import { harmChecked } from './stated-harm';

export function indicationFor(dis: ParsedOrder, adm?: ParsedOrder, warnings?: string[]): string {
  // 'Nurofen 400mg TDS prn headache': a when-required order's condition says when to take it, which
  // no longer holds once the medicine is taken regularly; the admission's stated use carries over
  // only to a discharge order of the same regular/PRN kind.
  // 'for her knees': where it is used, not what for; the admission's stated use may still say what for.
  // 'for symptoms', 'GP review': words that name no use leave the row to the medicine's usual use.
  // 'prn KOP', a supply code read where the use would be: no condition, and said so on the row.
  const use = (t: string | undefined) => {
    if (!t || BODY_PLACE.test(t) || namesNoUse(t)) return undefined;
    if (isBareCode(t)) {
      warnings?.push(
        `${dis.displayName}: "${t}" is written where its use would be, but it is no condition the engine knows (a code?): indication taken from the medicine's usual use, check it`,
      );
      return undefined;
    }
    return t;
  };
  const stated =
    use(dis.indication) ?? (adm && adm.prn === dis.prn ? use(adm.indication) : undefined);
  const usual = usualIndication(dis) || (adm && usualIndication(adm)) || '';
  const plain = stated ? withPressureDirection(shortIndication(stated), usual) : '';
  // 'Warfarin 3 mg (haematuria)': a harm written where the use would be is the usual use, with a warning.
  const harmed = stated && plain ? harmChecked(dis, stated, plain, usual, warnings) : undefined;
  if (harmed !== undefined) return harmed;
  const short = plain;
  // 'Thiamine - new (prolonged vomiting)': a supplement is not for the condition it is given in; say both.
  if (
    short &&
    SUPPLEMENT.test(usual) &&
    !SUPPLEMENT.test(short) &&
    !usual.toLowerCase().includes(short.toLowerCase())
  )
    return `${usual} (${short.charAt(0).toLowerCase()}${short.slice(1)})`;
  // 'HE secondary prevention': shorthand the patient cannot read is kept beside the medicine's usual use.
  if (short && usual && isShorthandIndication(short)) return `${usual} (${short})`;
  // 'NEW, relapse prevention': the aim with no condition; the usual use names the condition.
  if (short && usual && namesOnlyAim(short))
    return `${usual.replace(/\s*\([^()]*\)$/, '')} (${short.toLowerCase()})`;
  // 'when required for a flare', 'prn attacks': an episode of a condition the order does not name; the
  // medicine's usual use names it ('Gout (flare)').
  if (short && usual && EPISODE.test(short) && !EPISODE.test(usual))
    return EPISODE_WORD.test(usual) ? usual : `${usual} (${short.toLowerCase()})`;
  return short || usual;
}

// 'for BP' names blood pressure without its direction: the medicine's usual use gives it (fludrocortisone
// and midodrine are for low blood pressure); a medicine the knowledge base does not place stays
// 'Blood pressure' rather than a guessed 'High'.
function withPressureDirection(short: string, usual: string): string {
  if (short !== 'Blood pressure') return short;
  const high = /\bhigh blood pressure\b/i.test(usual);
  const low = /\blow blood pressure\b/i.test(usual);
  return high === low ? short : high ? 'High blood pressure' : 'Low blood pressure';
}

// 'her knees', 'his lower back', 'both hips': a possessive or side word, then a part of the body only.
const BODY_PLACE = new RegExp(
  String.raw`^(?:(?:his|her|their|my|your|the|both|left|right|sore|painful)\s+)+${alternation(BODY_PLACES)}$`,
  'i',
);

const SUPPLEMENT = /\b(?:supplement|vitamin|replacement)\b/i;
const EPISODE_WORDS = String.raw`(?:flare[- ]?ups?|flares?|attacks?|exacerbations?|episodes?|bouts?)`;
const EPISODE = new RegExp(
  String.raw`^(?:(?:an?|any|acute|sudden|bad|severe)\s+)*${EPISODE_WORDS}$`,
  'i',
);
// 'Gout flare': the usual use already names the episode.
const EPISODE_WORD = new RegExp(String.raw`\b${EPISODE_WORDS}\b`, 'i');

/** The KB's route words for the parser's routes. */
const KB_ROUTES: Record<string, KbRoute> = {
  oral: 'oral',
  sublingual: 'oral',
  buccal: 'oral',
  tube: 'oral',
  iv: 'injection',
  im: 'injection',
  sc: 'injection',
  inhaled: 'inhaled',
  nebulised: 'inhaled',
  transdermal: 'patch',
  topical: 'topical',
  eye: 'eye',
  ear: 'ear',
  nasal: 'nasal',
  rectal: 'rectal',
  vaginal: 'vaginal',
};

function usualIndication(o: ParsedOrder): string | undefined {
  const m = o.medicine;
  if (!m) return undefined;
  const route =
    effectiveRoute(o) ?? (o.form === 'injection' ? 'sc' : impliedOral(o) ? 'oral' : undefined);
  const kbRoute = route ? KB_ROUTES[route] : undefined;
  const byRoute = kbRoute && m.routeIndications ? m.routeIndications[kbRoute] : undefined;
  const brand = o.brand ? m.brandIndications?.[o.brand] : undefined;
  // Calcium carbonate with every meal is either a phosphate binder (kidney disease) or a calcium supplement
  // split over the day (after thyroid or parathyroid surgery): the order alone does not say which, so both.
  if (o.key === 'calcium' && !brand && WITH_EVERY_MEAL.test(o.text))
    return 'Lower phosphate (kidney disease) or calcium supplement';
  return brand || byRoute || o.lookup?.indication || m.indication || undefined;
}
const WITH_EVERY_MEAL =
  /\b(?:with|before|after)\s+(?:(?:each|every)\s+(?:main\s+)?meal|(?:all\s+)?(?:main\s+)?meals)\b|\btds\s+with\s+(?:meals|food)\b/i;

// A bracket that is a note, not part of the condition: '(GP to review in 2 weeks)', '(since 2019)', '(see plan)'.
const NOTE_BRACKET =
  /\s*\((?=[^)]*(?:\b\d+\s*(?:weeks?|wks?|days?|months?|years?|yrs?)\b|\b(?:19|20)\d{2}\b|\d\/\d|\b(?:gp|review|reviewed|until|since|started|start|check|monitor|see|per|as per|plan|team|clinic|dr|cease|stop|then)\b))[^)]*\)/gi;
const MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec';
// A date or year at the end: '2022', 'in 2019', '03/2021', 'Jan 2020', 'since March 2018'.
const TRAILING_DATE = new RegExp(
  String.raw`\s*(?:,\s*)?(?:(?:in|since|from|on|dx|diagnosed)\s+)?(?:(?:${MONTHS})[a-z]*\.?\s+)?(?:\d{1,2}[/.-])?(?:\d{1,2}[/.-])?(?:19|20)\d{2}$|\s+(?:on|since|from)?\s*\d{1,2}\/\d{1,2}$`,
  'i',
);

/** Cut what follows the condition: a review note, a date, a second clause after ' - ' or ';'. */
export function shortIndication(text: string): string {
  // 'via spacer', 'with food', 'under the tongue': how it is taken, never what it is for.
  if (/^(?:via|with|using|through|by|per|under|into|on|at)\b/i.test(text.trim())) return '';
  // 'your diabetes', 'her overactive bladder': whose condition it is, not its name.
  const own = text.replace(/^\s*(?:his|her|their|your|my)\s+([a-z])/i, (_m, c: string) =>
    c.toUpperCase(),
  );
  // 'SOB via spacer', 'pain - GP to titrate': how it is given or a note after the condition.
  let t = own.split(/\s+[-–—]\s+|;\s*|\s+(?:via|using|through|per)\s+/i)[0]!;
  t = t.replace(NOTE_BRACKET, '');
  for (let prev = ''; prev !== t; ) [prev, t] = [t, t.replace(TRAILING_DATE, '')];
  return squashSpaces(t).replace(/[\s,.:]+$/, '');
}
