/**
 * The project's shared test data lives outside the repository (../shared next to the checkout, or
 * MEDRECON_SHARED_DIR). Tests that need it skip, with a reason, when it is not there.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SHARED_DIR = process.env.MEDRECON_SHARED_DIR ?? path.resolve(repoRoot, '..', 'shared');

export interface ExpectedRow {
  ingredient: string;
  changeType: string;
  isPRN: boolean;
  slots?: string[];
  mustMention?: string[][];
  indicationAny?: string[];
}
export interface SharedCase {
  id: string;
  description: string;
  admissionOrders: string;
  dischargeOrders: string;
  expected: {
    medications: ExpectedRow[];
    ceasedMedications?: Array<{ ingredient: string; reasonAny?: string[] }>;
    mustNotMention?: string[];
  };
}

const casesDir = path.join(SHARED_DIR, 'reconciliation', 'cases');
export const hasSharedCases = existsSync(casesDir);

export function sharedCases(): SharedCase[] {
  if (!hasSharedCases) return [];
  return readdirSync(casesDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(casesDir, f), 'utf8')) as SharedCase);
}

/** One dosage row of the Australian FHIR test data (../shared/external/au-fhir-dosages). */
export interface FhirDosageRow {
  source_file: string;
  medication_text: string | null;
  dosage_text: string | null;
  asNeededBoolean: boolean | null;
  route: { coding: Array<{ display?: string }> } | null;
  doseAndRate: Array<{
    doseQuantity?: { value: number; unit: string };
    doseRange?: { low: { value: number }; high: { value: number } };
  }> | null;
  timing: {
    repeat: {
      frequency?: number;
      period?: number;
      periodMax?: number;
      periodUnit?: string;
      timeOfDay?: string[];
    };
  } | null;
}

const fhirFile = path.join(SHARED_DIR, 'external', 'au-fhir-dosages', 'dosages_extracted.json');
export const hasFhirDosages = existsSync(fhirFile);

export function fhirDosageRows(): FhirDosageRow[] {
  return hasFhirDosages ? (JSON.parse(readFileSync(fhirFile, 'utf8')) as FhirDosageRow[]) : [];
}
