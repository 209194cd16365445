/**
 * Route and formulation differences between an admission and a discharge order of the same
 * medicine: route (oral to subcut), release form (IR to MR), enteric coated to dispersible, salt,
 * and dose form (tablet to oral liquid). Wording is not a difference ('PO' = 'oral' = 'by mouth').
 */
import { routeFromForm } from '../parse/route-form';
import type { ParsedOrder } from '../parse/types';
import { MODIFIED_RELEASE, RELEASE_WORDS } from '../kb/vocab';

export interface FormulationDiff {
  aspect: 'route' | 'site' | 'form' | 'release' | 'salt';
  text: string;
}

const MR = 'modified release';
const EC = 'enteric coated';

/** How the medicine is given, in words for 'Now ...' (verb and route) and '(was ...)' (route only). */
const ROUTE_PHRASES: Record<string, [string, string]> = {
  oral: ['taken by mouth', 'by mouth'],
  sublingual: ['taken under the tongue', 'under the tongue'],
  buccal: ['placed inside the cheek', 'inside the cheek'],
  iv: ['given by injection into a vein', 'by injection into a vein'],
  im: ['given by injection into a muscle', 'by injection into a muscle'],
  sc: ['given by injection under the skin', 'by injection under the skin'],
  injection: ['given by injection', 'by injection'],
  inhaled: ['inhaled', 'inhaled'],
  nebulised: ['given through a nebuliser', 'nebulised'],
  transdermal: ['used as a patch on the skin', 'a patch'],
  topical: ['applied to the skin', 'on the skin'],
  eye: ['put in the eye', 'in the eye'],
  ear: ['put in the ear', 'in the ear'],
  nasal: ['used in the nose', 'in the nose'],
  rectal: ['given rectally', 'rectally'],
  vaginal: ['used vaginally', 'vaginally'],
  tube: ['given through the feeding tube', 'through the feeding tube'],
};

/** Routes that an order naming no route is never assumed to use: oral to one of these is a change. */
const DELIVERED = new Set(['iv', 'im', 'sc', 'injection', 'rectal', 'tube']);
const PARENTERAL = new Set(['iv', 'im', 'sc', 'injection']);

export function effectiveRoute(o: ParsedOrder): string | undefined {
  const r = o.route ?? routeFromForm(inhaledCapsule(o) ? 'inhalation capsule' : o.form);
  return r === 'topical' && o.form === 'patch' ? 'transdermal' : r;
}

/** 'Spiriva 18 mcg capsule': a capsule of a medicine whose only capsules are breathed in from a device. */
function inhaledCapsule(o: ParsedOrder): boolean {
  if (o.form !== 'capsule' || !o.medicine) return false;
  const forms = (o.brand && o.medicine.brandForms?.[o.brand]) || o.medicine.forms;
  return forms.includes('inhalation capsule') && !forms.includes('capsule');
}

/**
 * 'Haloperidol 0.5 mg nocte': no route or form written, a medicine that comes as tablets, a dose in
 * mg or tablets. Taken by mouth unless the order says otherwise, so 'Haloperidol 0.5 mg SC nocte'
 * on the other list is a route change.
 */
export function impliedOral(o: ParsedOrder): boolean {
  if (o.route || o.form || !o.medicine) return false;
  // 'Ozempic 1 mg weekly': a brand that comes in one form says it (an injection pen), whatever else the
  // medicine comes as.
  const forms = (o.brand && o.medicine.brandForms?.[o.brand]) || o.medicine.forms;
  if (!forms.some((f) => routeFromForm(f) === 'oral')) return false;
  if ((o.strength ?? o.amount.measure)?.unit === '%') return false;
  const unit = o.amount.count?.unit;
  return !unit || unit === 'tablet' || unit === 'capsule';
}

