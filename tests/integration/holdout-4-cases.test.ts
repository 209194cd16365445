/**
 * Thirty fourth-round hold-out reconciliation cases written from the contract and clinical practice without running
 * the engine (tests/fixtures/reconcile-cases-holdout-4), checked by the scorer's criteria
 * (tests/helpers/case-check.ts). They measure the engine on orders nobody tuned it to.
 */
import { caseSuite } from '../helpers/case-suite';

/** What the engine gets wrong on each failing case (engine rows vs the expectation). */
const KNOWN_FAILURES: Record<string, string> = {
  'h4-007': 'temozolomide: indication ""',
  'h4-011': 'nirmatrelvir+ritonavir: does not say 150 mg',
  'h4-012': 'doxylamine: changeType new; doxylamine: indication ""; extra ceased Elevit Pregnancy Multivitamin; extra ceased Restavit',
  'h4-013': 'extra row Ivig',
  'h4-019': 'elexacaftor+ivacaftor+tezacaftor: changeType new; elexacaftor+ivacaftor+tezacaftor: indication ""; ivacaftor: changeType new; ivacaftor: indication ""; dornase: changeType new; dornase: indication ""; extra ceased Kalydeco; extra ceased Pulmozyme',
  'h4-020': 'missing artemether+lumefantrine',
  'h4-023': 'glecaprevir+pibrentasvir: does not say 100 mg / 100/40 / 100mg/40mg',
  'h4-025': 'risankizumab: indication ""',
  'h4-026': 'selexipag: indication ""',
  'h4-028': 'mepolizumab: indication ""',
};

caseSuite('fourth hold-out reconciliation cases', 'reconcile-cases-holdout-4', 30, KNOWN_FAILURES);
