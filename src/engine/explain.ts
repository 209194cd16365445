/**
 * `--explain`: how the engine read each line, for a person checking it or adding a rule. Per line:
 * the rule that decided its kind, its tokens with their lexicon kinds, the rules that read its
 * order(s) and what each dosing token became (the field of the order that consumed it, or NOT READ
 * when none did: those parts are the row's 'Part of line N not understood' warnings).
 */
import type { ReconcileRequest } from '../shared/reconcile';
import { normaliseTrace } from './lexicon/normalise';
import { DOSING_KINDS, tokenize } from './lexicon/tokens';
import { accountTokens } from './parse/accounting';
import { parseList } from './parse/list';
import type { ParsedLine, ParsedOrder } from './parse/types';

function explainOrder(o: ParsedOrder): string[] {
  const uses = accountTokens(o);
  const became = uses
    .filter((u) => DOSING_KINDS.has(u.token.kind) || (u.field && u.field !== '-'))
    .map((u) => `${u.token.text} -> ${u.field === '' ? 'NOT READ' : u.field}`);
  return [
    `    order: ${o.displayName}${o.prn ? ' (when required)' : ''}${o.status ? ` [${o.status.kind}]` : ''}`,
    `    rules: ${o.trace.join(' > ')}`,
    `    became: ${became.join('; ') || '-'}`,
  ];
}

function explainLine(l: ParsedLine, text: string): string[] {
  const out = [
    `  line ${l.line} [${l.rule ?? l.kind}] ${l.kind}${l.note ? ` (${l.note})` : ''}: ${l.raw.trim()}`,
  ];
  if (l.kind === 'blank') return out;
  const respelled = normaliseTrace(text);
  if (respelled.length) out.push(`    respelled: ${respelled.join(', ')}`);
  out.push(
    `    tokens: ${tokenize(text)
      .map((t) => `${t.text}:${t.kind}`)
      .join('  ')}`,
  );
  for (const o of l.orders ?? (l.order ? [l.order] : [])) out.push(...explainOrder(o));
  return out;
}

/** The explanation of both lists of a request, as text. */
export function explainRequest(request: ReconcileRequest): string {
  const out: string[] = [];
  for (const [list, text] of [
    ['admission', request.admissionOrders],
    ['discharge', request.dischargeOrders],
  ] as const) {
    out.push(`${list} list`);
    const rawLines = text.split(/\r\n|\r|\n/);
    for (const l of parseList(
      text,
      list,
      list === 'discharge' ? request.admissionOrders : undefined,
    ).lines)
      out.push(...explainLine(l, rawLines[l.line - 1] ?? l.raw));
  }
  return `${out.join('\n')}\n`;
}
