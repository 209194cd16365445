/**
 * A word list as one regular expression factored by shared beginnings ('before the meal', 'before
 * breakfast' -> 'before\s+(?:the\s+meal|breakfast)'). A flat alternation of hundreds of phrases makes
 * the regular-expression engine try every phrase at every position; the factored one reads each
 * character once per branch. Longer words are tried first, as in a flat list sorted longest first:
 * at one position the words that match all lie on one path of the tree (siblings differ in their next
 * character), and an optional tail is greedy, so the longest matching word is tried before its prefixes.
 */

interface TrieNode {
  end: boolean;
  /** The longest word below, to try the longer branches first. */
  longest: number;
  next: Map<string, TrieNode>;
}

const SPACE = String.raw`\s+`;
const SPECIAL = '.*+?^${}()|[]\\/';

function emit(node: TrieNode): string {
  const branches = [...node.next.entries()]
    .sort((a, b) => b[1].longest - a[1].longest)
    .map(([piece, child]) => piece + emit(child));
  if (branches.length === 0) return '';
  const body = branches.join('|');
  if (node.end) return `(?:${body})?`;
  return branches.length === 1 ? body : `(?:${body})`;
}

/** The words as one group, longest first; special characters escaped, a space any run of white space. */
export function factoredAlternation(words: Iterable<string>): string {
  const root: TrieNode = { end: false, longest: 0, next: new Map() };
  for (const word of new Set(words)) {
    let node = root;
    node.longest = Math.max(node.longest, word.length);
    // Each character escaped (by code point, so a surrogate pair stays whole), a space any run of white space.
    for (const ch of word) {
      const piece = ch === ' ' ? SPACE : SPECIAL.includes(ch) ? `\\${ch}` : ch;
      let child = node.next.get(piece);
      if (!child) node.next.set(piece, (child = { end: false, longest: 0, next: new Map() }));
      child.longest = Math.max(child.longest, word.length);
      node = child;
    }
    node.end = true;
  }
  return `(?:${emit(root)})`;
}