/** Where a medicine acts: the whole body, or one place (skin, eye, ear, nose, airways, vagina). */
const SITES: Record<string, string> = {
  oral: 'body',
  sublingual: 'body',
  buccal: 'body',
  tube: 'body',
  iv: 'body',
  im: 'body',
  sc: 'body',
  rectal: 'body',
  transdermal: 'body',
  topical: 'skin',
  eye: 'eye',
  ear: 'ear',
  nasal: 'nose',
  inhaled: 'airways',
  nebulised: 'airways',
  vaginal: 'vagina',
};

function siteOf(o: ParsedOrder): string | undefined {
  const r = effectiveRoute(o) ?? (o.form === 'injection' || impliedOral(o) ? 'oral' : undefined);
  return r ? SITES[r] : undefined;
}

/**
 * Hydrocortisone tablets and hydrocortisone cream, mometasone nasal spray and ointment, ciprofloxacin
 * tablets and Ciloxan ear drops: the same ingredient used at another site is another medicine, not a
 * route change. Orders that do not say where they act go with either.
 */
export function sameSite(a: ParsedOrder, d: ParsedOrder): boolean {
  const sa = siteOf(a);
  const sd = siteOf(d);
  return !sa || !sd || sa === sd;
}

export function isModifiedRelease(o: ParsedOrder): boolean {
  // 'METOPROLOL SUCCINATE 95 mg' on a trial log is the CR tablet though no release word is written.
  const saltMR = !!o.salt && !!o.medicine?.modifiedReleaseSalts?.includes(o.salt.toLowerCase());
  return o.qualifiers.includes(MR) || !!o.medicine?.alwaysModifiedRelease || saltMR;
}

/** Release words as written ('CR', 'slow-release', 'M/R'), from the lookup's own release vocabulary. */
const MR_WORDS = new RegExp(
  String.raw`\b(?:${[...RELEASE_WORDS]
    .filter(([, q]) => q === MODIFIED_RELEASE)
    .map(([w]) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, String.raw`[\s/-]*`))
    .join('|')})\b`,
  'i',
);

/**
 * 'Ferrous sulfate 325 mg (Ferro-Gradumet) daily': modified release only because of the brand named;
 * the order writes no release word itself.
 */
function releaseFromBrandOnly(o: ParsedOrder): boolean {
  if (!o.brand || o.medicine?.alwaysModifiedRelease || !o.qualifiers.includes(MR)) return false;
  return !MR_WORDS.test(o.raw.split(o.brand).join(' '));
}

// An admission order that writes its release form ('immediate release', 'IR', 'plain') says it: not a guess.
const IR_WORDS = /\b(?:immediate[\s-]*release|IR|plain|standard release|non[\s-]*MR)\b/i;

export function routeDiffs(a: ParsedOrder, d: ParsedOrder): FormulationDiff[] {
  // 'Haloperidol 0.5 mg injection' names no route but is not taken by mouth.
  let ra = effectiveRoute(a) ?? (a.form === 'injection' ? 'injection' : undefined);
  let rd = effectiveRoute(d) ?? (d.form === 'injection' ? 'injection' : undefined);
  if (!ra && rd && DELIVERED.has(rd) && impliedOral(a)) ra = 'oral';
  if (!rd && ra && DELIVERED.has(ra) && impliedOral(d)) rd = 'oral';
  const sameInjection =
    (ra === 'injection' && PARENTERAL.has(rd ?? '')) ||
    (rd === 'injection' && PARENTERAL.has(ra ?? ''));
  if (ra && rd && ra !== rd && !sameInjection) {
    const now = ROUTE_PHRASES[rd]?.[0] ?? `given ${rd}`;
    return [{ aspect: 'route', text: `Now ${now} (was ${ROUTE_PHRASES[ra]?.[1] ?? ra})` }];
  }
  if (a.routeSite && d.routeSite && a.routeSite !== d.routeSite) {
    return [
      {
        aspect: 'site',
        text: `Now ${/^both/.test(d.routeSite) ? 'in ' : 'in the '}${d.routeSite} (was ${a.routeSite})`,
      },
    ];
  }
  return [];
}

