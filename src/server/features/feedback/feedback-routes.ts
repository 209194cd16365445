import { Hono } from 'hono';
import {
  createFeedbackSchema,
  feedbackQuerySchema,
  updateFeedbackStatusSchema,
  type FeedbackListResponse,
} from '../../../shared/feedback';
import type { AppDeps, AppEnv } from '../../app-types';
import type { Logger } from '../../http/logger';
import { currentUser, requireUser } from '../auth/session-middleware';
import type { Mailer } from '../mail/mailer';
import { newFeedbackEmail } from './feedback-email';
import {
  createFeedback,
  feedbackScope,
  listFeedback,
  superuserEmails,
  updateFeedbackStatus,
} from './feedback-service';

/** POST, GET and PATCH /api/feedback: any signed-in user sends; the scope decides what they see. */
export function feedbackRoutes({ db, mailer, env }: AppDeps) {
  return new Hono<AppEnv>()
    .post('/feedback', requireUser, async (c) => {
      const user = currentUser(c);
      const input = createFeedbackSchema.parse(await c.req.json());
      const created = await createFeedback(db, user, input);
      await notifySuperusers(mailer, c.var.log, await superuserEmails(db), (to) =>
        newFeedbackEmail(to, created, env.APP_URL),
      );
      c.var.log.info({ feedbackId: created.id, userId: user.id }, 'feedback received');
      return c.json({ feedback: created }, 201);
    })
    .get('/feedback', requireUser, async (c) => {
      const { status } = feedbackQuerySchema.parse({ status: c.req.query('status') });
      const scope = await feedbackScope(db, currentUser(c));
      const body: FeedbackListResponse = {
        feedback: await listFeedback(db, scope, status),
        scope: scope.scope,
        canManage: scope.canManage,
      };
      return c.json(body);
    })
    .patch('/feedback/:id', requireUser, async (c) => {
      const user = currentUser(c);
      const scope = await feedbackScope(db, user);
      const { status } = updateFeedbackStatusSchema.parse(await c.req.json());
      const updated = await updateFeedbackStatus(db, user, scope, c.req.param('id'), status);
      return c.json({ feedback: updated });
    });
}

/** A failed e-mail never loses the feedback: it is stored, and superusers see it in the list. */
async function notifySuperusers(
  mailer: Mailer,
  log: Logger,
  recipients: string[],
  message: (to: string) => ReturnType<typeof newFeedbackEmail>,
) {
  for (const to of recipients) {
    try {
      await mailer.send(message(to));
    } catch (err) {
      log.warn({ err }, 'new-feedback e-mail could not be sent');
    }
  }
}
