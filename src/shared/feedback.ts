import { z } from 'zod';

/** Spec sections 2, 3, 5, 8 and 9: feedback types, statuses and messages, word for word. */
export const FEEDBACK_TYPES = ['suggestion', 'issue', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_STATUSES = ['new', 'in_progress', 'completed', 'rejected'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  suggestion: 'Suggestion',
  issue: 'Issue',
  other: 'Other',
};
export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  in_progress: 'In Progress',
  completed: 'Completed',
  rejected: 'Rejected',
};

export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5000;

export const FEEDBACK_MESSAGES = {
  submitFailed: 'Failed to submit feedback',
  fetchFailed: 'Failed to fetch feedback',
  updateFailed: 'Failed to update status',
  empty: 'No feedback found for the selected status.',
  superuserNotice: 'Viewing all feedback as superuser',
  typeRequired: 'Please choose a feedback type',
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be ${SUBJECT_MAX} characters or fewer`,
  messageRequired: 'Message is required',
  messageTooLong: `Message must be ${MESSAGE_MAX} characters or fewer`,
  statusInvalid: 'Please choose a status: new, in_progress, completed or rejected',
  notFound: 'Feedback not found',
  notAllowed: 'Only organisation administrators can change the status of feedback',
} as const;

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** Body of POST /api/feedback; the feedback form checks with the same schema. */
export const createFeedbackSchema = z.object(
  {
    type: z.enum(FEEDBACK_TYPES, { error: FEEDBACK_MESSAGES.typeRequired }).default('suggestion'),
    subject: text(FEEDBACK_MESSAGES.subjectRequired, SUBJECT_MAX, FEEDBACK_MESSAGES.subjectTooLong),
    message: text(FEEDBACK_MESSAGES.messageRequired, MESSAGE_MAX, FEEDBACK_MESSAGES.messageTooLong),
  },
  { error: FEEDBACK_MESSAGES.subjectRequired },
);
export type CreateFeedbackRequest = z.infer<typeof createFeedbackSchema>;

const status = z.enum(FEEDBACK_STATUSES, { error: FEEDBACK_MESSAGES.statusInvalid });

/** Body of PATCH /api/feedback/:id; the per-item status select sends it. */
export const updateFeedbackStatusSchema = z.object(
  { status },
  { error: FEEDBACK_MESSAGES.statusInvalid },
);
export type UpdateFeedbackStatusRequest = z.infer<typeof updateFeedbackStatusSchema>;

/** Query of GET /api/feedback: `status` absent or empty means every status. */
export const feedbackQuerySchema = z.object({
  status: z
    .union([z.literal(''), status])
    .optional()
    .transform((s) => (s ? s : undefined)),
});

export interface FeedbackDto {
  id: string;
  type: FeedbackType;
  subject: string;
  message: string;
  email: string;
  status: FeedbackStatus;
  createdAt: string;
  organisationName: string | null;
}

export interface FeedbackListResponse {
  feedback: FeedbackDto[];
  /** What the caller sees: everything, their organisation's, or only their own. */
  scope: 'all' | 'organisation' | 'own';
  /** Whether the caller may change statuses. */
  canManage: boolean;
}
