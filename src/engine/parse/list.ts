/**
 * parseList: a pasted list -> lines (orders, headings, ignored noise, unreadable) with the section
 * context each heading sets. A line that only continues the order above it ('then 5 mg daily',
 * '(for pain)') is joined to that order, so nothing is dropped or read out of context.
 */
import { classifyLine } from './headings';
import { splitLines } from './lines';
import { lookup } from './lookup';
import { parseOrder, type OrderInput } from './order';
import type { ListName, ParsedLine, ParsedList, ParsedOrder, Section } from './types';

const CONTINUATION_RE = /^(?:then|and then|and|or|\(|max(?:imum)?\b|for\s|with\s|prn\b|when required|as required|as needed|if\s|until\b|take\s|give\s|apply\s|reduc|increas|wean|taper|dose\s)/i;

export function parseList(text: string, list: ListName): ParsedList {
  const lines: ParsedLine[] = [];
  const orders: ParsedOrder[] = [];
  const warnings: string[] = [];
  let section: Section | null = null;
  let last: { order: ParsedOrder; input: OrderInput; index: number } | null = null;

  for (const l of splitLines(text)) {
    const base = { list, line: l.line, raw: l.raw };
    if (!l.text) {
      lines.push({ ...base, kind: 'blank' });
      continue;
    }
    if (l.tableHeader) {
      lines.push({ ...base, kind: 'ignored', note: 'table header' });
      continue;
    }
    const cls = classifyLine(l.text);
    if (cls?.kind === 'heading') {
      section = cls.section;
      lines.push({ ...base, kind: 'heading', section: section ?? undefined, note: cls.note });
      last = null;
      continue;
    }
    if (cls?.kind === 'ignored') {
      lines.push({ ...base, kind: 'ignored', note: cls.note });
      continue;
    }
    if (last && isContinuation(l.text)) {
      const input: OrderInput = { ...last.input, text: `${last.input.text}, ${l.text}` };
      const merged = parseOrder(input);
      if (merged) {
        merged.lines = [...last.order.lines, l.line];
        merged.rawLines = [...(last.order.rawLines ?? [last.order.raw]), l.raw];
        orders[last.index] = merged;
        const owner = lines.find((x) => x.order === last!.order);
        if (owner) owner.order = merged;
        last = { order: merged, input, index: last.index };
        lines.push({ ...base, kind: 'continuation', section: section ?? undefined, note: `continues line ${merged.line}` });
        continue;
      }
    }
    const input: OrderInput = { list, line: l.line, raw: l.raw, text: l.text, section, extras: l.extras };
    const order = parseOrder(input);
    if (order) {
      orders.push(order);
      lines.push({ ...base, kind: 'order', section: section ?? undefined, order });
      last = { order, input, index: orders.length - 1 };
    } else {
      lines.push({ ...base, kind: 'unreadable', section: section ?? undefined });
      warnings.push(`Could not read line ${l.line}: "${l.raw.trim()}" (${list} list)`);
      last = null;
    }
  }
  return { list, lines, orders, warnings };
}

function isContinuation(text: string): boolean {
  if (!CONTINUATION_RE.test(text)) return false;
  const first = text.replace(/^[(\s]+/, '').split(/\s+/).slice(0, 3).join(' ');
  return !/^[a-z]{4,}/i.test(first) || !lookup(first) || /^(?:then|and|or|max|for|with|prn|when|as|if|until|take|give|apply|dose)\b/i.test(first);
}
