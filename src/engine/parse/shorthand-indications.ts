/**
 * Indications a clinician writes in shorthand that a patient cannot read: a laboratory value ('for K 6.3',
 * 'Na 126', 'Mg 0.5') and an acronym the plain-words list does not know ('HE secondary prevention'). A lab
 * value becomes the plain condition it shows ('High potassium') when its reference range says which way
 * it is out; an unknown acronym makes the stated words a note beside the medicine's usual indication
 * (reconcile/indication.ts), never the indication on their own.
 */

/** Common results with their usual adult reference ranges, and the plain name of what they measure. */
const LABS: Array<{ re: RegExp; low: number; high: number; plain: string }> = [
  { re: /^(?:k\+?|potassium|serum k)$/i, low: 3.5, high: 5.2, plain: 'potassium' },
  { re: /^(?:na\+?|sodium|serum na)$/i, low: 135, high: 145, plain: 'sodium' },
  { re: /^(?:mg|mg2\+|magnesium)$/i, low: 0.7, high: 1.1, plain: 'magnesium' },
  { re: /^(?:ca|ca2\+|corr(?:ected)? ca|calcium)$/i, low: 2.1, high: 2.6, plain: 'calcium' },
  { re: /^(?:po4|phos|phosphate)$/i, low: 0.75, high: 1.5, plain: 'phosphate' },
  { re: /^(?:bsl|bgl|glucose|blood sugar)$/i, low: 4, high: 11, plain: 'blood sugar' },
  { re: /^(?:hb|haemoglobin|hemoglobin)$/i, low: 115, high: 175, plain: 'haemoglobin' },
  { re: /^(?:ferritin)$/i, low: 30, high: 500, plain: 'iron stores' },
  { re: /^(?:urate|uric acid)$/i, low: 0.15, high: 0.45, plain: 'uric acid' },
  { re: /^(?:tsh)$/i, low: 0.4, high: 4, plain: 'thyroid hormone' },
];
// 'K 6.3', 'K+ of 6.3', 'Na=126', 'high K (6.3)', 'Mg 0.5 mmol/L'; the whole indication is the result.
const LAB_VALUE =
  /^(?:(?:high|low|raised|elevated)\s+)?([a-z][a-z0-9+ ]{0,14}?)\s*(?:\(|:|=|\bof\b|\bwas\b|\bis\b)?\s*(\d+(?:\.\d+)?)\s*\)?\s*(?:mmol\/l|g\/l|ug\/l|mu\/l|miu\/l)?\s*$/i;

/**
 * The plain condition a lab value written as the indication shows ('K 6.3' -> 'High potassium'), '' for
 * a value in range, or null when the text is not a result this list knows.
 */
export function labIndication(text: string): string | null {
  const m = LAB_VALUE.exec(text.trim());
  if (!m) return null;
  const lab = LABS.find((l) => l.re.test(m[1]!.trim()));
  if (!lab) return null;
  const v = Number(m[2]);
  if (v > lab.high) return `High ${lab.plain}`;
  if (v < lab.low) return `Low ${lab.plain}`;
  return '';
}

/**
 * True when the indication, in mixed case, still holds an acronym after the plain-words list expanded the
 * ones it knows ('HE secondary prevention'); all-capital text ('ITCH') is a shouted word, not an acronym.
 */
export function hasUnknownAcronym(text: string, known: (word: string) => boolean): boolean {
  if (!/[a-z]/.test(text)) return false;
  for (const m of text.replace(/\([^)]*\)/g, ' ').matchAll(/(?<![\w-])[A-Z]{2,5}(?![\w-])/g))
    if (!known(m[0])) return true;
  return false;
}
