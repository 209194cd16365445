/**
 * Fullwidth digits and Latin letters ('５００ｍｇ', typed on a Chinese, Japanese or Korean keyboard) are the
 * ASCII ones in another width: NFKC folds them, and a reader that does not sees no number at all, so an
 * order lost its strength and dose silently. Only digits, Latin letters and the signs of a figure ('．',
 * '／', '％' between or after digits) are folded; fullwidth brackets and commas stay, as other-script.ts
 * reads them as part of a run of another script.
 */

const FULLWIDTH =
  /[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]|(?<=[\d\uff10-\uff19])[\uff0e\uff0f\uff05]/g;
const ANY_FULLWIDTH = /[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]/;

/** The text with fullwidth digits, Latin letters and figure signs in ASCII; other text as written. */
export function asciiWidth(s: string): string {
  if (!ANY_FULLWIDTH.test(s)) return s;
  return s.replace(FULLWIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

// A PDF's typeset ligatures ('ﬁ' in 'Conﬁrmed', 'ﬂ' in 'ﬂuticasone') are two or three letters each; read as
// a sign they cut the word in two. NFKC folds them back to their letters.
const LIGATURE = /[\ufb00-\ufb06]/g;

/** The text with typeset Latin ligatures spelled out in their letters. */
export function withoutLigatures(s: string): string {
  return s.replace(LIGATURE, (c) => c.normalize('NFKC'));
}
