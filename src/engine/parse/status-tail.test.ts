/**
 * A status told at the end of an order as a sentence's verb ('... has been added', '... continues as
 * before', '... is new') ends the condition and the dose before it, and is read as the order's status.
 */
import { describe, expect, it } from 'vitest';
import { reconcileChecked } from '../../../tests/helpers/reconcile-checked';
import { statusTailAt } from './status-tail';

const run = reconcileChecked;

describe('the when-required condition stops at the status verb', () => {
  it.each([
    [
      'Diazepam 5 mg rectally when required for a fit over 10 minutes has now been introduced.',
      /^fit over 10 minutes$/i,
      'new',
    ],
    [
      'Hyoscine 20 mg subcut when required for noisy breathing was started today.',
      /^noisy breathing$/i,
      'new',
    ],
    [
      'Lorazepam 0.5 mg sublingual when needed for panic remains unchanged.',
      /^panic$/i,
      'unchanged',
    ],
    ['Ondansetron 8 mg prn vomiting is new', /^vomiting$/i, 'new'],
  ])('%j', (line, indication, changeType) => {
    const adm = 'Lorazepam 0.5 mg SL prn panic';
    const row = run(adm, line).medications[0]!;
    expect(row.indication).toMatch(indication);
    expect(row.changeType).toBe(changeType);
    expect(row.schedule['0800']).not.toMatch(/been|was|remains|is new/i);
  });

  it('what follows the verb ("in its place") is no part of the condition', () => {
    const r = run(
      'Prochlorperazine 5 mg tds prn nausea',
      'Prochlorperazine ceased.\nMetoclopramide 10 mg when required for nausea has been started in its place.',
    );
    const row = r.medications.find((m) => /metoclopramide/i.test(m.name))!;
    expect(row.indication).toBe('Nausea');
    expect(row.changeType).toBe('new');
  });
});

describe('a verb that belongs to something else is not the order status', () => {
  it.each([
    'Enoxaparin 40 mg subcut daily until warfarin is started',
    'Dexamethasone 4 mg daily while the swelling is reduced',
    'both were ceased on 25/11',
    'Apixaban 5 mg bd',
  ])('%j', (line) => {
    expect(statusTailAt(line)).toBe(-1);
  });

  it('a status verb straight after the name is read as before', () => {
    expect(statusTailAt('is unchanged at 100 mg in the morning')).toBe(-1);
  });
});

describe('"at most" is a maximum', () => {
  it('is read as the maximum, not left over', () => {
    const row = run(
      'Sumatriptan 50 mg prn migraine',
      'Sumatriptan 50 mg when required for migraine, at most 2 tablets a day',
    ).medications[0]!;
    expect(row.schedule['0800']).toMatch(/max 2 tablets a day/);
    expect(row.warnings ?? []).toEqual([]);
  });
});

describe('what the sentence goes on to say', () => {
  it('a clause joined by "and" after the status is its reason without the "and"', () => {
    const row = run(
      'Aspirin 100 mg daily',
      'Glucagon 1 mg IM when required for a severe hypo has been added, and his wife was shown how to use it.',
    ).medications.find((m) => /glucagon/i.test(m.name))!;
    expect(row.comment).toMatch(/- his wife was shown/);
  });
});

describe('"is to continue until ..." after the use', () => {
  it('ends the use, and how long stays the duration', () => {
    const row = run(
      'Aspirin 100 mg daily',
      'Dalteparin 5000 units subcut once daily for clot prevention is to continue until 15/01.',
    ).medications.find((m) => /dalteparin/i.test(m.name))!;
    expect(row.indication).toBe('Clot prevention');
    expect(row.comment).toMatch(/until 15\/01/i);
  });
});

describe('a sentence about what someone will do next', () => {
  it('is a note on the row, never its use', () => {
    const row = run(
      'Aspirin 100 mg daily',
      'He has started Lantus 10 units at night, and the practice nurse will adjust it weekly.',
    ).medications.find((m) => /glargine/i.test(m.name))!;
    expect(row.indication).not.toMatch(/nurse/i);
    expect(row.comment).toMatch(/practice nurse will adjust/i);
  });
});
