/**
 * Pairing admission orders with discharge orders of the same active ingredient(s). Duplicates pair
 * sensibly: regular with regular and PRN with PRN first, then the same strength, release form and
 * route; only what is left pairs across regular/PRN. Stop lines on the discharge list ('Aspirin -
 * ceased') take the admission order they stop.
 */
import { isDoseScale } from '../parse/dose-scale';
import { isStopping } from '../parse/status';
import type { ParsedOrder } from '../parse/types';
import { doseQ, sameDose, sameStrength } from './dose';
import { isModifiedRelease, sameSite } from './formulation';
import { restatedOrders } from './restated';
import { stoppedForProcedure } from './stopped-before';
import { editDistance } from './edit-distance';
import { allowedEdits } from '../kb/fuzzy';

export interface Pairing {
  /** Every active discharge order, in list order, with the admission order it continues (if any). */
  rows: Array<{ dis: ParsedOrder; adm?: ParsedOrder; duplicates?: ParsedOrder[] }>;
  /** Admission orders not continued and discharge lines that stop a medicine. */
  ceased: Array<{ adm?: ParsedOrder; dis?: ParsedOrder; also?: ParsedOrder[] }>;
  warnings: string[];
}

function score(a: ParsedOrder, d: ParsedOrder): number {
  let s = a.prn === d.prn ? 100 : 0;
  if (a.strength && d.strength && sameStrength(a.strength, d.strength)) s += 10;
  const qa = doseQ(a.amount, a.strength);
  const qd = doseQ(d.amount, d.strength);
  if (qa && qd && sameDose(qa, qd)) s += 5;
  if (isModifiedRelease(a) === isModifiedRelease(d)) s += 4;
  if (a.route && a.route === d.route) s += 2;
  if (a.timing.slots.join() === d.timing.slots.join()) s += 1;
  return s;
}

/** Names of medicines the KB does not know pair when they are the same or one or two letters apart. */
function sameKey(a: ParsedOrder, d: ParsedOrder): boolean {
  if (a.key === d.key) return true;
  if (byBrand(a, d)) return true;
  if (!a.key.startsWith('unknown:') || !d.key.startsWith('unknown:')) return false;
  const x = a.key.slice(8);
  const y = d.key.slice(8);
  return x.length >= 5 && y.length >= 5 && editDistance(x, y) <= 2;
}

const plainName = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * 'Movox 100mg nocte' on one list and 'Fluvoxamine (Movox) 100 mg nocte' on the other: a name the KB does not
 * know, written on the other list as the brand of a medicine it knows, is that medicine (said in a warning).
 */
function brandWritten(unknown: ParsedOrder, known: ParsedOrder): boolean {
  if (!unknown.unknownMedicine || !known.medicine || !known.brand) return false;
  const written = plainName(unknown.nameText);
  return written.length >= 4 && written === plainName(known.brand);
}

/**
 * 'Eutroxsta 100 mcg mane' on one list and 'Levothyroxine 100 microgram mane' on the other: a name the KB does not
 * know, one or two letters from a brand of the medicine the other list names (two only from nine letters, as the
 * contract's misspellings), is that brand misspelt. The lookup alone allows a brand one letter (brands sit near
 * other words); the other list naming the same medicine is what makes two safe. Said in a warning.
 */
function misspeltBrand(unknown: ParsedOrder, known: ParsedOrder): string | null {
  if (!unknown.unknownMedicine || !known.medicine?.brands) return null;
  const written = plainName(unknown.nameText);
  if (written.length < 6 || written.includes(' ')) return null;
  const max = allowedEdits(written.length);
  for (const brand of known.medicine.brands) {
    const b = plainName(brand);
    if (b[0] !== written[0] || Math.abs(b.length - written.length) > max) continue;
    if (editDistance(written, b) <= Math.min(max, allowedEdits(b.length))) return brand;
  }
  return null;
}

const byBrand = (a: ParsedOrder, d: ParsedOrder): boolean =>
  brandWritten(a, d) || brandWritten(d, a) || !!misspeltBrand(a, d) || !!misspeltBrand(d, a);

