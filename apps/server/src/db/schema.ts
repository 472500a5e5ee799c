import type { AdHocField, ComponentField, Section, StoredAiSettings } from '@filldeck/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Users (docs/product.md#what-we-keep-about-each-thing) — also better-auth's `user` model.
 * better-auth owns id, name, email, emailVerified, image, createdAt, updatedAt;
 * the rest are FillDeck's additional fields.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    plan: text('plan').notNull().default('free'),
    balance: integer('balance').notNull().default(500),
    billingCycle: text('billing_cycle'),
    status: text('status').notNull().default('active'),
    subscriptionId: text('subscription_id'),
    nextBillingTime: timestamp('next_billing_time', { withTimezone: true }),
    nextRefresh: timestamp('next_refresh', { withTimezone: true }),
  },
  // Credits are spent under the row lock and refused when they do not fit; this is the last guard.
  (t) => [check('users_balance_not_negative', sql`${t.balance} >= 0`)],
);

/** A users row as read from the database. */
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Sessions of the browser extension: long-lived, revocable bearer tokens issued in exchange for a
 * handoff id token. Only a SHA-256 of the token is kept; they work on the extension's routes only
 * (docs/auth-contract.md). Revoking deletes the row.
 */
export const extensionSessions = pgTable(
  'extension_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** How the user can tell browsers apart on /profile ("Chrome on Linux"). */
    browser: text('browser').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('extension_sessions_user_id_idx').on(t.userId)],
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
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

/** Email verification and password reset tokens (single use, expiring). */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** Signing keys of the short-lived id tokens handed to the extension (better-auth jwt plugin). */
export const jwks = pgTable('jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  alg: text('alg'),
  crv: text('crv'),
});

/** Request counters for sign-in, sign-up and reset throttling, shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/*
 * Owned content (docs/product.md#what-we-keep-about-each-thing). Each table's (owner_uid,
 * created_at) index serves both the owner filter of every query and the oldest-first order that
 * lock derivation uses.
 */

/** Projects (docs/product.md#projects): a named group of templates. */
export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey(),
    ownerUid: text('owner_uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default('Untitled Project'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('projects_owner_created_idx').on(t.ownerUid, t.createdAt)],
);

