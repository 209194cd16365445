/**
 * A fast sample of the layout-variant harness (tests/layout-variants; the whole of it is
 * `npm run test:layouts`): a few cases the engine gets right, each re-laid out by a few transforms, must
 * come out right or with every problem flagged; never silent.
 */
import { describe, expect, it } from 'vitest';
import { allCases, checkCaseVariant, checkVariant, rightCases } from '../layout-variants/harness';
import { TRANSFORMS } from '../layout-variants/transforms';
import { STRUCTURE_TRANSFORMS } from '../layout-variants/transforms-structure';

const SAMPLE_TRANSFORMS = [
  'gutter-pipe',
  'gutter-l',
  'bullet-arrow',
  'md-bold',
  'crlf',
  'smart-punct',
  'title-footer',
  'heading-caps',
  // Pasted layouts (tests/layout-variants/transforms-pasted.ts), each 0 silent on the sample.
  'quote-reply',
  'audit-stamp',
  'letter-upper',
  'no-number',
  'key-equals',
  'tsv-header',
  'wrap-72-hanging',
  'fullwidth-digits',
  'comma-nospace',
  'bullet-hyphen',
];
// One case of each kind of document: a numbered ward list, an EMR export, a letter, a chart.
const SAMPLE_CASES = ['dev-003', 'dev-010', 'blind14-003', 'blind16-001', 'h4-005', 'blind20-003'];

describe('layout variants (a sample)', () => {
  // The shared worked cases (dev-*) are there only when ../shared is (tests/helpers/shared-data.ts).
  const sample = allCases().filter((c) => SAMPLE_CASES.includes(c.id));
  const cases = rightCases(sample);
  it('finds the sample cases right as written', () => {
    expect(cases.length).toBeGreaterThanOrEqual(sample.length - 1);
  });
  for (const t of TRANSFORMS.filter((x) => SAMPLE_TRANSFORMS.includes(x.id)))
    it(`${t.id}: ${t.what}: no case silent`, () => {
      const silent = cases
        .map((c) => checkVariant(c, t))
        .filter((r) => r.outcome === 'silent')
        .map((r) => `${r.id}: ${r.findings.map((f) => f.problem).join('; ')}`);
      expect(silent).toEqual([]);
    });
});

// The restructurings (transforms-structure.ts) read by a reader of their own; each declines a case it cannot
// write exactly, so only the variants it writes are checked.
const STRUCTURE_SAMPLE = ['status-board', 'continue-yn', 'blocks-reordered', 'by-reference'];
const STRUCTURE_CASES = ['dev-004', 'dev-018', 'dev-010', 'dev-012'];
describe('restructured lists (a sample)', () => {
  const cases = rightCases(allCases().filter((c) => STRUCTURE_CASES.includes(c.id)));
  for (const t of STRUCTURE_TRANSFORMS.filter((x) => STRUCTURE_SAMPLE.includes(x.id)))
    it(`${t.id}: ${t.what}: no case silent`, () => {
      const silent = cases
        .map((c) => [c, t.applyCase(c)] as const)
        .filter(([, v]) => v)
        .map(([c, v]) => checkCaseVariant(c.id, v!))
        .filter((r) => r.outcome === 'silent')
        .map((r) => `${r.id}: ${r.findings.map((f) => f.problem).join('; ')}`);
      expect(silent).toEqual([]);
    });
});
