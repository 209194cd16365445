/**
 * Short names wards write for a handful of medicines, too short to clip one name of the whole medicines list
 * ('doxy' starts doxycycline and doxylamine) but used for one medicine only by Australian prescribers
 * ('doxy 100 mg daily x 5 days'). Read as that medicine only before a dose, always with the shortened-name
 * warning (kb/clipped.ts). Kept short on purpose: an abbreviation with two common meanings ('pred', 'para',
 * 'hep') is not here.
 */
export const WARD_SHORTHAND: Readonly<Record<string, string>> = {
  doxy: 'doxycycline',
  amox: 'amoxicillin',
  cipro: 'ciprofloxacin',
  vanc: 'vancomycin',
  vanco: 'vancomycin',
  gent: 'gentamicin',
  amio: 'amiodarone',
  frus: 'furosemide',
};
