/**
 * A stop at one site of a medicine that goes on at another ('stop in right eye, continue left eye',
 * 'cease to left knee', 'R ear - ceased'): the contract's site change, not a stop. The clause that
 * stops a site names the site; the clause that goes on ('continue left eye 1 drop BD') is dosing.
 */

// Which side, as written: 'right', 'R', 'Rt', 'left', 'L', 'Lt'.
const SIDE = String.raw`(?:right|left|rt|lt|r|l)\.?`;
// Paired or one-sided body sites a medicine is put on or into.
const PLACE = String.raw`(?:eyes?|ears?|nostrils?|side|arm|leg|knee|hand|foot|hip|shoulder|elbow|wrist|ankle|breast|shin|calf|thigh|heel|foot|buttock|groin|axilla|upper limb|lower limb|limb)`;
const SITE = String.raw`(?:${SIDE}\s*${PLACE}|(?:one|the other|other|affected|that|this)\s+${PLACE})`;
const STOP_VERB = String.raw`(?:stop(?:ped)?|cease[ds]?|discontinue[ds]?|d\/c(?:'?d)?|withh(?:o|e)ld|with-held|held|hold)`;
const ON = String.raw`(?:\s+(?:using|use|applying|drops?|it))?\s*(?:\s(?:in|to|on|into|for|from|at|of)\s+)?(?:the\s+)?`;

// 'stop in right eye', 'cease to L knee only', 'STOPPED R ear'.
const STOP_AT_SITE = new RegExp(String.raw`^${STOP_VERB}${ON}\s*(${SITE})(?:\s+only)?$`, 'i');
// 'R eye - stopped', 'left ear: ceased', 'right knee stopped'.
const SITE_STOPPED = new RegExp(String.raw`^(?:the\s+)?(${SITE})\s*[:\-–—]?\s*${STOP_VERB}$`, 'i');
// 'continue left eye 1 drop BD', 'continue in the left ear', 'cont. to L knee', 'L eye only', 'L eye continue';
// 'continue 1 drop left eye BD': the dose may come before the site.
const GO_ON_AT_SITE = new RegExp(
  String.raw`^(?:(?:continue|cont\.?|keep using|still use|use)(?:\s+(?:using|to use|with))?\s+(?:(?:\d+|one|two)\s*(?:drops?|gtts?)\s+)?(?:(?:in|to|on|into|at)\s+)?(?:the\s+)?(${SITE})|(?:now\s+)?(${SITE})\s+only|(${SITE})\s*[:\-–—]?\s*(?:continue[sd]?|cont\.?|continuing|ongoing)$)\b`,
  'i',
);

/** After a stop word: one site of a body part that has two or more ('in left eye', 'to the R ear'). */
export const AT_ONE_SITE = new RegExp(
  String.raw`^\s*(?:in|to|into|on|for|from|at)\s+(?:the\s+)?${SITE}\b`,
  'i',
);

// '... left eye no longer needed', '1 drop R ear - stopped': the stop told of the site just before it.
const SITE_BEFORE = new RegExp(String.raw`(?:^|\s)${SITE}\s*[:\-–—]?\s*$`, 'i');

/** True when text ends with one site of a body part ('left eye'): a stop after it stops only that site. */
export const endsWithSite = (text: string): boolean => SITE_BEFORE.test(text);

const WORDS: Record<string, string> = { r: 'right', rt: 'right', l: 'left', lt: 'left' };

/** The site in plain words: 'R eye' -> 'right eye'. */
function siteWords(site: string): string {
  const [side, ...rest] = site.toLowerCase().replace(/\./g, '').split(/\s+/);
  if (rest.length === 0) {
    // 'Reye' is never written; 'R eye' always has its space (SIDE\s*PLACE allows none: 'Leye').
    const m = /^(right|left|rt|lt|r|l)(.+)$/.exec(side!);
    return m ? `${WORDS[m[1]!] ?? m[1]} ${m[2]}` : side!;
  }
  return `${WORDS[side!] ?? side} ${rest.join(' ')}`;
}

/** The site a stop clause stops ('right eye'); null when the clause stops the whole medicine. */
export function readSiteStop(clause: string): string | null {
  const t = clause.trim().replace(/[.;,]+$/, '');
  const m = STOP_AT_SITE.exec(t) ?? SITE_STOPPED.exec(t);
  return m ? siteWords(m[1]!) : null;
}

/** The site a clause goes on at ('continue left eye 1 drop BD' -> 'left eye'); the clause is dosing. */
export function siteGoingOn(clause: string): string | null {
  const m = GO_ON_AT_SITE.exec(clause.trim());
  return m ? siteWords((m[1] ?? m[2] ?? m[3])!) : null;
}

/** The place a site is 'in' (an eye, an ear, a nostril) or 'on' (a limb, a side). */
export const sitePreposition = (site: string): string =>
  /\b(?:eyes?|ears?|nostrils?)$/.test(site) ? 'in' : 'on';
