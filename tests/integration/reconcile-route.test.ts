import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, organisations, reconciliationEvents } from '../../src/server/db/schema';
import { NO_ACCESS_MESSAGE } from '../../src/server/domain/access-guard';
import { RECONCILE_MESSAGES } from '../../src/shared/reconcile';
import { MEDICATION_WORDS, REQUEST } from '../helpers/reconcile-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASES } from '../helpers/test-database';
import { createTestUser } from '../helpers/users';

const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_DATABASES)('POST /api/reconcile on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (cookie: string | null, json: unknown) =>
    t.request('/api/reconcile', { method: 'POST', headers: cookie ? { cookie } : {}, json });

  /** A signed-in member of an organisation in the given subscription state. */
  async function member(subscriptionStatus: string, trialEndDate: Date | null) {
    const user = await createTestUser(t);
    const [org] = await t.deps.db
      .insert(organisations)
      .values({ name: `Hospital ${user.id}`, type: 'hospital', subscriptionStatus, trialEndDate })
      .returning({ id: organisations.id });
    await t.deps.db
      .insert(memberships)
      .values({ userId: user.id, organisationId: org!.id, role: 'member' });
    return { ...user, organisationId: org!.id };
  }

  const eventsFor = async (organisationId: string | null) =>
    (await t.deps.db.select().from(reconciliationEvents)).filter(
      (e) => e.organisationId === organisationId,
    );

  it('needs a session', async () => {
    const res = await post(null, REQUEST);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'No active session' });
  });

  it('refuses a user without an organisation', async () => {
    const user = await createTestUser(t);
    const res = await post(user.cookie, REQUEST);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: NO_ACCESS_MESSAGE });
  });

  it('refuses a member of an organisation whose trial has ended', async () => {
    const user = await member('trial', new Date(Date.now() - DAY));
    const res = await post(user.cookie, REQUEST);
    expect(res.status).toBe(403);
    expect(await eventsFor(user.organisationId)).toEqual([]);
  });

  it('reconciles for a member of an organisation in its trial, and counts it', async () => {
    const user = await member('trial', new Date(Date.now() + 7 * DAY));
    const res = await post(user.cookie, REQUEST);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as {
      medications: Array<{ name: string }>;
      ceasedMedications: Array<{ name: string }>;
    };
    // The built-in engine's answer (RECONCILE_ENGINE defaults to builtin).
    expect(body.medications.map((m) => m.name)).toEqual([
      'Atorvastatin',
      'Metformin',
      'Paracetamol',
    ]);
    expect(body.ceasedMedications.map((m) => m.name)).toEqual(['Aspirin']);
    const events = await eventsFor(user.organisationId);
    expect(events).toHaveLength(1);
    expect(events[0]!.medicationCount).toBe(
      body.medications.length + body.ceasedMedications.length,
    );
    // The row is a time, an organisation and a count: nothing of what was pasted.
    expect(Object.keys(events[0]!).sort()).toEqual([
      'createdAt',
      'id',
      'medicationCount',
      'organisationId',
    ]);
    for (const word of MEDICATION_WORDS) expect(JSON.stringify(events)).not.toContain(word);
  });

  it('reconciles for an organisation with an active subscription', async () => {
    const user = await member('active', null);
    expect((await post(user.cookie, REQUEST)).status).toBe(200);
  });

  it('reconciles for a superuser without an organisation, counted without one', async () => {
    const su = await createTestUser(t, { superuser: true });
    const before = (await eventsFor(null)).length;
    const res = await post(su.cookie, REQUEST);
    expect(res.status).toBe(200);
    expect((await eventsFor(null)).length).toBe(before + 1);
  });

  it('reads the request body once: the lists the control-character check parsed are reconciled', async () => {
    const user = await member('active', null);
    // A body that can be read only through the check's copy: the route must not read it again.
    // (hono's c.req.json() reads raw.text(); the check reads a clone, a plain Request.)
    class BodyReadOnce extends Request {
      override text(): Promise<never> {
        return Promise.reject(new Error('the body was read a second time'));
      }
      override json(): Promise<never> {
        return this.text();
      }
    }
    const res = await t.app.request(
      new BodyReadOnce('http://localhost/api/reconcile', {
        method: 'POST',
        // With its length given, as every browser sends it: bodyLimit then keeps this request.
        headers: {
          cookie: user.cookie,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(JSON.stringify(REQUEST))),
        },
        body: JSON.stringify(REQUEST),
      }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { medications: Array<{ name: string }> };
    expect(body.medications.map((m) => m.name)).toContain('Atorvastatin');
  });

  describe('bad input', () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = (await member('active', null)).cookie;
    });

    it.each([
      ['an empty admission list', { ...REQUEST, admissionOrders: '' }],
      ['a blank discharge list', { ...REQUEST, dischargeOrders: '  \n\t ' }],
      ['a missing list', { admissionOrders: REQUEST.admissionOrders }],
      ['a list that is not text', { ...REQUEST, dischargeOrders: 42 }],
      ['a body that is not an object', ['Atorvastatin 40mg']],
    ])('400 for %s', async (_name, json) => {
      const res = await post(cookie, json);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: RECONCILE_MESSAGES.bothRequired });
    });

    it('400 for a body that is not JSON', async () => {
      const res = await t.request('/api/reconcile', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: '{"admissionOrders": "Atorvastatin',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'The request body is not valid JSON' });
    });

    it('413 for a list over 200 lines', async () => {
      const long = Array.from({ length: 201 }, (_, i) => `Paracetamol 500mg line ${i}`).join('\n');
      const res = await post(cookie, { ...REQUEST, dischargeOrders: long });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: RECONCILE_MESSAGES.tooLarge });
    });

    it('413 for a list over 20,000 characters', async () => {
      const res = await post(cookie, {
        ...REQUEST,
        admissionOrders: `Paracetamol ${'x'.repeat(20_000)}`,
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ error: RECONCILE_MESSAGES.tooLarge });
    });

    it('accepts lists at the limit', async () => {
      const lines = Array.from({ length: 200 }, () => 'Paracetamol 500mg QID PRN').join('\n');
      expect((await post(cookie, { admissionOrders: lines, dischargeOrders: lines })).status).toBe(
        200,
      );
    });
  });
});
