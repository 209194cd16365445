import { count, desc, eq } from 'drizzle-orm';
import {
  ACTIVITY_CSV_HEADER,
  ACTIVITY_PAGE_SIZE,
  activityLabel,
  type ActivityEntryDto,
  type ActivityPageResponse,
} from '../../../shared/activity';
import type { Db } from '../../db/client';
import { activityLog } from '../../db/schema';

const columns = {
  id: activityLog.id,
  createdAt: activityLog.createdAt,
  actor: activityLog.actorEmail,
  action: activityLog.action,
  target: activityLog.target,
  details: activityLog.details,
};

const toDto = (r: {
  id: string;
  createdAt: Date;
  actor: string | null;
  action: string;
  target: string | null;
  details: string | null;
}): ActivityEntryDto => ({ ...r, createdAt: r.createdAt.toISOString() });

/** One page of the organisation's log, newest first. */
export async function activityPage(
  db: Db,
  organisationId: string,
  page: number,
): Promise<ActivityPageResponse> {
  const where = eq(activityLog.organisationId, organisationId);
  const [total] = await db.select({ n: count() }).from(activityLog).where(where);
  const rows = await db
    .select(columns)
    .from(activityLog)
    .where(where)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(ACTIVITY_PAGE_SIZE)
    .offset((page - 1) * ACTIVITY_PAGE_SIZE);
  return { entries: rows.map(toDto), page, pageSize: ACTIVITY_PAGE_SIZE, total: total?.n ?? 0 };
}

/**
 * A CSV field: quoted, quotes doubled, and a leading =, +, - or @ defused so a spreadsheet never
 * runs an e-mail address or a subject as a formula.
 */
export function csvField(value: string | null): string {
  const v = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The whole log as CSV, newest first. */
export async function activityCsv(db: Db, organisationId: string): Promise<string> {
  const rows = await db
    .select(columns)
    .from(activityLog)
    .where(eq(activityLog.organisationId, organisationId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(100_000);
  const lines = [
    ACTIVITY_CSV_HEADER.join(','),
    ...rows.map((r) =>
      [r.createdAt.toISOString(), r.actor ?? 'System', activityLabel(r.action), r.target, r.details]
        .map(csvField)
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
