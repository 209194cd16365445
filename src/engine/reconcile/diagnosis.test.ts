/**
 * A medicine of many uses (a steroid, colchicine, hydroxychloroquine) ordered with no stated use takes the
 * condition the document names as its diagnosis, next to its usual use, and the row says so; a medicine
 * kept as before, a when-required order, or a title that names no condition are left as they were.
 */
import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const rowOf = (dis: string, adm: string, name: RegExp) =>
  reconcile({ admissionOrders: adm, dischargeOrders: dis }).medications.find((m) =>
    name.test(m.name),
  );

describe('the diagnosis a document writes is the use of a new many-use medicine', () => {
  it.each([
    ['Diagnosis: giant cell arteritis\nPrednisone 50 mg mane - NEW', /prednisone/i, /arteritis/i],
    [
      'Rheumatology discharge - polymyalgia rheumatica (ESR 80)\nMethylprednisolone 16 mg daily',
      /methylprednisolone/i,
      /polymyalgia/i,
    ],
    [
      'Reason for admission: recurrent pericarditis, second episode\nColchicine 0.5 mg bd',
      /colchicine/i,
      /pericarditis/i,
    ],
  ])('%s', (dis, name, use) => {
    const row = rowOf(dis, 'Metformin 500 mg BD', name)!;
    expect(row.indication).toMatch(use);
    expect(row.warnings?.join(' ')).toMatch(/diagnosis/i);
  });

  it('keeps the usual use beside it', () => {
    const row = rowOf('Dx: autoimmune hepatitis\nPrednisolone 40 mg mane', 'Nil', /prednisolone/i)!;
    expect(row.indication).toMatch(/steroid/i);
    expect(row.indication).toMatch(/hepatitis/i);
  });
});

describe('orders that are not about this episode keep their usual use', () => {
  it('a long-term steroid unchanged', () => {
    const row = rowOf(
      'Dx: community-acquired pneumonia\nPrednisolone 7.5 mg mane',
      'Prednisolone 7.5 mg mane',
      /prednisolone/i,
    )!;
    expect(row.indication).not.toMatch(/pneumonia/i);
  });

  it('a when-required order', () => {
    const row = rowOf(
      'Dx: cellulitis of the left leg\nColchicine 500 mcg 2 tabs at onset of flare prn',
      'Nil',
      /colchicine/i,
    )!;
    expect(row.indication).not.toMatch(/cellulitis/i);
  });

  it('a stated use wins', () => {
    const row = rowOf(
      'Dx: sarcoidosis\nPrednisolone 25 mg mane for asthma',
      'Nil',
      /prednisolone/i,
    )!;
    expect(row.indication).not.toMatch(/sarcoid/i);
  });

  it('a title naming the team, not a condition', () => {
    const row = rowOf(
      'Discharge medicines - Rheumatology\nPrednisolone 10 mg mane',
      'Nil',
      /pred/i,
    )!;
    expect(row.indication).not.toMatch(/rheumatology|here for/i);
  });

  it('a medicine of one use', () => {
    const row = rowOf('Dx: gastric ulcer bleed\nPantoprazole 40 mg BD', 'Nil', /pantoprazole/i)!;
    expect(row.indication).not.toMatch(/here for/i);
  });
});