/** The warning for each pair made by a brand the other list writes (brandWritten) or names (misspeltBrand). */
function brandWarnings(pairs: Array<[ParsedOrder | undefined, ParsedOrder | undefined]>): string[] {
  const out: string[] = [];
  for (const [a, d] of pairs) {
    if (!a || !d || a.key === d.key) continue;
    const [u, k] = a.unknownMedicine ? [a, d] : [d, a];
    if (brandWritten(u, k))
      out.push(
        `"${u.nameText}" (${u.list} line ${u.line}) is not in the medicines list: read as ${k.medicine!.name}, the medicine ${k.list} line ${k.line} writes it as the brand of - check`,
      );
    else {
      const brand = misspeltBrand(u, k);
      if (brand)
        out.push(
          `"${u.nameText}" (${u.list} line ${u.line}) is not in the medicines list: read as ${brand} (${k.medicine!.name}) misspelt, the medicine ${k.list} line ${k.line} names - check`,
        );
    }
  }
  return out;
}

const isPatch = (o: ParsedOrder) => o.form === 'patch' || o.route === 'transdermal';
/**
 * A regular patch against a when-required oral or buccal product of the same medicine (a nicotine patch and
 * PRN lozenges, a fentanyl patch and breakthrough lozenges): two products, never one order changed. Left
 * unpaired, the stop and the new order are each warned by the same-medicine nets (unpaired-mentions.ts).
 */
const otherProduct = (a: ParsedOrder, d: ParsedOrder): boolean =>
  a.prn !== d.prn && isPatch(a) !== isPatch(d);

export function pairOrders(admission: ParsedOrder[], discharge: ParsedOrder[]): Pairing {
  const warnings: string[] = [];
  // 'Jardiance - stopped 3 days pre-op': paused for a procedure, still a current medicine to pair.
  const admActive = admission.filter((o) => o.status?.kind !== 'ceased' || stoppedForProcedure(o));
  // 'Medication changes: New: clopidogrel 75 mg daily (NSTEMI)' after the list: one order, one row.
  const restated = restatedOrders(discharge.filter((o) => !isStopping(o.status)));
  const disActive = discharge.filter((o) => !isStopping(o.status) && !restated.has(o));
  const disStop = discharge.filter((o) => isStopping(o.status));
  const partner = new Map<ParsedOrder, ParsedOrder>();
  const used = new Set<ParsedOrder>();

  const candidates: Array<{ a: ParsedOrder; d: ParsedOrder; s: number }> = [];
  for (const d of disActive)
    for (const a of admActive)
      if (sameKey(a, d) && sameSite(a, d) && !otherProduct(a, d))
        candidates.push({ a, d, s: score(a, d) });
  candidates.sort((x, y) => y.s - x.s || x.d.line - y.d.line || x.a.line - y.a.line);
  for (const c of candidates) {
    if (used.has(c.a) || partner.has(c.d)) continue;
    // The second record of a regular medicine already continued (a health record's dispense and summary
    // entries) is that medicine again, not the admission side of a when-required order: admissionDuplicates
    // joins it to its twin's row, and the when-required order is new.
    if (
      c.a.prn !== c.d.prn &&
      admActive.some((b) => b !== c.a && used.has(b) && sameRecord(b, c.a))
    )
      continue;
    const rivals = candidates.filter(
      (o) => o.d === c.d && o.a !== c.a && !used.has(o.a) && o.s === c.s,
    );
    // Rivals at the same dose are one medicine written twice: admissionDuplicates says so instead.
    if (rivals.some((r) => !sameRegimen(r.a, c.a))) {
      warnings.push(
        `${c.d.displayName} (discharge line ${c.d.line}) could match more than one admission order (lines ${[c.a, ...rivals.map((r) => r.a)].map((o) => o.line).join(', ')}); matched with line ${c.a.line}: please check`,
      );
    }
    partner.set(c.d, c.a);
    used.add(c.a);
  }

  const ceased: Pairing['ceased'] = [];
  for (const d of disStop) {
    const options = admission.filter((a) => !used.has(a) && sameKey(a, d));
    options.sort((x, y) => stopScore(y, d) - stopScore(x, d) || x.line - y.line);
    const a = options[0];
    if (a) used.add(a);
    if (!a && disActive.some((x) => sameKey(x, d))) {
      warnings.push(
        `${d.displayName} is both stopped (discharge line ${d.line}) and continued on the discharge list: please check`,
      );
    }
    ceased.push({ adm: a, dis: d });
  }
  const duplicates = admissionDuplicates(admActive, used, partner, warnings);
  for (const a of admission) {
    if (used.has(a)) continue;
    // Dispensed twice on a pharmacy history and stopped once: one medicine, one ceased entry with both lines.
    // A supply record with no directions ('TEMAZE temazepam 10 mg tab  25') is the stopped order at that strength.
    const stopped = ceased.find((c) => c.adm && c.dis && sameRecord(a, c.adm));
    if (stopped) {
      stopped.also = [...(stopped.also ?? []), a];
      // Not the same regimen (a supply record beside the order with directions): said, as a twin continued is.
      if (!sameRegimen(a, stopped.adm!))
        warnings.push(
          `${a.displayName} is on the admission list more than once (lines ${stopped.adm!.line} and ${a.line}): taken as one medicine, stopped as discharge line ${stopped.dis!.line}`,
        );
    } else ceased.push({ adm: a });
  }
  warnings.push(...duplicateWarnings(disActive));
  warnings.push(
    ...brandWarnings([
      ...[...partner].map(([d, a]): [ParsedOrder, ParsedOrder] => [a, d]),
      ...ceased.map((c): [ParsedOrder | undefined, ParsedOrder | undefined] => [c.adm, c.dis]),
    ]),
  );
  for (const [y, x] of restated) {
    duplicates.set(x, [...(duplicates.get(x) ?? []), y]);
    warnings.push(
      `${x.displayName} is on the discharge list more than once (lines ${x.line} and ${y.line}) with nothing different: shown as one row, check for duplication`,
    );
  }
  return {
    rows: disActive.map((d) => {
      const dup = duplicates.get(d);
      return dup
        ? { dis: d, adm: partner.get(d), duplicates: dup }
        : { dis: d, adm: partner.get(d) };
    }),
    ceased,
    warnings,
  };
}

