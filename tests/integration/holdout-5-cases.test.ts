/**
 * Thirty fifth-round hold-out reconciliation cases written from the contract and clinical practice without running
 * the engine (tests/fixtures/reconcile-cases-holdout-5), checked by the scorer's criteria
 * (tests/helpers/case-check.ts). They measure the engine on orders nobody tuned it to.
 */
import { caseSuite } from '../helpers/case-suite';

/**
 * What the engine gets wrong on each failing case (engine rows vs the expectation). h5-023 is a judgement the
 * engine does not share: 'Ketamine infusion completed – not for discharge' on the discharge list is read as a stop
 * line (a ceased entry with its words), where the case counts it as a hospital-only infusion with no entry.
 */
const KNOWN_FAILURES: Record<string, string> = {
  'h5-023': 'extra ceased Ketamine',
};

caseSuite('fifth hold-out reconciliation cases', 'reconcile-cases-holdout-5', 30, KNOWN_FAILURES);
