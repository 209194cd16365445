import { describe, expect, it } from 'vitest';
import { reconcile } from '../index';

const ADMISSION = 'Ramipril 5 mg daily\nAspirin 100 mg daily';

/** The ceased entry for ramipril when the discharge list is `discharge`. */
function ramiprilStop(discharge: string) {
  const res = reconcile({ admissionOrders: ADMISSION, dischargeOrders: discharge });
  expect(res.medications.map((m) => m.name)).not.toContain('Ramipril');
  const entry = res.ceasedMedications.find((c) => c.name === 'Ramipril');
  expect(entry).toBeDefined();
  return { entry: entry!, res };
}

describe('a stop or withhold reason written on the line is the ceased reason', () => {
  it.each([
    ['Withhold ramipril until renal function reviewed by GP', 'until renal function reviewed'],
    ['WITHHOLD ramipril 5 mg daily until reviewed by GP', 'until reviewed by GP'],
    ['Cease ramipril due to hyperkalaemia', 'hyperkalaemia'],
    ['Cease ramipril 5 mg daily because of angioedema', 'angioedema'],
    ['Stop ramipril pending renal review', 'pending renal review'],
    ['Hold ramipril secondary to hypotension', 'hypotension'],
    ['Ramipril 5 mg - cease - due to hyperkalaemia', 'hyperkalaemia'],
    ['Ramipril 5 mg daily stopped (cough)', 'cough'],
    ['Ramipril — suspended until creatinine improves', 'until creatinine improves'],
  ])('%j', (line, reason) => {
    const { entry } = ramiprilStop(`Aspirin 100 mg daily\n${line}`);
    expect(entry.reason).toContain(reason);
    expect(entry.reason).not.toMatch(/no reason given/);
  });

  it.each([
    ['Ramipril held for AKI', 'Withheld: acute kidney injury'],
    ['Ramipril 5 mg daily: held for AKI', 'Withheld: acute kidney injury'],
    ['Hold ramipril for low BP', 'Withheld: low blood pressure'],
  ])('%j says the reason without its "for"', (line, reason) => {
    expect(ramiprilStop(`Aspirin 100 mg daily\n${line}`).entry.reason).toContain(reason);
  });

  it('keeps "for" when it gives how long the hold lasts', () => {
    const { entry } = ramiprilStop('Aspirin 100 mg daily\nRamipril held for 48 hours');
    expect(entry.reason).toContain('for 48 hours');
  });

  it.each([
    'Ramipril 5 mg daily - ceased',
    'Cease ramipril',
    'Ramipril - WITHHELD',
    'STOP ramipril',
  ])('a bare status word %j states no reason', (line) => {
    expect(ramiprilStop(`Aspirin 100 mg daily\n${line}`).entry.reason).toMatch(/no reason given/);
  });
});

describe('a stop or withhold heading gives its reason to the medicines under it', () => {
  it.each([
    ['Withheld – AKI (creatinine 245), GP to check U&Es:', 'creatinine 245'],
    ['Withheld – AKI (creatinine 245), GP to check U&Es:', 'GP to check U&Es'],
    ['Ceased (angioedema):', 'angioedema'],
    ['Medications withheld - low BP:', 'low blood pressure'],
    ['CEASED – GI bleed', 'GI bleed'],
    ['WITHHELD (AKI - review with GP)', 'review with GP'],
    ['Ceased on admission – GI bleed:', 'GI bleed'],
  ])('heading %j', (heading, reason) => {
    const { entry } = ramiprilStop(`Aspirin 100 mg daily\n${heading}\nRamipril 5 mg daily`);
    expect(entry.reason).toContain(reason);
  });

  it.each([
    ['Withheld due to AKI:', 'acute kidney injury'],
    ['Stopped due to falls risk:', 'falls risk'],
    ['Withheld until review by renal team:', 'until review by renal team'],
    ['Held for AKI:', 'acute kidney injury'],
    ['Held pending biopsy', 'pending biopsy'],
    ['Stopped due to interaction with clarithromycin:', 'interaction with clarithromycin'],
  ])('a stop word and its reason %j head the lines below, never a row', (heading, reason) => {
    const { entry, res } = ramiprilStop(
      `${heading}\nRamipril 5 mg daily\nRegular:\nAspirin 100 mg daily`,
    );
    expect(entry.reason).toContain(reason);
    expect(res.ceasedMedications).toHaveLength(1);
    expect(res.medications.map((m) => m.name)).toEqual(['Aspirin']);
  });

  it.each(['Withheld medications:', 'Ceased:', 'Withheld medications (on admission):', 'STOPPED'])(
    'a heading with only status and list words %j states no reason',
    (heading) => {
      const { entry } = ramiprilStop(`Aspirin 100 mg daily\n${heading}\nRamipril 5 mg daily`);
      expect(entry.reason).toMatch(/no reason given/);
    },
  );

  it('a later heading ends the reason', () => {
    const res = reconcile({
      admissionOrders: `${ADMISSION}\nMetformin 500 mg BD`,
      dischargeOrders:
        'Withheld – AKI:\nRamipril 5 mg daily\nCeased:\nMetformin 500 mg BD\nRegular:\nAspirin 100 mg daily',
    });
    const reasons = Object.fromEntries(res.ceasedMedications.map((c) => [c.name, c.reason]));
    expect(reasons.Ramipril).toContain('acute kidney injury');
    expect(reasons.Metformin).toMatch(/no reason given/);
  });
});

describe('a hold whose reason sits after the hold words', () => {
  it.each([
    // The stop is written twice (a word, then what it means) and the bracket after both says why.
    [
      'Ramipril 5 mg - hold - do not take until Monday (2 litres out of the drain, low BP)',
      'drain',
    ],
    ['Ramipril 5 mg - cease - never restart (angioedema, 3 episodes)', 'angioedema'],
  ])('%j', (line, reason) => {
    const { entry } = ramiprilStop(`Aspirin 100 mg daily\n${line}`);
    expect(entry.reason).toContain(reason);
  });

  it('a hold in a field of a separated row takes the notes field as its reason', () => {
    const discharge = [
      'Medicine | amount | when | notes',
      'Aspirin 100 mg | 1 tablet | mane | continue',
      'Ramipril 5 mg | on hold | - | do not take until the GP checks kidney function (AKI); then back to daily',
    ].join('\n');
    const { entry } = ramiprilStop(discharge);
    expect(entry.reason).toMatch(/AKI|kidney injury/i);
    expect(entry.reason).toContain('then back to daily');
  });

  it('a hold that restarts tomorrow is still on the withheld list, with its restart', () => {
    const { entry } = ramiprilStop(
      'Aspirin 100 mg daily\nRamipril: withheld 24 hrs post-op; RESTART 5 mg daily tomorrow',
    );
    expect(entry.reason).toMatch(/^Withheld/);
    expect(entry.reason).toMatch(/RESTART 5 mg daily tomorrow/i);
  });
});

describe('a reason that opens with a whole bracket', () => {
  it('reads as words, the note after it kept', () => {
    const { entry } = ramiprilStop(
      'Ramipril - HELD (K 6.1, AKI); recheck UEC Monday\nAspirin 100 mg daily',
    );
    expect(entry.reason).toMatch(/^Withheld: K 6.1, .*AKI.*; recheck UEC Monday$/);
  });
});
