/**
 * One status line over several medicines: 'Ceased (comfort care, unable to swallow): metoclopramide,
 * atorvastatin, perindopril', 'Withheld: ramipril and spironolactone (AKI)', 'STOPPED - aspirin,
 * clopidogrel'. Each medicine named is its own stop order with the shared reason. Only when every item
 * is a medicine the knowledge base knows (so 'Withheld: perindopril, low BP, GP to review' stays one
 * order with its reason).
 */
import { isOrderLine, hasOrderSignal } from './order-signal';
import { readName } from './name';
import { cleanReason, kindOfWord } from './status';
import type { OrderStatus } from './types';

// 'Ceased (comfort care): a, b', 'Ceased – no longer of benefit: a, b': a reason in brackets or after a dash, then the list.
// 'Stopped today:', 'Ceased on admission -', 'Withheld 12/09:': when it happened is not a reason nor a medicine.
const WHEN = String.raw`(?:\s+(?:today|yesterday|now|this (?:admission|visit|morning)|on admission|in hospital|on (?:the )?ward|during (?:this )?admission|(?:on )?\d{1,2}\/\d{1,2}(?:\/\d{2,4})?))?`;
// 'Please note - stopped: Endone, diazepam': a note's lead before the status line.
const NOTE_LEAD = String.raw`(?:(?:please\s+)?note|nb|n\.b\.)\s*(?:[-–—:,]\s*)?`;
const HEAD = new RegExp(
  String.raw`^(?:${NOTE_LEAD})?(ceased|cease|stopped|stop|discontinued|discontinue|deprescribed|withheld|withhold|held|hold|on hold|suspended|suspend)(?:\s+(?:medications?|medicines?|meds|drugs))?${WHEN}\s*(?:\(([^)]*)\)|\s[-–—]\s*([^:()]+?)(?=\s*:))?\s*(?::|\s[-–—])\s*(.+)$`,
  'i',
);
// 'CEASE metformin & sitagliptin (BSL 5-7 off agents)', 'Stop aspirin and clopidogrel - bleeding': the stop
// word then the medicines with no mark between (group 5 says so); every item must still be a known medicine.
const SPACED_HEAD = new RegExp(
  String.raw`^(?:${NOTE_LEAD})?(cease|stop|discontinue|withhold|hold|suspend|ceased|stopped|discontinued|withheld|suspended)()()\s+(?!(?:taking|all|your|the|if|when|while|whilst|until|for|on|at|after|before|from|in)\b)((?=[a-z])(.+))$`,
  'i',
);
const CONTINUE_ALL =
  /^continue(?:\s+(?:taking|with))?(?:\s+(?:all|your|the|usual|regular|other|current|same|of))*(?:\s+(?:tablets|medicines|medications|meds|capsules|inhalers))?\s*(?:\(([^)]+)\)|:\s*(?=\S)([^()]+?))\s*\.?$/i;
// Several medicines, then ':' or a dash and a no-change status, maybe their orders in a bracket after it.
const GROUP_UNCHANGED =
  /^([^:()]{3,60}?)\s*(?::|\s[-–—])\s*(?:continue(?:\s+(?:unchanged|as\s+before|the\s+same))?|no\s+changes?|unchanged|keep\s+taking(?:\s+as\s+before)?|same\s+as\s+before)\s*(?:\(([^()]+)\))?\s*\.?$/i;
// Several medicines, then their stop word and its reason ('Ramipril and amlodipine withheld (low BP).').
const STOP_AFTER =
  /^([^:()]{3,80}?)\s+(?:(?:have been|has been|were|are|both|all|to be)\s+)?(ceased|stopped|discontinued|withheld|held|on hold|suspended)(?:\s+(?:today|for now|on discharge))?\s*(?:\(([^()]*)\)|[-–—:,]\s*(.+?))?\s*\.?$/i;
// A reason after the list: '... (AKI)' or '... - bleeding risk'.
const TAIL_REASON = /\s*(?:\(([^)]*)\)|\s[-–—]\s+(.+))$/;
const ITEM_SPLIT = /\s*(?:,|;|\s&\s|\s\+\s|\band\b)\s*/i;

export interface StatusList {
  status: OrderStatus;
  items: string[];
  /** Each item's own reason, when each writes one in brackets ('Endone (replaced by tapentadol), diazepam (sedation)'). */
  reasons?: string[];
}

// Every reading below needs one of its status words (a stop, a hold, continue, no change, keep taking, same as
// before); a line with none (most order lines) is no status list, and the slower patterns are not run.
const ANY_STATUS_WORD =
  /ceas|stop|discontinu|deprescrib|withh|held|hold|suspend|continu|change|keep\s+taking|same\s+as\s+before/i;

