/**
 * Forty reconciliation cases written independently of the engine, from the contract and clinical
 * practice (tests/fixtures/reconcile-cases), checked by the scorer's criteria (tests/helpers/case-check.ts).
 */
import { caseSuite } from '../helpers/case-suite';

/** What the engine gets wrong on each failing case (engine rows vs the expectation). */
const KNOWN_FAILURES: Record<string, string> = {};

caseSuite('independent reconciliation cases', 'reconcile-cases', 40, KNOWN_FAILURES);
