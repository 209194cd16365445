/**
 * A list grouped by kind of medicine: a heading names a therapeutic class, often led by its ATC code
 * ('C07 BETA BLOCKING AGENTS', 'N02 Analgesics', 'M01A Anti-inflammatory products'), and a group of
 * stopped medicines carries the status ('M01 ANTI-INFLAMMATORY AND ANTIRHEUMATIC PRODUCTS (CEASED)',
 * 'Anticoagulants - withheld'). With a status such a heading was read as a stopped medicine named
 * "Anti-inflammatory Products"; without one, as a line not read. It is a heading: the status, when
 * written, sets a stop section for the lines under it. Only a line naming a kind of medicine ('agents',
 * 'preparations', 'inhibitors'...) qualifies, with or without a code, and never one naming a medicine: an
 * unknown name with '(ceased)' stays a stopped order the reader warns about.
 */
import { CLASS_LABEL_WORDS } from './class-label';
import { SECTION_MAP } from './headings';
import { namesMedicine } from './non-order';
import type { Section } from './types';

// An ATC code of level 2 to 5 (anatomical group letter, two digits, up to two letters and two digits).
const ATC_CODE = /^[ABCDGHJLMNPRSV]\d{2}(?:[A-Z]{1,2}(?:\d{2})?)?\s+/;
// The words of a class name: letters, hyphens, '&', commas and slashes; no figure.
const CLASS_WORDS = /^[A-Za-z][A-Za-z\-&,/' ]*[A-Za-z]$/;
// Nouns that make a phrase a kind of medicine rather than a medicine.
const CLASS_NOUNS =
  /\b(?:agents?|products?|preparations?|drugs?|inhibitors?|blockers?|antagonists?|agonists?|analgesics?|diuretics?|antibiotics?|antibacterials?|anticoagulants?|antithrombotics?|antiplatelets?|laxatives?|antiemetics?|antidepressants?|antipsychotics?|antiepileptics?|anticonvulsants?|anxiolytics?|hypnotics?|sedatives?|vitamins?|supplements?|hormones?|corticosteroids?|statins?|bisphosphonates?|nitrates?|opioids?|insulins?|antidiabetics?|antihypertensives?|antacids?|antihistamines?|antivirals?|antifungals?|antimicrobials?|anti-?infectives?|psycholeptics?|psychoanaleptics?|derivatives?|therapy|therapies)\b/i;
const CLASS_LABELS = new Set(CLASS_LABEL_WORDS.map((w) => w.toLowerCase()));
// The status written after the class: '(CEASED)', '- withheld', ': stopped'.
const HAS_DIGIT = /\d/;
const STATUS_AFTER = /(?:\s*\(\s*([a-z]+)\s*\)|\s+[-–—:]\s*([a-z]+))\s*:?$/i;

export interface ClassHeading {
  section: Section | null;
}

/** A class heading and the stop section its status sets (null when it has none); null when not one. */
export function readClassHeading(text: string): ClassHeading | null {
  let t = text.trim().replace(/:$/, '');
  const code = ATC_CODE.exec(t);
  if (code) t = t.slice(code[0].length);
  // The class words allow no figure, and a status after them has none: a line with one (any order with its
  // dose) is no class heading, and the status pattern, tried from every character, is not run.
  if (HAS_DIGIT.test(t)) return null;
  let section: Section | null = null;
  const status = STATUS_AFTER.exec(t);
  if (status) {
    const s = SECTION_MAP.get((status[1] ?? status[2])!.toLowerCase());
    if (s !== 'ceased' && s !== 'withheld') return null;
    section = s;
    t = t.slice(0, status.index).trim();
  }
  if (!CLASS_WORDS.test(t)) return null;
  // A kind of medicine named, code or not: 'B12 injection (ceased)' has a code's shape and is a medicine stopped.
  const isClass = CLASS_NOUNS.test(t) || CLASS_LABELS.has(t.toLowerCase());
  // The whole line too: 'B12 injection (ceased)' is vitamin B12 stopped, not a class coded B12.
  if (!isClass || namesMedicine(t) || namesMedicine(text)) return null;
  // Without a code or a status, a bare class word is already a title elsewhere: only coded ones here.
  if (!code && !section) return null;
  return { section };
}
