import type { Db } from '../../db/client';
import { activityLog } from '../../db/schema';
import type { Actor } from '../../domain/activity-log';

/** One activity-log row per invitation sent, in one insert however large the batch. */
export async function logInvitations(
  db: Pick<Db, 'insert'>,
  actor: Actor,
  organisationId: string,
  emails: string[],
  at: Date,
): Promise<void> {
  await db.insert(activityLog).values(
    emails.map((email) => ({
      organisationId,
      actorUserId: actor.id,
      actorEmail: actor.email,
      action: 'invitation_sent',
      target: email,
      createdAt: at,
    })),
  );
}
