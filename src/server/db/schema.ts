/**
 * The one database schema. Auth tables follow better-auth's model (mapped in features/auth);
 * organisations, memberships, invitations, subscriptions, feedback and counts are our own.
 * Every timestamp is `timestamp with time zone`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => tz('created_at').notNull().defaultNow();
const updatedAt = () => tz('updated_at').notNull().defaultNow();

// ---- better-auth ---------------------------------------------------------------------------

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  /** Platform role, granted only by the operator CLI; never an organisation role. */
  isSuperuser: boolean('is_superuser').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: tz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: tz('access_token_expires_at'),
    refreshTokenExpiresAt: tz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: tz('locked_until'),
  },
  (t) => [
    index('two_factors_user_id_idx').on(t.userId),
    index('two_factors_secret_idx').on(t.secret),
  ],
);

export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---- organisations -------------------------------------------------------------------------

export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', { enum: ['hospital', 'lhd'] }).notNull(),
    subscriptionStatus: text('subscription_status').notNull().default('none'),
    /** Set when the free trial starts and never cleared: an organisation has one trial, ever. */
    trialEndDate: tz('trial_end_date'),
    /** The Stripe customer created at the first checkout and reused for every later one. */
    stripeCustomerId: text('stripe_customer_id').unique(),
    /** The Stripe subscription whose state the columns below mirror (written by the webhook). */
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** End of the paid period: a cancelled subscription keeps access until then. */
    currentPeriodEnd: tz('current_period_end'),
    /** When the subscription first went past_due: access continues for a grace period from here. */
    pastDueSince: tz('past_due_since'),
    /** Access granted by the operator without a subscription, until this moment (null: none). */
    complimentaryUntil: tz('complimentary_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Names are unique without regard to case: 'St Vincent's' and 'st vincent's' are one hospital.
  (t) => [uniqueIndex('organisations_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A user belongs to at most one organisation: enforced by the unique user_id.
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('memberships_organisation_id_idx').on(t.organisationId)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** SHA-256 of the random token; the token itself is only ever in the link. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: tz('expires_at').notNull(),
    acceptedAt: tz('accepted_at'),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // At most one open (unaccepted) invitation per address and organisation: re-inviting replaces an
  // expired one in place, and two admins inviting the same person at once cannot both succeed.
  (t) => [
    uniqueIndex('invitations_open_organisation_email_idx')
      .on(t.organisationId, t.email)
      .where(sql`${t.acceptedAt} IS NULL`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    stripeSubscriptionId: text('stripe_subscription_id'),
    status: text('status').notNull(),
    planType: text('plan_type').notNull(),
    /** Cents, AUD. */
    amount: integer('amount').notNull().default(0),
    startDate: tz('start_date').notNull().defaultNow(),
    endDate: tz('end_date'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The Stripe price of a paid plan (null for the trial). */
    stripePriceId: text('stripe_price_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_organisation_created_idx').on(t.organisationId, t.createdAt),
    // One record per Stripe subscription: the webhook updates it in place, whatever the event order.
    uniqueIndex('subscriptions_stripe_subscription_idx')
      .on(t.stripeSubscriptionId)
      .where(sql`${t.stripeSubscriptionId} IS NOT NULL`),
  ],
);

/**
 * Stripe events already handled, by event id. Inserting the id is the once-only guard: Stripe
 * delivers at least once (and retries), and several app instances may receive the same event.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: tz('processed_at').notNull().defaultNow(),
});

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'set null',
    }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    type: text('type', { enum: ['suggestion', 'issue', 'other'] }).notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: ['new', 'in_progress', 'completed', 'rejected'] })
      .notNull()
      .default('new'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);

/**
 * The organisation's activity log: every administrative act, with who did it, when and what.
 * Only names of things (an e-mail address, a role, a status): never medication text or patient data.
 * Rows outlive their actor (the user id is cleared, the address kept) so the record stays readable.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for acts outside any organisation (e.g. feedback from a user without one). */
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's e-mail address at the time; null when the system acted (a Stripe event). */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    /** What was acted on: an e-mail address, a feedback subject... */
    target: text('target'),
    /** A short description of the change, e.g. 'member → admin'. */
    details: text('details'),
    createdAt: createdAt(),
  },
  (t) => [index('activity_log_organisation_created_idx').on(t.organisationId, t.createdAt)],
);

/** One row per reconciliation: a count for the landing stats. No medication text, ever. */
export const reconciliationEvents = pgTable('reconciliation_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  organisationId: uuid('organisation_id').references(() => organisations.id, {
    onDelete: 'set null',
  }),
  medicationCount: integer('medication_count').notNull().default(0),
  createdAt: createdAt(),
});

/** Local e-mail outbox, used when no SMTP server is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  sentAt: tz('sent_at').notNull().defaultNow(),
});

/**
 * Secrets MedRecon generated because none was configured (today the auth secret of a
 * non-production server on PostgreSQL), shared by every instance on the database: a session or an
 * e-mailed link made by one instance must be accepted by the others. A configured AUTH_SECRET is
 * never stored here.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Counters kept in the database so they hold across instances: limits over a fixed window
 * ('invitations|<organisation>': the window starts at window_start) and running totals
 * ('reconciliations', read by the landing page instead of counting the events table).
 */
export const counters = pgTable('counters', {
  key: text('key').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull(),
  windowStart: tz('window_start').notNull().defaultNow(),
});
