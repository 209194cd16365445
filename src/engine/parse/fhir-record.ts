/**
 * A FHIR resource, one JSON object a line, as My Health Record and eMR exports give them:
 * '{"resource":{"resourceType":"MedicationStatement","medicationCodeableConcept":{"text":"Atorvastatin 40 mg
 * tablet"},"dosage":[{"text":"1 tablet at night"}]}}'. A medicine resource is read as its medicine and dosage
 * text; its status ('stopped', 'on-hold') and reason are the row's status. A patient or bundle line is no
 * order (and the patient's name is never read); an allergy is an allergy line. The nested fields had left
 * the line unread as a record and each medicine became an unknown name.
 */
import type { TableExtras } from './table';

type Json = Record<string, unknown>;
const MEDICINE_RESOURCES = new Set([
  'MedicationStatement',
  'MedicationRequest',
  'MedicationDispense',
  'MedicationAdministration',
]);
const NOT_ORDERS = new Set(['Bundle', 'Patient', 'Practitioner', 'Organization', 'Encounter']);
const STOPPED = new Set(['stopped', 'completed', 'cancelled', 'not-taken']);
const HELD = new Set(['on-hold', 'suspended']);

const obj = (v: unknown): Json | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined;
const list = (v: unknown): Json[] =>
  Array.isArray(v) ? v.map(obj).filter((x): x is Json => !!x) : [];
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** A concept's words: its text, else its first coding's display. */
function conceptText(v: unknown): string {
  const c = obj(v);
  if (!c) return '';
  return str(c.text) || str(list(c.coding)[0]?.display) || str(c.display);
}

export type FhirLine = { text: string; extras: TableExtras } | { text: string; kind: 'no-order' };

/** A FHIR resource line read as an order's words, or null when the line is no FHIR resource. */
export function readFhirResource(line: string): FhirLine | null {
  const t = line.trim();
  if (!t.startsWith('{') || !t.includes('resourceType')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(t.replace(/,\s*$/, ''));
  } catch {
    return null;
  }
  const outer = obj(parsed);
  const r = obj(outer?.resource) ?? outer;
  const type = str(r?.resourceType);
  if (!r || !type) return null;
  if (NOT_ORDERS.has(type)) return { text: '', kind: 'no-order' };
  if (type === 'AllergyIntolerance') {
    const what = conceptText(r.code);
    return { text: what ? `Allergy: ${what}` : '', kind: 'no-order' };
  }
  if (!MEDICINE_RESOURCES.has(type)) return null;
  // A record its system marks as a mistake is no medicine the patient takes.
  if (str(r.status).toLowerCase() === 'entered-in-error') return { text: '', kind: 'no-order' };
  const medicine =
    conceptText(r.medicationCodeableConcept) ||
    str(obj(r.medicationReference)?.display) ||
    conceptText(obj(r.medication)?.concept);
  if (!medicine) return null;
  const dosages = [...list(r.dosage), ...list(r.dosageInstruction)];
  const dosing = dosages.map((d) => str(d.text)).filter(Boolean);
  const prn = dosages.some((d) => d.asNeededBoolean === true || obj(d.asNeededCodeableConcept));
  const status = str(r.status).toLowerCase();
  // statusReason says why it stopped; reasonCode is what it is taken for.
  const why = [...list(r.statusReason).map(conceptText), conceptText(r.statusReason)].filter(
    Boolean,
  );
  const use = list(r.reasonCode).map(conceptText).filter(Boolean);
  const extras: TableExtras = {};
  if (STOPPED.has(status)) extras.status = 'Ceased';
  else if (HELD.has(status)) extras.status = 'Withheld';
  if (why.length) extras.comment = why.join('; ');
  if (use.length) extras.indication = use.join('; ');
  const text =
    [medicine, ...dosing].join(' ') +
    (prn && !/\bprn\b|required|needed/i.test(dosing.join(' ')) ? ' PRN' : '');
  return { text, extras };
}
