import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECONCILE_MESSAGES } from '../../../../shared/reconcile';
import { ApiRequestError } from '../../../lib/api';
import {
  parseReconcileResponse,
  reconcileErrorMessage,
  ReconcileError,
  requestReconciliation,
} from './reconcile-request';

const med = {
  name: 'Atorvastatin',
  form: '40 mg tablet',
  schedule: { '0800': '', '1200': '', '1800': '', '2200': '1 tablet' },
  indication: 'High cholesterol',
  comment: '',
  changeType: 'unchanged',
};

describe('checking the answer', () => {
  it("gives the spec's message when medications is missing or not an array", () => {
    for (const bad of [null, 'text', {}, { medications: 'x' }, { ceasedMedications: [] }]) {
      expect(() => parseReconcileResponse(bad)).toThrow(RECONCILE_MESSAGES.invalidResponse);
    }
  });
  it('defaults the ceased list, keeps sources and warnings, and drops unknown fields', () => {
    const r = parseReconcileResponse({
      medications: [
        {
          ...med,
          sources: [{ list: 'discharge', line: 1, text: 'Atorvastatin 40mg nocte' }],
          extra: 1,
        },
      ],
      warnings: ['w'],
      other: true,
    });
    expect(r.ceasedMedications).toEqual([]);
    expect(r.medications[0]?.sources?.[0]?.line).toBe(1);
    expect(r.medications[0]).not.toHaveProperty('extra');
    expect(r.warnings).toEqual(['w']);
  });
  it('names the first malformed field', () => {
    expect(() =>
      parseReconcileResponse({ medications: [med, { ...med, changeType: 'maybe' }] }),
    ).toThrow(/^Invalid response structure: medications 2 changeType: /);
  });
});

describe('sending the request', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses blank lists and oversized lists before any request is made', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(requestReconciliation({ admission: '  \n ', discharge: 'x' })).rejects.toThrow(
      RECONCILE_MESSAGES.bothRequired,
    );
    await expect(
      requestReconciliation({ admission: 'x', discharge: 'a\n'.repeat(300) }),
    ).rejects.toThrow(RECONCILE_MESSAGES.tooLarge);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the message shown', () => {
  it("shows ours or the server's, and the spec's generic one for anything else", () => {
    expect(reconcileErrorMessage(new ApiRequestError('No active session', 401))).toBe(
      'No active session',
    );
    expect(
      reconcileErrorMessage(new ApiRequestError('API request failed with status 502', 502)),
    ).toBe('API request failed with status 502');
    expect(reconcileErrorMessage(new ReconcileError(RECONCILE_MESSAGES.invalidResponse))).toBe(
      RECONCILE_MESSAGES.invalidResponse,
    );
    expect(reconcileErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to process medications',
    );
    expect(reconcileErrorMessage('weird')).toBe('Failed to process medications');
  });
});
