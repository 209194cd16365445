/**
 * Line breaking for the PDF tables: at spaces only (and, when space is short, after a slash
 * between two words), never inside a word. Measured with the document's own font metrics.
 */

/** Width in points of `text` in Helvetica (bold or not) at `size`, from the document's metrics. */
export type Measure = (text: string, bold: boolean, size: number) => number;

/** A piece a line may end after, and whether a space comes before it. */
interface Token {
  text: string;
  space: boolean;
}

/**
 * The pieces a line may break between: words (runs between spaces), and, when `slash` is set,
 * the parts of a word joined by a slash between letters ('microgram/' and 'dose'). Never inside.
 */
export function tokens(paragraph: string, slash = false): Token[] {
  const key = `${slash ? 's' : 'w'}|${paragraph}`;
  let out = tokenCache.get(key);
  if (!out) {
    out = paragraph
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((word) =>
        (slash ? word.split(/(?<=\p{L}\/)(?=\p{L})/u) : [word]).map((text, i) => ({
          text,
          space: i === 0,
        })),
      );
    if (tokenCache.size > 5000) tokenCache.clear();
    tokenCache.set(key, out);
  }
  return out;
}
// The layout wraps the same cells at many widths while it sizes the columns.
const tokenCache = new Map<string, Token[]>();

/** Greedy wrap at the token breaks; a piece wider than the line stays whole (the caller sized it). */
export function wrapText(text: string, fits: (line: string) => boolean, slash = false): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const t of tokens(paragraph, slash)) {
      const next = line ? `${line}${t.space ? ' ' : ''}${t.text}` : t.text;
      if (!line || fits(next)) line = next;
      else {
        out.push(line);
        line = t.text;
      }
    }
    out.push(line);
  }
  // A cell of blank paragraphs is one empty line, not several.
  return out.every((l) => !l) ? [''] : out;
}

/** Measures each text once: the layout tries many widths, and the same words come back. */
export function memoMeasure(measure: Measure): Measure {
  const seen = new Map<string, number>();
  return (text, bold, size) => {
    const key = `${bold ? 'b' : 'n'}${size}|${text}`;
    let w = seen.get(key);
    if (w === undefined) seen.set(key, (w = measure(text, bold, size)));
    return w;
  };
}
