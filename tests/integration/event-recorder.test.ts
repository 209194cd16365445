import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { reconciliationEvents } from '../../src/server/db/schema';
import { createEventRecorder } from '../../src/server/features/reconcile/event-recorder';
import { createLogger } from '../../src/server/http/logger';
import { createTestDatabase } from '../helpers/test-database';

const log = createLogger('silent');
const event = { organisationId: null, medicationCount: 3 };

describe('reconciliation event recorder (write-behind)', () => {
  let database: Database;
  const count = async () => (await database.db.select().from(reconciliationEvents)).length;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers at once and writes within flushMs, many events in few statements', async () => {
    const before = await count();
    const recorder = createEventRecorder(database.db, log, { flushMs: 30, maxBatch: 50 });
    for (let i = 0; i < 120; i++) recorder.record(event);
    await expect.poll(count, { timeout: 5_000 }).toBe(before + 120);
    await recorder.close();
  });

  it('keeps events through a failing database and writes them when it is back', async () => {
    const before = await count();
    let failures = 2;
    const flaky = {
      insert: (table: typeof reconciliationEvents) => ({
        values: async (rows: unknown[]) => {
          if (failures > 0) {
            failures -= 1;
            throw new Error('connection terminated');
          }
          await database.db.insert(table).values(rows as never);
        },
      }),
    } as unknown as Database['db'];
    const recorder = createEventRecorder(flaky, log, { flushMs: 10 });
    recorder.record(event);
    recorder.record(event);
    await expect.poll(count, { timeout: 5_000 }).toBe(before + 2);
    expect(failures).toBe(0);
    await recorder.close();
  });

  it('writes everything queued on close (graceful shutdown), however long flushMs is', async () => {
    const before = await count();
    const recorder = createEventRecorder(database.db, log, { flushMs: 60_000 });
    for (let i = 0; i < 7; i++) recorder.record(event);
    expect(await count()).toBe(before);
    await recorder.close();
    expect(await count()).toBe(before + 7);
  });
});