/** The medicines and the shared status of a status line over two or more medicines; null otherwise. */
export function readStatusList(text: string): StatusList | null {
  if (!ANY_STATUS_WORD.test(text)) return null;
  const c = /^continue/i.test(text) ? CONTINUE_ALL.exec(text.trim()) : null;
  if (c) {
    // 'Continue all your usual tablets (irbesartan, metformin, aspirin, vitamin D).': each one goes on as before.
    const items = (c[1] ?? c[2]!)
      .split(ITEM_SPLIT)
      .map((s) => s.trim())
      .filter(Boolean);
    if (items.length < 2 || !items.every(isMedicineItem)) return null;
    return {
      status: { kind: 'continued', word: 'Continue', reason: '', fromHeading: false },
      items,
    };
  }
  const g = GROUP_UNCHANGED.exec(text.trim());
  if (g) {
    // 'Bisoprolol and ramipril: no change', 'Usual heart tablets - unchanged (bisoprolol 5 mg mane, ramipril
    // 5 mg daily)': the medicines named before the status, or in the bracket after it, each go on as before.
    const items = (g[2] ?? g[1]!)
      .split(ITEM_SPLIT)
      .map((s) => s.trim())
      .filter(Boolean);
    if (items.length >= 2 && items.every(isMedicineItem))
      return {
        status: { kind: 'continued', word: 'Continue', reason: '', fromHeading: false },
        items,
      };
  }
  const after = STOP_AFTER.exec(text.trim());
  if (after) {
    // 'Ramipril and amlodipine withheld (BP 95/50)': the medicines first, then their shared stop and reason.
    const items = after[1]!
      .split(ITEM_SPLIT)
      .map((s) => s.trim())
      .filter(Boolean);
    const kind = kindOfWord(after[2]!.toLowerCase() === 'on hold' ? 'held' : after[2]!);
    // Bare names only: 'Diamicron MR 30mg mane - NEW while metformin and Jardiance withheld' is an order.
    if (
      items.length >= 2 &&
      items.every(isBareName) &&
      (kind === 'ceased' || kind === 'withheld')
    ) {
      const reason = cleanReason((after[3] ?? after[4] ?? '').trim());
      return { status: { kind, word: after[2]!, reason, fromHeading: false }, items };
    }
  }
  const m = HEAD.exec(text.trim()) ?? SPACED_HEAD.exec(text.trim());
  if (!m) return null;
  // 'Cease perindopril + amlodipine': with no mark after the stop word, '+' joins one combination.
  if (m[5] && /\s\+\s/.test(m[4]!)) return null;
  let body = m[4]!.trim();
  let reason = (m[2] ?? m[3])?.trim() ?? '';
  const own = ownReasons(body);
  if (own) {
    const kind = kindOfWord(m[1]!.toLowerCase() === 'on hold' ? 'held' : m[1]!);
    if (kind !== 'ceased' && kind !== 'withheld') return null;
    const status = { kind, word: m[1]!, reason: cleanReason(reason), fromHeading: false };
    return {
      status,
      items: own.map((o) => o.item),
      reasons: own.map((o) => cleanReason(o.reason)),
    };
  }
  const tail = TAIL_REASON.exec(body);
  if (tail && !reason) {
    reason = (tail[1] ?? tail[2] ?? '').trim();
    body = body.slice(0, tail.index);
  }
  const items = body
    .split(ITEM_SPLIT)
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length < 2 || !items.every(isMedicineItem)) return null;
  const word = m[1]!;
  const kind = kindOfWord(word.toLowerCase() === 'on hold' ? 'held' : word);
  if (kind !== 'ceased' && kind !== 'withheld') return null;
  return { status: { kind, word, reason: cleanReason(reason), fromHeading: false }, items };
}

/**
 * 'Endone (replaced by tapentadol IR), diazepam (sedation with opioids)': every item a medicine with its own
 * reason in brackets (which may hold commas or 'and'), or null. The last bracket is then that item's reason,
 * not one shared by the list.
 */
function ownReasons(body: string): Array<{ item: string; reason: string }> | null {
  if (!body.includes('(')) return null;
  const kept: string[] = [];
  const masked = body.replace(/\([^()]*\)/g, (b) => `\uE000${kept.push(b) - 1}\uE000`);
  const items = masked
    .replace(/[.;\s]+$/, '')
    .split(ITEM_SPLIT)
    .map((x) => x.trim())
    .filter(Boolean);
  const out: Array<{ item: string; reason: string }> = [];
  for (const x of items) {
    const m = /^(.*?)\s*\uE000(\d+)\uE000$/.exec(x);
    if (!m || m[1]!.includes('\uE000') || !isMedicineItem(m[1]!)) return null;
    out.push({ item: m[1]!, reason: kept[Number(m[2])]!.slice(1, -1).trim() });
  }
  return out.length >= 2 ? out : null;
}

// 'metformin', 'Lipitor': a known medicine named alone.
function isBareName(item: string): boolean {
  const read = readName(item);
  return !!read?.medicine && !read.rest.trim();
}

// 'metformin', 'Atorvastatin 40 mg', 'Lipitor': a known medicine alone or with its dose.
function isMedicineItem(item: string): boolean {
  const read = readName(item);
  if (!read?.medicine) return false;
  return !read.rest.trim() || isOrderLine(item) || hasOrderSignal(read.rest);
}

/**
 * 'Dexamethasone, pantoprazole, Movicol' under a heading: several medicines named bare on one line, no dose
 * or status of their own, are one order each (they take the heading's section, as one per line would).
 */
export function readBareList(text: string): string[] | null {
  if (!/,|;|\band\b|\s&\s/i.test(text)) return null;
  const items = text
    .replace(/[.;:\s]+$/, '')
    .split(ITEM_SPLIT)
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length < 2) return null;
  return items.every((item) => {
    const read = readName(item);
    return !!read?.medicine && !read.rest.trim();
  })
    ? items
    : null;
}