/** Templates (docs/product.md#templates-and-the-template-editor). `locked` is derived from the plan, never stored. */
export const templates = pgTable(
  'templates',
  {
    id: text('id').primaryKey(),
    ownerUid: text('owner_uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default('Untitled Template'),
    projectId: text('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    sections: jsonb('sections').$type<Section[]>().notNull().default([]),
    adHocFields: jsonb('ad_hoc_fields').$type<AdHocField[]>().notNull().default([]),
    aiInstructions: text('ai_instructions').notNull().default(''),
    aiSettings: jsonb('ai_settings')
      .$type<StoredAiSettings>()
      .notNull()
      .default({ model: 'gpt-4o-mini', max_tokens: 1200, tone: '', style: '' }),
    specialization: text('specialization').notNull().default('other'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('templates_project_id_idx').on(t.projectId),
    index('templates_owner_created_idx').on(t.ownerUid, t.createdAt),
  ],
);

/** Components (docs/product.md#components): reusable groups of fields. `locked` is derived. */
export const components = pgTable(
  'components',
  {
    id: text('id').primaryKey(),
    ownerUid: text('owner_uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fields: jsonb('fields').$type<ComponentField[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('components_owner_created_idx').on(t.ownerUid, t.createdAt)],
);

/**
 * Binary content, as PostgreSQL's bytea. Written as base64 that the database decodes: PGlite turns
 * a raw buffer parameter into text byte by byte (≈ 3 s for 5 MB, against 0.2 s this way). Read it
 * with `base64Of` (files/read-file.ts) for the same reason.
 */
const bytea = customType<{ data: Buffer; driverData: string }>({
  dataType: () => 'bytea',
  toDriver: (value) => sql`decode(${value.toString('base64')}, 'base64')`,
});

/**
 * Files the user keeps for forms (docs/product.md#files): a résumé, a cover letter… A template's or
 * component's File field holds the file's id as its value, never the content. Kept in the database
 * so every instance serves them; counted against the plan's storage allowance.
 */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    ownerUid: text('owner_uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The media type found from the content (magic bytes), not the one the browser claimed. */
    type: text('type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_created_idx').on(t.ownerUid, t.createdAt)],
);

/** What a remembered answer's field looked like (docs/product.md#remembered-answers). */
export interface RememberedField {
  label: string;
  name: string;
  kind: string;
  options: string[];
}

/**
 * Answers the user asked FillDeck to remember for a site: keyed by the site's host name and a key
 * made from the field's description (label, name, kind, options), not from the page's text.
 */
export const rememberedAnswers = pgTable(
  'remembered_answers',
  {
    id: text('id').primaryKey(),
    ownerUid: text('owner_uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    fieldKey: text('field_key').notNull(),
    field: jsonb('field').$type<RememberedField>().notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('remembered_answers_owner_site_field_idx').on(t.ownerUid, t.site, t.fieldKey)],
);

/**
 * AI usage records (docs/product.md#usage): one per fill, written in the same transaction that
 * takes its credits off the balance. Paged newest first by keyset over (user_id, timestamp desc, id
 * desc). A retry that carries the same idempotency key (unique per user) returns the first record.
 */
export const autofillUsage = pgTable(
  'autofill_usage',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateName: text('template_name').notNull(),
    model: text('model').notNull(),
    balanceUsed: integer('balance_used').notNull(),
    filledFields: integer('filled_fields').notNull(),
    status: text('status').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    totalTokens: integer('total_tokens').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    /** What `POST /api/autofill` answered, kept so a retry with the same Idempotency-Key gets it again. */
    response: jsonb('response'),
    /** The host name of the page filled (`https://jobs.example/apply` → `jobs.example`). */
    site: text('site'),
    /**
     * A later step of the same application (docs/product.md#forms-in-several-steps): the fill it
     * continues. Applying it adds its fields to that fill and charges nothing; it is not listed itself.
     */
    continuesFillId: text('continues_fill_id'),
  },
  (t) => [
    // NULLS FIRST is what a plain `ORDER BY … DESC` means, so the index serves it as written.
    index('autofill_usage_user_timestamp_idx').on(t.userId, t.timestamp.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('autofill_usage_user_idempotency_key_idx').on(t.userId, t.idempotencyKey),
    check('autofill_usage_balance_used_not_negative', sql`${t.balanceUsed} >= 0`),
  ],
);

/**
 * Credits a model fill holds while the model answers (docs/api-autofill.md#credits): reserved
 * under the user's row lock before the model is asked, settled by spendCredits (or released after
 * a failure) when it has answered. One row per user at most, so one model fill of a user runs at
 * a time; a row past `expires_at` (its server stopped mid-fill) is free to take again.
 */
export const modelFillReservations = pgTable(
  'model_fill_reservations',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    credits: integer('credits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [check('model_fill_reservations_credits_not_negative', sql`${t.credits} >= 0`)],
);

/**
 * Running all-time totals of a user's AI usage per model, kept by spendCredits in the same
 * transaction as each usage record, so the dashboard's all-time figures need no scan of
 * autofill_usage. Migration 0003 fills it (and usageDaily) from the records made before it.
 */
export const usageTotals = pgTable(
  'usage_totals',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    transactions: bigint('transactions', { mode: 'number' }).notNull().default(0),
    tokens: bigint('tokens', { mode: 'number' }).notNull().default(0),
    credits: bigint('credits', { mode: 'number' }).notNull().default(0),
    fields: bigint('fields', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.model] })],
);

/**
 * A user's AI usage per UTC day, kept like usageTotals: the dashboard's 30-day chart reads 30
 * rows at most, however much was recorded.
 */
export const usageDaily = pgTable(
  'usage_daily',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    transactions: bigint('transactions', { mode: 'number' }).notNull().default(0),
    credits: bigint('credits', { mode: 'number' }).notNull().default(0),
    fields: bigint('fields', { mode: 'number' }).notNull().default(0),
    /** Sum of total_tokens; added by migration 0004, which filled it for the days before it. */
    tokens: bigint('tokens', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** PayPal webhook events already applied, by PayPal's event id: a redelivery is applied once. */
export const paypalWebhookEvents = pgTable('paypal_webhook_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What every instance sharing this database must agree on, by name: `auth-secret-fingerprint`
 * (an HMAC of a fixed text under AUTH_SECRET, never the secret), so an instance started with
 * another secret refuses to start instead of signing users out on every other request.
 */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Id tokens already exchanged (for a cookie session or an extension session), by their `jti`,
 * until they expire: a handoff token works once, so a copy of it is worth nothing.
 */
export const usedIdTokens = pgTable('used_id_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Subscriptions a newer one replaced, still to be cancelled at the provider. Recorded in the
 * transaction that applies the new one, so a failed or interrupted cancel is retried (at start and
 * every minute, with backoff) until the provider confirms it: the user is never billed twice.
 */
export const pendingCancellations = pgTable('pending_cancellations', {
  subscriptionId: text('subscription_id').primaryKey(),
  userId: text('user_id').notNull(),
  reason: text('reason').notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The local sandbox payment provider's subscriptions (the default when PayPal is not configured).
 * Status follows PayPal's words: APPROVAL_PENDING, ACTIVE, CANCELLED.
 */
export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    cycle: text('cycle').notNull(),
    status: text('status').notNull().default('APPROVAL_PENDING'),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_subscriptions_user_id_idx').on(t.userId)],
);

/**
 * Creates sent with an Idempotency-Key (docs/api-content.md#idempotent-creates-idempotency-key),
 * one per user and key: claimed before the create runs (`status_code` null while it runs), then
 * given the 2xx answer, so a retry with the same key is answered the same and creates nothing twice; a failed
 * create's claim is removed. `request_hash` is a SHA-256 of the route's params, query and body.
 * Rows older than a day are pruned (lib/idempotency/prune-idempotent-requests.ts).
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The route as registered, with its method: `POST /api/templates/:id/duplicate`. */
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The stored answer's status; null while the first request still runs. */
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotent_requests_created_at_idx').on(t.createdAt)],
);

/** The keys better-auth's drizzle adapter looks models up by. */
export const authSchema = {
  user: users,
  session: sessions,
  account: accounts,
  verification: verifications,
  jwks,
  rateLimit: rateLimits,
};
