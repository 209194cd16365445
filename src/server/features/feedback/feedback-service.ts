import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  FEEDBACK_MESSAGES as M,
  type CreateFeedbackRequest,
  type FeedbackDto,
  type FeedbackListResponse,
  type FeedbackStatus,
} from '../../../shared/feedback';
import type { Db } from '../../db/client';
import { feedback, organisations, users } from '../../db/schema';
import { recordActivity } from '../../domain/activity-log';
import { findMembership } from '../../domain/membership';
import { ApiError } from '../../http/errors';
import type { SessionUser } from '../auth/session-middleware';

/** What a caller may see and do: decided on the server from their role, never from the request. */
export interface FeedbackScope {
  scope: FeedbackListResponse['scope'];
  canManage: boolean;
  /** The rows in scope, as a condition on the feedback table. */
  where: SQL | undefined;
  organisationId: string | null;
}

/**
 * A superuser sees and manages all feedback; an organisation's admin sees and manages the feedback
 * of the organisation's members; everyone else sees only their own and changes nothing.
 */
export async function feedbackScope(db: Db, user: SessionUser): Promise<FeedbackScope> {
  const membership = await findMembership(db, user.id);
  const organisationId = membership?.organisationId ?? null;
  if (user.isSuperuser) return { scope: 'all', canManage: true, where: undefined, organisationId };
  if (membership?.role === 'admin') {
    return {
      scope: 'organisation',
      canManage: true,
      where: eq(feedback.organisationId, membership.organisationId),
      organisationId,
    };
  }
  return { scope: 'own', canManage: false, where: eq(feedback.userId, user.id), organisationId };
}

const columns = {
  id: feedback.id,
  type: feedback.type,
  subject: feedback.subject,
  message: feedback.message,
  email: feedback.email,
  status: feedback.status,
  createdAt: feedback.createdAt,
  organisationId: feedback.organisationId,
  organisationName: organisations.name,
};
type Row = Omit<FeedbackDto, 'createdAt'> & { createdAt: Date };

const toDto = (r: Row): FeedbackDto => ({
  id: r.id,
  type: r.type,
  subject: r.subject,
  message: r.message,
  email: r.email,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  organisationName: r.organisationName,
});

/** Newest first, optionally one status only. */
export async function listFeedback(
  db: Db,
  scope: FeedbackScope,
  status: FeedbackStatus | undefined,
): Promise<FeedbackDto[]> {
  const rows = await db
    .select(columns)
    .from(feedback)
    .leftJoin(organisations, eq(organisations.id, feedback.organisationId))
    .where(and(scope.where, status ? eq(feedback.status, status) : undefined))
    .orderBy(desc(feedback.createdAt))
    .limit(1000);
  return rows.map(toDto);
}

export async function createFeedback(
  db: Db,
  user: SessionUser,
  input: CreateFeedbackRequest,
): Promise<FeedbackDto> {
  const membership = await findMembership(db, user.id);
  const [row] = await db
    .insert(feedback)
    .values({
      userId: user.id,
      organisationId: membership?.organisationId ?? null,
      subject: input.subject,
      message: input.message,
      type: input.type,
      email: user.email,
    })
    .returning();
  if (!row) throw new ApiError(500, M.submitFailed);
  return toDto({ ...row, organisationName: membership?.name ?? null });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Changes a status within the caller's scope (403 for those who manage none, 404 outside it). */
export async function updateFeedbackStatus(
  db: Db,
  user: SessionUser,
  scope: FeedbackScope,
  id: string,
  status: FeedbackStatus,
): Promise<FeedbackDto> {
  if (!scope.canManage) throw new ApiError(403, M.notAllowed);
  const notFound = new ApiError(404, M.notFound);
  if (!UUID.test(id)) throw notFound;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: feedback.status, email: feedback.email, orgId: feedback.organisationId })
      .from(feedback)
      .where(and(eq(feedback.id, id), scope.where))
      .for('update');
    if (!before) throw notFound;
    await tx.update(feedback).set({ status }).where(eq(feedback.id, id));
    if (before.status !== status) {
      await recordActivity(tx, {
        organisationId: before.orgId,
        actor: user,
        action: 'feedback_status_changed',
        target: `feedback from ${before.email}`,
        details: `${before.status} → ${status}`,
      });
    }
    const [row] = await tx
      .select(columns)
      .from(feedback)
      .leftJoin(organisations, eq(organisations.id, feedback.organisationId))
      .where(eq(feedback.id, id));
    if (!row) throw notFound;
    return toDto(row);
  });
}

/** Every superuser's address, for the new-feedback e-mail. */
export async function superuserEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.isSuperuser, true));
  return rows.map((r) => r.email);
}