/** Forms an enteric-coated tablet can be changed to ('Cartia' to 'dispersible aspirin'). */
const NOT_PLAIN_SOLID = /soluble|chewable|wafer|oral liquid|sachet|injection|suppository/;

export function formulationDiffs(
  a: ParsedOrder,
  d: ParsedOrder,
  warnings: string[],
): FormulationDiff[] {
  const out: FormulationDiff[] = [];
  const mrA = isModifiedRelease(a);
  const mrD = isModifiedRelease(d);
  if (mrA && !mrD && releaseFromBrandOnly(a) && !d.brand) {
    // Discharge lists write the ingredient; the patient's own MR brand is not a written switch to IR.
    // (A discharge naming an MR brand, 'Diamicron MR', is the prescriber choosing it: a change.)
    warnings.push(
      `${a.brand} (modified release) on admission, ${d.displayName} with no release form on discharge: check the formulation`,
    );
  } else if (mrA !== mrD) {
    // 'Melatonin 2 mg at night' on admission, 'Circadin 2 mg nocte' on discharge: the prescriber chose the MR
    // brand (a change), but the admission names no release form, so 'was immediate release' is not written
    // there: the row says so, never silently.
    if (mrD && releaseFromBrandOnly(d) && !a.brand && !IR_WORDS.test(a.raw))
      warnings.push(
        `${d.brand} (modified release) on discharge, ${a.displayName} with no release form on admission: check whether it was already modified release`,
      );
    out.push({
      aspect: 'release',
      text: mrD
        ? 'Changed to modified release (was immediate release)'
        : 'Changed to immediate release (was modified release)',
    });
  }
  const alwaysEC = !!d.medicine?.alwaysEntericCoated;
  const ecA = alwaysEC || a.qualifiers.includes(EC);
  const ecD = alwaysEC || d.qualifiers.includes(EC);
  const fa = formClass(a);
  const fd = formClass(d);
  const formChange = !!fa && !!fd && fa !== fd && effectiveRoute(a) === effectiveRoute(d);
  if (ecA !== ecD) {
    const other = ecA ? d : a;
    if (other.form && NOT_PLAIN_SOLID.test(other.form) && !formChange) {
      out.push({
        aspect: 'release',
        text: ecD
          ? `Now enteric coated (was ${withArticle(a.form!)})`
          : `Now ${withArticle(d.form!)} (was enteric coated)`,
      });
    } else if (!formChange) warnings.push('Enteric coated on one list only: check the formulation');
  }
  if (a.salt && d.salt && a.salt !== d.salt && d.medicine) {
    const ing = d.medicine.name.toLowerCase().replace(/\s*\(.*$/, '');
    out.push({ aspect: 'salt', text: `Now ${ing} ${d.salt} (was ${ing} ${a.salt})` });
  }
  if (formChange)
    out.push({ aspect: 'form', text: `Now ${withArticle(d.form!)} (was ${withArticle(a.form!)})` });
  return out;
}

function formClass(o: ParsedOrder): string | undefined {
  const form = o.form;
  if (!form) return undefined;
  // 'Spiriva 18 microgram 1 cap inhaled' is the inhalation capsule of the inhaler device.
  if (form === 'capsule' && (o.route === 'inhaled' || o.route === 'nebulised' || inhaledCapsule(o)))
    return 'inhaler';
  if (form === 'tablet' || form === 'capsule') return 'oral solid';
  // 'Ocrevus 600 mg IV' (a brand that comes as an injection) and '600 mg IV infusion': the same liquid into
  // a vein, written two ways. A move under the skin or into a muscle is the route's change, not the form's.
  if (form === 'infusion') return 'injection';
  return form;
}

const withArticle = (w: string) =>
  /^(eye|ear|nasal|oral) /.test(w) || /s$/.test(w) ? w : `${/^[aeiou]/.test(w) ? 'an' : 'a'} ${w}`;
