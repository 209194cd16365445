/**
 * Routes ('PO', 'subcut', 'under the tongue', 'both eyes') and dose forms ('tab', 'MDI', 'ODT',
 * 'eye drops', 'patch') in order text, each found once and blanked from the working text.
 */
import { blank } from './text';

export interface RouteInfo {
  /** Canonical route: 'oral', 'sublingual', 'buccal', 'iv', 'im', 'sc', 'inhaled', 'nebulised', 'topical', 'transdermal', 'eye', 'ear', 'nasal', 'rectal', 'vaginal', 'tube'. */
  key: string;
  /** Site when the order names one: 'both eyes', 'right eye', 'left ear'. */
  site?: string;
}

const ROUTES: Array<[string, RegExp]> = [
  ['sublingual', /\b(?:s\/l|sl|sublingual(?:ly)?|under (?:the )?tongue)\b/],
  ['buccal', /\b(?:buccal(?:ly)?|inside (?:the )?cheek|between (?:the )?(?:cheek and gum|gum and cheek))\b/],
  ['oral', /\b(?:po|p\.o\.?|per os|orally|oral|by mouth|via mouth|swallowed)(?![\w.])/],
  ['iv', /\b(?:ivi|ivb|iv|i\.v\.?|intravenous(?:ly)?|iv infusion)(?![\w.])/],
  ['im', /\b(?:im|i\.m\.?|intramuscular(?:ly)?)(?![\w.])/],
  ['sc', /\b(?:sc|s\/c|s\.c\.?|subcut|sub-cut|subcutaneous(?:ly)?|sq|subcutaneous injection)(?![\w.])/],
  ['nebulised', /\b(?:nebs?|nebuli[sz]ed|via (?:a )?nebuli[sz]er|nebuli[sz]er)\b/],
  ['inhaled', /\b(?:inh|inhaled|inhalation|inhale|via spacer|with spacer|via inhaler)\b/],
  ['transdermal', /\b(?:transdermal(?:ly)?|td)\b/],
  ['topical', /\b(?:topical(?:ly)?|top|to (?:the )?(?:affected (?:area|areas)|skin)|to skin|cutaneous)\b/],
  ['eye', /\b(?:both eyes|each eye|right eye|left eye|affected eyes?|into (?:the |both |each )?eyes?|ocular|ophthalmic|intraocular|eyes?(?= ))\b/],
  ['ear', /\b(?:both ears|each ear|right ear|left ear|affected ears?|into (?:the )?ears?|otic|aural)\b/],
  ['nasal', /\b(?:intranasal(?:ly)?|nasal(?:ly)?|each nostril|both nostrils|in(?:to)? (?:each |the )?nos(?:e|tril))\b/],
  ['rectal', /\b(?:pr|per rectum|rectal(?:ly)?)\b/],
  ['vaginal', /\b(?:pv|per vagina|vaginal(?:ly)?|intravaginal(?:ly)?)\b/],
  ['tube', /\b(?:via (?:ng|peg|nj|ngt|feeding tube)|ng|peg|ngt)\b/],
];
const ROUTE_RES = ROUTES.map(([k, re]) => [k, new RegExp(re.source, 'g')] as const);

const SITE_RE = /\b(both eyes|each eye|right eye|left eye|both ears|each ear|right ear|left ear|each nostril|both nostrils)\b/;

export const ROUTE_WORDS: Record<string, string> = {
  oral: 'by mouth', sublingual: 'under the tongue', buccal: 'inside the cheek', iv: 'into a vein (IV)',
  im: 'into a muscle (IM)', sc: 'under the skin (subcut)', inhaled: 'inhaled', nebulised: 'nebulised',
  transdermal: 'patch on the skin', topical: 'on the skin', eye: 'in the eye', ear: 'in the ear', nasal: 'in the nose',
  rectal: 'rectally', vaginal: 'vaginally', tube: 'via feeding tube',
};

/** Find the route in lower-cased working text; returns the text with it blanked. */
export function scanRoute(work: string): { route?: RouteInfo; work: string } {
  let route: RouteInfo | undefined;
  for (const [key, re] of ROUTE_RES) {
    re.lastIndex = 0;
    for (const m of work.matchAll(re)) {
      if (!route) {
        route = { key };
        const site = SITE_RE.exec(m[0])?.[1];
        if (site) route.site = site.replace(/^each (eye|ear|nostril)$/, 'both $1s');
      }
      if (route.key === key) work = blank(work, m.index, m.index + m[0].length);
    }
  }
  return { route, work };
}