/**
 * A medicine written twice on the admission list at the same dose (a BPMH from several sources:
 * 'Somac 40mg daily' and 'Pantoprazole 40mg daily') is one medicine: the copy joins the row of the
 * discharge order its twin continues, with a warning, instead of going to the ceased list.
 */
function admissionDuplicates(
  admActive: ParsedOrder[],
  used: Set<ParsedOrder>,
  partner: Map<ParsedOrder, ParsedOrder>,
  warnings: string[],
): Map<ParsedOrder, ParsedOrder[]> {
  const out = new Map<ParsedOrder, ParsedOrder[]>();
  const pairedBy = new Map<ParsedOrder, ParsedOrder>();
  for (const [d, a] of partner) pairedBy.set(a, d);
  for (const a of admActive) {
    if (used.has(a)) continue;
    const twin = admActive.find((b) => b !== a && pairedBy.has(b) && sameRecord(a, b));
    if (!twin) continue;
    const d = pairedBy.get(twin)!;
    used.add(a);
    out.set(d, [...(out.get(d) ?? []), a]);
    warnings.push(
      `${a.displayName} is on the admission list more than once (lines ${twin.line} and ${a.line}): taken as one medicine, continued as discharge line ${d.line}`,
    );
  }
  return out;
}

function sameRegimen(a: ParsedOrder, b: ParsedOrder): boolean {
  if (
    a.key !== b.key ||
    a.prn !== b.prn ||
    isModifiedRelease(a) !== isModifiedRelease(b) ||
    !sameSite(a, b)
  )
    return false;
  const qa = doseQ(a.amount, a.strength);
  const qb = doseQ(b.amount, b.strength);
  return !!qa && !!qb && sameDose(qa, qb) && a.timing.slots.join() === b.timing.slots.join();
}

/**
 * Two records of one order on the same list: the same regimen, or the same numbers where one record left
 * out what the other wrote ('SYMBICORT 200/6 inhale 1 dose BD' and 'Budesonide + formoterol 200/6 microgram
 * 1 inhalation BD': no unit on the strength, 'dose' for the inhalation).
 */
