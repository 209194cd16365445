/**
 * Thirty third-round hold-out reconciliation cases written from the contract and clinical practice without running
 * the engine (tests/fixtures/reconcile-cases-holdout-3), checked by the scorer's criteria
 * (tests/helpers/case-check.ts). They measure the engine on orders nobody tuned it to.
 */
import { caseSuite } from '../helpers/case-suite';

/**
 * What the engine gets wrong on each failing case (engine rows vs the expectation). h3-010 is a judgement the
 * engine does not share: the case counts an ED STAT dose ('Clindamycin 600 mg IV STAT - given 02:15') as an
 * admission order, so the oral course is 'changed'; the engine reports a dose already given in the warnings
 * and calls the course 'new' (the patient was not taking it before admission).
 */
const KNOWN_FAILURES: Record<string, string> = {
  'h3-010': 'clindamycin: changeType new',
};

caseSuite('third hold-out reconciliation cases', 'reconcile-cases-holdout-3', 30, KNOWN_FAILURES);
