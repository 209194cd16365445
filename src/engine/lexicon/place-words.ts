/**
 * Words that name a place or a service, never a medicine: a document's title or header ('AVONLEA LODGE -
 * PM SHIFT HANDOVER', 'VIRTUAL HOSPITAL - DAILY SUMMARY', 'Heart Failure Unit'). A name the medicines list
 * does not know that holds one of them is a facility, a ward or a service: the line is reported as not
 * read, never made a medicine row or a ceased entry (parse/junk-names.ts, parse/line-rules-orders.ts).
 */
export const PLACE_WORDS: ReadonlySet<string> = new Set([
  'hospital',
  'hospitals',
  'hospice',
  'lodge',
  'clinic',
  'clinics',
  'centre',
  'center',
  'unit',
  'ward',
  'wards',
  'department',
  'dept',
  'service',
  'services',
  'practice',
  'pharmacy',
  'chemist',
  'village',
  'manor',
  'hostel',
  'residence',
  'residential',
  'facility',
  'nursing',
  'aged',
  'home',
  'homes',
  'outpatients',
  'outpatient',
  'inpatient',
  'icu',
  'hdu',
  'ccu',
  'ambulance',
]);

/** True when a name the medicines list does not know holds a word that names a place or a service. */
export function isPlaceName(name: string): boolean {
  const words = name.toLowerCase().match(/[a-z]+/g);
  return !!words && words.length <= 6 && words.some((w) => PLACE_WORDS.has(w));
}