function sameRecord(a: ParsedOrder, b: ParsedOrder): boolean {
  if (sameRegimen(a, b)) return true;
  if (a.key !== b.key || !sameSite(a, b)) return false;
  if (isModifiedRelease(a) !== isModifiedRelease(b)) return false;
  // A supply record says nothing of when it is taken, so neither whether it is taken when required.
  if (supplyOnly(a) !== supplyOnly(b) && !nothingToTake(a) && !nothingToTake(b))
    return sameWrittenStrength(a.strength, b.strength);
  if (a.prn !== b.prn) return false;
  // 'ATORVASTATIN (Lipitor) tablet 40 mg qty 30' (an earlier supply on a claims history, no directions) is
  // the same medicine as the record with directions at that strength.
  // 'Take tacrolimus exactly 12 hours apart.' above 'Tacrolimus (Prograf) 1 mg - 3 capsules at 7am ...': advice
  // that names the medicine with nothing to take is about that order, not a second one.
  if (nothingToTake(a) || nothingToTake(b)) return true;
  if (supplyOnly(a) || supplyOnly(b)) return sameWrittenStrength(a.strength, b.strength);
  if (a.timing.slots.join() !== b.timing.slots.join() || !a.timing.slots.length) return false;
  const [sa, sb] = [a.strength, b.strength];
  if (!sa || !sb || (sa.unit && sb.unit) || !sameWrittenStrength(sa, sb)) return false;
  const [ca, cb] = [a.amount.count, b.amount.count];
  if (a.amount.measure || b.amount.measure || !ca || !cb || ca.value !== cb.value) return false;
  return ca.unit === cb.unit || ca.unit === 'dose' || cb.unit === 'dose';
}

/** An entry with no strength and no amount: the medicine named, with nothing to take. */
// A correction scale's doses are its steps (parse/dose-scale.ts): it has something to take.
// 'morning apixaban dose held today' under 'apixaban 5mg bd': a note that one dose was held names the medicine
// with nothing to take either; it is about that order. Only a dose held says so: a stop stays a stop, and
// 'Aspirin MDI WITHHELD: AKI' is the order itself held.
const ONE_DOSE_HELD = /\bdose\s+(?:was\s+)?(?:held|withheld|omitted|skipped|missed|not\s+given)\b/i;
const nothingToTake = (o: ParsedOrder): boolean =>
  !o.strength &&
  !o.amount.count &&
  !o.amount.measure &&
  (!o.status || (o.status.kind === 'withheld' && ONE_DOSE_HELD.test(o.text))) &&
  !isDoseScale(o.instruction);

/** A record of a supply: a strength, no count and no times. */
const supplyOnly = (o: ParsedOrder): boolean =>
  !o.timing.known &&
  !o.timing.slots.length &&
  !o.amount.count &&
  (!o.amount.measure || o.amount.measure.text === o.strength?.text);

/** The same numbers, and the same unit unless one of them left it out. */
function sameWrittenStrength(x: ParsedOrder['strength'], y: ParsedOrder['strength']): boolean {
  if (!x || !y || x.values.join() !== y.values.join()) return false;
  return !x.unit || !y.unit || x.unit === y.unit;
}

/** A stop line without details stops the active order first, and the order it resembles most. */
function stopScore(a: ParsedOrder, d: ParsedOrder): number {
  return (
    (a.status?.kind === 'ceased' ? 0 : 1000) +
    (sameSite(a, d) ? 500 : 0) +
    (d.strength || d.amount.count ? score(a, d) : a.prn === d.prn ? 100 : 0)
  );
}

function duplicateWarnings(orders: ParsedOrder[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < orders.length; i++) {
    for (let j = i + 1; j < orders.length; j++) {
      const [x, y] = [orders[i]!, orders[j]!];
      if (x.key !== y.key || x.prn !== y.prn || !sameSite(x, y)) continue;
      // A modified-release and a plain form of one medicine are often two real orders (levodopa CR at night
      // with plain doses by day), but taken at exactly the same times they may be one order written twice
      // ('Ferrous sulfate 325 mg daily' and 'Ferro-Grad one tablet daily'): still said, with why.
      const release = isModifiedRelease(x) !== isModifiedRelease(y);
      // A monthly depot beside its daily tablets, or two routes, are two orders (oral cover for a depot).
      const sameWay = x.route === y.route && !x.timing.nonDaily && !y.timing.nonDaily;
      const overlap = release
        ? sameWay && x.timing.slots.length > 0 && x.timing.slots.join() === y.timing.slots.join()
        : !x.timing.slots.length ||
          !y.timing.slots.length ||
          x.timing.slots.some((s) => y.timing.slots.includes(s));
      if (overlap)
        out.push(
          `${y.displayName} is on the discharge list more than once (lines ${x.line} and ${y.line}${release ? ', one modified release, taken at the same times' : ''}): check for duplication`,
        );
    }
  }
  return out;
}