// Dose forms, longest first. The value is the canonical form used for display and comparison.
const FORMS: Array<[RegExp, string]> = [
  [/\b(?:orally disintegrating tablets?|disintegrating (?:oral )?tablets?|odts?|wafers?|melts?)\b/, 'wafer'],
  [/\b(?:chewable tablets?|chew tabs?)\b/, 'chewable tablet'],
  [/\b(?:effervescent|soluble|dispersible) tablets?\b/, 'soluble tablet'],
  [/\b(?:eye drops?|eye gtts?|ophthalmic (?:solution|drops))\b/, 'eye drops'],
  [/\beye (?:ointment|gel)\b/, 'eye ointment'],
  [/\bear drops?\b/, 'ear drops'],
  [/\bnasal sprays?\b/, 'nasal spray'],
  [/\boral (?:liquid|solution|suspension|drops|mixture)\b|\b(?:mixture|syrup|elixir|suspension|linctus)\b/, 'oral liquid'],
  [/\b(?:mdi|pmdi|inhaler|puffer|turbuhaler|accuhaler|ellipta|respimat|rapihaler|autohaler|breezhaler|handihaler|genuair|spiromax|easyhaler|diskus|evohaler|inhalation aerosol)\b/, 'inhaler'],
  [/\b(?:nebules?|nebs?|respules?)\b/, 'nebule'],
  [/\b(?:transdermal )?patch(?:es)?\b/, 'patch'],
  [/\b(?:pumpspray|sublingual spray|spray)s?\b/, 'spray'],
  [/\b(?:prefilled syringes?|pre-filled syringes?|injection|inj|vials?|ampoules?|amps?|flexpen|solostar|kwikpen|penfill|cartridges?|pens?)\b/, 'injection'],
  [/\binfusion\b/, 'infusion'],
  [/\b(?:suppositor(?:y|ies)|supps?)\b/, 'suppository'],
  [/\bpessar(?:y|ies)\b/, 'pessary'],
  [/\benemas?\b/, 'enema'],
  [/\b(?:sachets?|powder|granules)\b/, 'sachet'],
  [/\blozenges?|troches?\b/, 'lozenge'],
  [/\bmouth ?wash\b/, 'mouthwash'],
  [/\bcream\b/, 'cream'],
  [/\bointment\b/, 'ointment'],
  [/\bgel\b/, 'gel'],
  [/\blotion\b/, 'lotion'],
  [/\bcap(?:sule)?s?\b/, 'capsule'],
  [/\b(?:tab(?:let)?s?|caplets?)\b/, 'tablet'],
];
const FORM_RES = FORMS.map(([re, f]) => [new RegExp(re.source, 'g'), f] as const);

/** The first dose form named in the working text (blanked). Count words ('2 tabs') are read elsewhere first. */
export function scanForm(work: string): { form?: string; work: string } {
  let best: { index: number; end: number; form: string } | undefined;
  for (const [re, form] of FORM_RES) {
    re.lastIndex = 0;
    const m = re.exec(work);
    if (m && (!best || m.index < best.index)) best = { index: m.index, end: m.index + m[0].length, form };
  }
  if (!best) return { work };
  return { form: best.form, work: blank(work, best.index, best.end) };
}

/** Dose form implied by a count unit ('2 puffs' -> inhaler) or a route ('subcut' -> injection). */
export function formFromCountUnit(unit: string | undefined, route?: string): string | undefined {
  switch (unit) {
    case 'tablet': return 'tablet';
    case 'capsule': return 'capsule';
    case 'puff': return route === 'nasal' ? 'nasal spray' : 'inhaler';
    case 'sachet': return 'sachet';
    case 'drop': return route === 'eye' ? 'eye drops' : route === 'ear' ? 'ear drops' : 'drops';
    case 'spray': return route === 'nasal' ? 'nasal spray' : 'spray';
    case 'patch': return 'patch';
    case 'suppository': return 'suppository';
    case 'pessary': return 'pessary';
    case 'nebule': return 'nebule';
    case 'wafer': return 'wafer';
    case 'lozenge': return 'lozenge';
    default: return undefined;
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
