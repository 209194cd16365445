/**
 * jsPDF's built-in Helvetica is WinAnsi-encoded: one character outside that set garbles the whole
 * string it sits in. Pasted orders do contain such characters (≤, ≥, →, Greek mu, odd spaces), so
 * every string drawn goes through here first.
 */
const REPLACEMENTS: Record<string, string> = {
  '≤': '<=',
  '≥': '>=',
  '→': '->',
  '←': '<-',
  '≈': '~',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '―': '-',
  μ: 'µ', // Greek mu to the micro sign, which WinAnsi has
  '\u2009': ' ',
  '\u202f': ' ',
  '\u200b': '',
  '\ufeff': '',
};

/** The 0x80-0x9F block of Windows-1252, which WinAnsi shares, beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const inWinAnsi = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    code === 0x0a ||
    WIN_ANSI_EXTRA.has(ch)
  );
};

export function pdfText(input: string): string {
  let out = '';
  for (const ch of input.replace(/\t/g, ' ').replace(/\r\n?/g, '\n')) {
    const mapped = REPLACEMENTS[ch] ?? ch;
    for (const c of mapped) {
      if (inWinAnsi(c)) out += c;
      else {
        // Accented letters outside Latin-1 lose only their accent; anything else becomes '?'.
        const base = c.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
        out += [...base].every(inWinAnsi) && base ? base : '?';
      }
    }
  }
  return out;
}
