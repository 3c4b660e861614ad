import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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

// Auth tables in the shape better-auth's drizzle adapter expects (property names are its field
// names; columns are snake_case). Written by hand because better-auth's CLI does not run on Node 20.

export const user = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
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

export const verification = pgTable(
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

/**
 * Fixed-window counters for rate limiting, in the database so limits hold across restarts and
 * across several server processes sharing one database.
 */
export const rateLimit = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
});

export const authSchema = { user, session, account, verification };

/** Values generated once per installation and shared by every server process (e.g. the auth secret). */
export const appSetting = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// Reports. The journal is the source of truth: a report has entries, an entry has lines, amounts are
// integer cents. The five sections the screens show are a query over the lines.

export const company = pgTable(
  'companies',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    currency: text('currency', { enum: ['USD', 'EUR'] }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['draft', 'completed'] }).notNull(),
    /**
     * The earlier report whose closing balances the opening entry carried forward. No foreign key:
     * deleting the earlier report leaves this one, its opening and the link as they were.
     */
    openingFrom: text('opening_from'),
    /** Bumped by every save; a save carrying an older version is refused (409). */
    version: integer('version').notNull().default(1),
    // Section totals in cents, computed by the domain from the lines in the same transaction that
    // writes them, so the dashboard reads one row per report instead of summing every line.
    revenuesCents: bigint('revenues_cents', { mode: 'number' }).notNull().default(0),
    expensesCents: bigint('expenses_cents', { mode: 'number' }).notNull().default(0),
    currentAssetsCents: bigint('current_assets_cents', { mode: 'number' }).notNull().default(0),
    nonCurrentAssetsCents: bigint('non_current_assets_cents', { mode: 'number' }).notNull().default(0),
    currentLiabilitiesCents: bigint('current_liabilities_cents', { mode: 'number' }).notNull().default(0),
    nonCurrentLiabilitiesCents: bigint('non_current_liabilities_cents', { mode: 'number' })
      .notNull()
      .default(0),
    equityCents: bigint('equity_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('companies_currency_check', sql`${t.currency} in ('USD', 'EUR')`),
    check('companies_status_check', sql`${t.status} in ('draft', 'completed')`),
    check('companies_period_check', sql`${t.startDate} < ${t.endDate}`),
  ],
);

export const entry = pgTable(
  'entries',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** The group id the chat and the assistant use to edit or delete the entry. */
    transactionId: text('transaction_id').notNull(),
    position: integer('position').notNull(),
    date: date('date', { mode: 'string' }),
    /**
     * A hash of everything stored for the entry and its lines but their ids (`reports/repository.ts`):
     * a save keeps the rows whose digest it would write again and writes only the others. Null (rows
     * written before it existed) never matches, so their first save writes them anew.
     */
    digest: text('digest'),
  },
  (t) => [
    index('entries_company_idx').on(t.companyId, t.position),
    uniqueIndex('entries_company_tx_idx').on(t.companyId, t.transactionId),
  ],
);

export const line = pgTable(
  'lines',
  {
    id: text('id').primaryKey(),
    entryId: text('entry_id')
      .notNull()
      .references(() => entry.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    position: integer('position').notNull(),
    section: text('section', { enum: ['revenues', 'expenses', 'assets', 'liabilities', 'equity'] }).notNull(),
    category: text('category').notNull(),
    type: text('type', { enum: ['corriente', 'no_corriente'] }),
    description: text('description').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }),
    isCustom: boolean('is_custom').notNull().default(false),
    /** transactionId of the entry whose receivable or payable this line settles (the cash flow's origin). */
    settles: text('settles'),
  },
  (t) => [
    index('lines_company_idx').on(t.companyId, t.position),
    index('lines_user_idx').on(t.userId),
    // Deleting a report's entries cascades to their lines: without it every entry scans all lines.
    index('lines_entry_idx').on(t.entryId),
    check(
      'lines_section_check',
      sql`${t.section} in ('revenues', 'expenses', 'assets', 'liabilities', 'equity')`,
    ),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    messages: jsonb('messages').$type<Array<{ role: 'user' | 'assistant'; content: string }>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_messages_company_user_type_idx').on(t.companyId, t.userId, t.type)],
);

/**
 * The answer to a create sent with an Idempotency-Key, kept a day, so a client whose request was cut
 * can send it again and get the report created the first time instead of a second one.
 */
export const idempotencyKey = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the validated body: the same key with another body is refused, not replayed. */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
