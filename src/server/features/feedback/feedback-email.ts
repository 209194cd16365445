import { FEEDBACK_TYPE_LABELS, type FeedbackDto } from '../../../shared/feedback';
import { renderEmail } from '../../domain/email-layout';
import type { MailMessage } from '../mail/mailer';

/** The e-mail each superuser gets for new feedback: who, what kind, and the text to read. */
export function newFeedbackEmail(to: string, f: FeedbackDto, appUrl: string): MailMessage {
  // One line: a subject typed with line breaks must not break the e-mail's header.
  const subjectLine = f.subject.replace(/[\s\p{Cc}]+/gu, ' ').slice(0, 120);
  return {
    template: 'new-feedback',
    to,
    subject: `New feedback (${FEEDBACK_TYPE_LABELS[f.type]}): ${subjectLine}`,
    ...renderEmail({
      greeting: 'Hello,',
      paragraphs: [
        `${f.email}${f.organisationName ? ` (${f.organisationName})` : ''} sent new feedback.`,
        `Type: ${FEEDBACK_TYPE_LABELS[f.type]}`,
        `Subject: ${f.subject}`,
        f.message,
      ],
      action: { label: 'Open Feedback Management', url: `${appUrl}/admin/feedback` },
      notes: ['You receive this because you are a MedRecon superuser.'],
    }),
  };
}
