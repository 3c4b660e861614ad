import { createHash, hash, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import {
  continuationProblem,
  cents,
  closingBalances,
  computeFigures,
  entriesOf,
  figuresFrom,
  fromPlainState,
  openingMatches,
  toUnits,
  OPENING_MESSAGES,
  SECTIONS,
  type Currency,
  type Line,
  type WorkingState,
} from '../../domain';
import type { ChatMessage } from '../../shared/assistant';
import { savedReportSchema } from '../../shared/reports';
import type {
  CreateReportInput,
  ReportDetail,
  ReportList,
  ReportMeta,
  SaveReportInput,
  SavedReport,
  Sections,
} from '../../shared/reports';
import type { Database } from '../db/client';
import { chatMessages, company, entry, idempotencyKey, line } from '../db/schema';

/** The chat type the specification stores the wizard's conversation under. */
export const CHAT_TYPE = 'universal_chat_messages';

export class ReportNotFoundError extends Error {
  constructor() {
    super('report not found');
  }
}
export class StaleReportError extends Error {
  constructor() {
    super('stale report version');
  }
}
/** The earlier report named in `openingFrom` cannot be continued from; the message is for the user. */
export class OpeningSourceError extends Error {
  constructor(
    readonly reason: 'sourceMissing' | 'sourceSelf' | 'sourceCurrency' | 'sourcePeriod' | 'sourceMismatch',
  ) {
    super(OPENING_MESSAGES[reason]);
  }
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

/** Test seam: lets a test fail a save halfway through to prove it is all-or-nothing. */
export interface SaveHooks {
  afterOldLinesDeleted?: () => Promise<void> | void;
}

function meta(row: typeof company.$inferSelect): ReportMeta {
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    version: row.version,
    openingFrom: row.openingFrom,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listReports(db: Database, userId: string): Promise<ReportList> {
  const rows = await db
    .select()
    .from(company)
    .where(eq(company.userId, userId))
    .orderBy(desc(company.createdAt), desc(company.id));

  const totals = new Map<
    Currency,
    { revenues: number; expenses: number; netIncome: number; assets: number; reports: number }
  >();
  const reports = rows.map((r) => {
    const f = figuresFrom({
      revenues: r.revenuesCents,
      expenses: r.expensesCents,
      ca: r.currentAssetsCents,
      nca: r.nonCurrentAssetsCents,
      cl: r.currentLiabilitiesCents,
      ncl: r.nonCurrentLiabilitiesCents,
      eq: r.equityCents,
    });
    const t = totals.get(r.currency) ?? { revenues: 0, expenses: 0, netIncome: 0, assets: 0, reports: 0 };
    // Summed in cents, converted once, so the totals are exact.
    t.revenues += f.totalRevenues;
    t.expenses += f.totalExpenses;
    t.netIncome += f.netIncome;
    t.assets += f.totalAssets;
    t.reports += 1;
    totals.set(r.currency, t);
    return {
      ...meta(r),
      totals: {
        revenues: toUnits(f.totalRevenues),
        expenses: toUnits(f.totalExpenses),
        netIncome: toUnits(f.netIncome),
        assets: toUnits(f.totalAssets),
      },
    };
  });
  return {
    reports,
    totals: [...totals].map(([currency, t]) => ({
      currency,
      revenues: toUnits(cents(t.revenues)),
      expenses: toUnits(cents(t.expenses)),
      netIncome: toUnits(cents(t.netIncome)),
      assets: toUnits(cents(t.assets)),
      reports: t.reports,
    })),
  };
}

async function ownedCompany(db: Executor, userId: string, id: string) {
  const rows = await db
    .select()
    .from(company)
    .where(and(eq(company.id, id), eq(company.userId, userId)));
  return rows[0];
}

/** Throws ReportNotFoundError unless the user owns the report; reads one row, no lines. */
export async function assertOwned(db: Database, userId: string, id: string): Promise<void> {
  if (!(await ownedCompany(db, userId, id))) throw new ReportNotFoundError();
}

async function readChat(db: Executor, userId: string, companyId: string): Promise<ChatMessage[]> {
  const rows = await db
    .select({ messages: chatMessages.messages })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.companyId, companyId),
        eq(chatMessages.userId, userId),
        eq(chatMessages.type, CHAT_TYPE),
      ),
    )
    .limit(1);
  return rows[0]?.messages ?? [];
}

export async function getReport(db: Database, userId: string, id: string): Promise<ReportDetail> {
  // All three at once (one round trip on PostgreSQL's pool): the lines and the chat are read scoped to
  // the owner too, so another user's report yields nothing to leak before the 404.
  const [row, sections, messages] = await Promise.all([
    ownedCompany(db, userId, id),
    readSections(db, userId, id),
    readChat(db, userId, id),
  ]);
  if (!row) throw new ReportNotFoundError();
  return { report: meta(row), sections, messages };
}

/** A report without its chat, for the downloads: a long conversation is not read to print the books. */
export async function getReportBooks(
  db: Database,
  userId: string,
  id: string,
): Promise<Omit<ReportDetail, 'messages'>> {
  const row = await ownedCompany(db, userId, id);
  if (!row) throw new ReportNotFoundError();
  return { report: meta(row), sections: await readSections(db, userId, id) };
}

async function readSections(db: Executor, userId: string, id: string): Promise<Sections> {
  const lines = await db
    .select({ line, transactionId: entry.transactionId })
    .from(line)
    .innerJoin(entry, eq(entry.id, line.entryId))
    .where(and(eq(line.companyId, id), eq(line.userId, userId)))
    .orderBy(asc(line.section), asc(line.position));
  const sections: Sections = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
  for (const { line: l, transactionId } of lines) {
    sections[l.section].push({
      transactionId,
      description: l.description,
      amount: toUnits(cents(l.amountCents)),
      category: l.category,
      ...(l.type ? { type: l.type } : {}),
      ...(l.date ? { date: l.date } : {}),
      ...(l.settles !== null ? { settles: l.settles } : {}),
    });
  }
  return sections;
}

/** An `entries` row as `json_populate_recordset` reads it: the keys are the column names. */
interface EntryRecord {
  readonly id: string;
  readonly company_id: string;
  readonly user_id: string;
  readonly transaction_id: string;
  readonly position: number;
  readonly date: string | null;
  /** What the entry and its lines store, ids excepted (`digestOf`): equal digests, equal rows. */
  readonly digest: string;
}

/** A `lines` row as `json_populate_recordset` reads it: the keys are the column names. */
interface LineRecord {
  readonly id: string;
  readonly entry_id: string;
  readonly company_id: string;
  readonly user_id: string;
  readonly position: number;
  readonly section: Line['section'];
  readonly category: string;
  readonly type: 'corriente' | 'no_corriente' | null;
  readonly description: string;
  readonly amount_cents: number;
  readonly date: string | null;
  readonly is_custom: boolean;
  readonly settles: string | null;
}

interface JournalRows {
  /** The report as the domain reads it (the opening check compares it with the earlier report). */
  readonly state: WorkingState;
  readonly entries: EntryRecord[];
  readonly lines: LineRecord[];
  /** Section totals for the company row, computed by the domain from these very lines. */
  readonly totals: Pick<
    typeof company.$inferInsert,
    | 'revenuesCents'
    | 'expensesCents'
    | 'currentAssetsCents'
    | 'nonCurrentAssetsCents'
    | 'currentLiabilitiesCents'
    | 'nonCurrentLiabilitiesCents'
    | 'equityCents'
  >;
}

/** The rows of a validated report's journal; lines keep their place in their section. */
function journalRows(userId: string, companyId: string, sections: Sections): JournalRows {
  const parsed = fromPlainState(sections, { newId: randomUUID });
  if (!parsed.ok)
    throw new Error(`unexpected invalid sections after validation: ${parsed.errors.join('; ')}`);
  const state = parsed.state;
  const position = new Map<Line, number>();
  for (const s of SECTIONS) state[s].forEach((l, i) => position.set(l, i));

  const entries: EntryRecord[] = [];
  const lines: LineRecord[] = [];
  entriesOf(state).forEach((e, i) => {
    const entryId = randomUUID();
    const first = lines.length;
    for (const l of e.lines) {
      lines.push({
        id: l.id,
        entry_id: entryId,
        company_id: companyId,
        user_id: userId,
        position: position.get(l) ?? 0,
        section: l.section,
        category: l.category,
        type: l.type ?? null,
        description: l.description,
        amount_cents: l.amount,
        date: l.date ?? null,
        is_custom: l.isCustom ?? false,
        settles: l.settles ?? null,
      });
    }
    const transactionId = e.transactionId ?? e.key;
    const date = e.date ?? null;
    entries.push({
      id: entryId,
      company_id: companyId,
      user_id: userId,
      transaction_id: transactionId,
      position: i,
      date,
      digest: digestOf(transactionId, i, date, lines, first),
    });
  });
  const f = computeFigures(state);
  return {
    state,
    entries,
    lines,
    totals: {
      revenuesCents: f.totalRevenues,
      expensesCents: f.totalExpenses,
      currentAssetsCents: f.totalCurrentAssets,
      nonCurrentAssetsCents: f.totalNonCurrentAssets,
      currentLiabilitiesCents: f.totalCurrentLiabilities,
      nonCurrentLiabilitiesCents: f.totalNonCurrentLiabilities,
      equityCents: f.totalEquityContributions,
    },
  };
}

/**
 * The digest of an entry: every column a save writes for it and its lines (from `lines[first]` on)
 * except the ids, which are new on every save. The owner and the report are not in it: a digest is
 * only ever compared within one report. The leading 1 names this layout; another layout must change it
 * so that no digest written by the old one matches.
 */
function digestOf(
  transactionId: string,
  position: number,
  date: string | null,
  lines: readonly LineRecord[],
  first: number,
): string {
  const fields: unknown[] = [1, transactionId, position, date];
  for (let k = first; k < lines.length; k++) {
    const l = lines[k];
    if (!l) continue;
    fields.push(
      l.position,
      l.section,
      l.category,
      l.type,
      l.description,
      l.amount_cents,
      l.date,
      l.is_custom,
      l.settles,
    );
  }
  return hash('sha256', JSON.stringify(fields), 'base64url');
}

/**
 * Every entry and line of a report in one statement and two parameters: each table's rows as one
 * JSON array, turned into rows by the database (`json_populate_recordset`, typed by the table
 * itself). A multi-row VALUES took 13 parameters a line (2,600 for 200 lines), which drizzle built
 * and PostgreSQL parsed one by one: about half of a 200-line save. The lines' foreign keys are
 * checked at the end of the statement, once the entries of the same statement are in.
 */
async function insertJournal(tx: Tx, rows: JournalRows): Promise<void> {
  if (rows.entries.length === 0) return;
  const entryColumns = columns(ENTRY_COLUMNS);
  const lineColumns = columns(LINE_COLUMNS);
  await tx.execute(sql`
    with new_entries as (
      insert into ${entry} (${entryColumns})
      select ${entryColumns}
      from json_populate_recordset(null::${entry}, ${JSON.stringify(rows.entries)}::json)
    )
    insert into ${line} (${lineColumns})
    select ${lineColumns}
    from json_populate_recordset(null::${line}, ${JSON.stringify(rows.lines)}::json)`);
}

const ENTRY_COLUMNS = [
  'id',
  'company_id',
  'user_id',
  'transaction_id',
  'position',
  'date',
  'digest',
] as const satisfies ReadonlyArray<keyof EntryRecord>;
const LINE_COLUMNS = [
  'id',
  'entry_id',
  'company_id',
  'user_id',
  'position',
  'section',
  'category',
  'type',
  'description',
  'amount_cents',
  'date',
  'is_custom',
  'settles',
] as const satisfies ReadonlyArray<keyof LineRecord>;

function columns(names: readonly string[]) {
  return sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
}

async function writeChat(
  tx: Tx,
  userId: string,
  companyId: string,
  messages: readonly ChatMessage[],
): Promise<void> {
  await tx
    .insert(chatMessages)
    .values({ id: randomUUID(), companyId, userId, type: CHAT_TYPE, messages: [...messages] })
    .onConflictDoUpdate({
      target: [chatMessages.companyId, chatMessages.userId, chatMessages.type],
      set: { messages: [...messages], updatedAt: new Date() },
    });
}

/**
 * Refuses (OpeningSourceError) an earlier report this one may not continue from: it must be the
 * user's (someone else's answers like a missing one), not this report, in the same currency and ending
 * before this period starts. A link the report did not have before (`isNew`) must also bring that
 * report's closing balances exactly as this opening; a link kept from before may since disagree (the
 * earlier report changed: the web shows the opening as stale and offers to bring it again) and may
 * name a report deleted since. Read in the caller's transaction, before anything is written.
 */
async function checkOpeningSource(
  tx: Tx,
  userId: string,
  report: { readonly id: string; readonly currency: Currency; readonly startDate: string },
  sourceId: string,
  state: WorkingState,
  isNew: boolean,
): Promise<void> {
  if (sourceId === report.id) throw new OpeningSourceError('sourceSelf');
  const source = await ownedCompany(tx, userId, sourceId);
  if (!source) {
    if (isNew) throw new OpeningSourceError('sourceMissing');
    return;
  }
  const problem = continuationProblem(source, report);
  if (problem) throw new OpeningSourceError(problem);
  if (!isNew) return;
  const parsed = fromPlainState(await readSections(tx, userId, sourceId), { newId: randomUUID });
  // Stored reports were validated on save, so a refusal here is a bug, not a user error.
  if (!parsed.ok)
    throw new Error(`stored report ${sourceId} does not read back: ${parsed.errors.join('; ')}`);
  if (!openingMatches(state, closingBalances(parsed.state))) throw new OpeningSourceError('sourceMismatch');
}

async function insertReport(tx: Tx, userId: string, input: CreateReportInput): Promise<SavedReport> {
  const id = randomUUID();
  const rows = journalRows(userId, id, input.sections);
  const openingFrom = input.openingFrom ?? null;
  if (openingFrom !== null)
    await checkOpeningSource(tx, userId, { ...input, id }, openingFrom, rows.state, true);
  const [row] = await tx
    .insert(company)
    .values({
      id,
      userId,
      name: input.name,
      currency: input.currency,
      startDate: input.startDate,
      endDate: input.endDate,
      status: input.status,
      openingFrom,
      ...rows.totals,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  await insertJournal(tx, rows);
  if (input.messages) await writeChat(tx, userId, id, input.messages);
  return { id, version: row.version, updatedAt: row.updatedAt.toISOString() };
}

export async function createReport(
  db: Database,
  userId: string,
  input: CreateReportInput,
): Promise<SavedReport> {
  return db.transaction((tx) => insertReport(tx, userId, input));
}

/** How long the answer to a create sent with an Idempotency-Key is kept for a retry. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** The same Idempotency-Key came with another body: neither replayed nor created again. */
export class IdempotencyKeyReusedError extends Error {
  constructor() {
    super('idempotency key reused with another body');
  }
}

/**
 * A create that a client may send again with the same key (its first answer was lost): the key is
 * claimed in the same transaction that creates the report, so either both are stored or neither.
 * A retry gets the first answer; a retry racing the first waits on the key's row (PostgreSQL's unique
 * index) and then gets it too. Keys are per user and live IDEMPOTENCY_KEY_HOURS.
 */
export async function createReportOnce(
  db: Database,
  userId: string,
  input: CreateReportInput,
  key: string,
): Promise<{ saved: SavedReport; replayed: boolean }> {
  const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  return db.transaction(async (tx) => {
    await tx
      .delete(idempotencyKey)
      .where(
        and(
          eq(idempotencyKey.userId, userId),
          lt(idempotencyKey.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`),
        ),
      );
    const claimed = await tx
      .insert(idempotencyKey)
      .values({ userId, key, requestHash, status: 201, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKey.key });
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(idempotencyKey)
        .where(and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key)));
      if (!first) throw new Error('idempotency key vanished after a conflict');
      if (first.requestHash !== requestHash) throw new IdempotencyKeyReusedError();
      return { saved: savedReportSchema.parse(first.response), replayed: true };
    }
    const saved = await insertReport(tx, userId, input);
    await tx
      .update(idempotencyKey)
      .set({ response: saved })
      .where(and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key)));
    return { saved, replayed: false };
  });
}

/**
 * Replaces a report and all its lines in one transaction, only if the caller saw the current
 * version; otherwise nothing changes (StaleReportError), and a report of someone else is not found.
 * `openingFrom`: absent keeps the stored link (clients from before issue 15), null clears it, an id
 * sets it once checkOpeningSource accepts it (the row is locked first, so the link compared with is
 * the one this save replaces).
 */
export async function saveReport(
  db: Database,
  userId: string,
  id: string,
  input: SaveReportInput,
  hooks: SaveHooks = {},
): Promise<SavedReport> {
  const rows = journalRows(userId, id, input.sections);
  return db.transaction(async (tx) => {
    const { openingFrom } = input;
    if (typeof openingFrom === 'string') {
      const [current] = await tx
        .select({ version: company.version, openingFrom: company.openingFrom })
        .from(company)
        .where(and(eq(company.id, id), eq(company.userId, userId)))
        .for('update');
      if (!current) throw new ReportNotFoundError();
      if (current.version !== input.version) throw new StaleReportError();
      const isNew = current.openingFrom !== openingFrom;
      await checkOpeningSource(tx, userId, { ...input, id }, openingFrom, rows.state, isNew);
    }
    const [row] = await tx
      .update(company)
      .set({
        name: input.name,
        currency: input.currency,
        startDate: input.startDate,
        endDate: input.endDate,
        status: input.status,
        ...(openingFrom !== undefined ? { openingFrom } : {}),
        ...rows.totals,
        version: sql`${company.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(company.id, id), eq(company.userId, userId), eq(company.version, input.version)))
      .returning();
    if (!row) {
      if (await ownedCompany(tx, userId, id)) throw new StaleReportError();
      throw new ReportNotFoundError();
    }
    const kept = await replaceChangedEntries(tx, userId, id, rows);
    await hooks.afterOldLinesDeleted?.();
    await insertJournal(tx, kept.size === 0 ? rows : unwritten(rows, kept));
    if (input.messages) await writeChat(tx, userId, id, input.messages);
    return { id, version: row.version, updatedAt: row.updatedAt.toISOString() };
  });
}

/**
 * Deletes the report's entries (their lines by cascade) that this save would not write again as they
 * are, and answers the digests of those left: a save that changes one entry of a 200-line report
 * rewrites that entry's lines, not 200 (most of a save's time was the database deleting and inserting
 * rows and index entries that came out the same). The select sees the rows as before the delete, in
 * the same statement, so the kept ones are those read minus those deleted.
 */
async function replaceChangedEntries(
  tx: Tx,
  userId: string,
  companyId: string,
  rows: JournalRows,
): Promise<ReadonlySet<string>> {
  const digests = JSON.stringify(rows.entries.map((e) => e.digest));
  const result: unknown = await tx.execute(sql`
    with gone as (
      delete from ${entry}
      where company_id = ${companyId} and user_id = ${userId}
        and (digest is null or digest not in (select json_array_elements_text(${digests}::json)))
      returning id
    )
    select digest from ${entry}
    where company_id = ${companyId} and user_id = ${userId} and id not in (select id from gone)`);
  const kept = new Set<string>();
  for (const row of resultRows(result)) if (typeof row.digest === 'string') kept.add(row.digest);
  return kept;
}

/** The rows of both drivers' raw results (PGlite's and node-postgres's both carry `rows`). */
function resultRows(result: unknown): ReadonlyArray<Record<string, unknown>> {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows))
    return result.rows as Array<Record<string, unknown>>;
  throw new Error('unexpected result without rows');
}

/** The journal less the entries (and their lines) already stored as they are. */
function unwritten(rows: JournalRows, kept: ReadonlySet<string>): JournalRows {
  const entries = rows.entries.filter((e) => !kept.has(e.digest));
  const ids = new Set(entries.map((e) => e.id));
  return { ...rows, entries, lines: rows.lines.filter((l) => ids.has(l.entry_id)) };
}

export async function deleteReport(db: Database, userId: string, id: string): Promise<void> {
  const rows = await db
    .delete(company)
    .where(and(eq(company.id, id), eq(company.userId, userId)))
    .returning({ id: company.id });
  if (rows.length === 0) throw new ReportNotFoundError();
}

export async function getChat(db: Database, userId: string, companyId: string): Promise<ChatMessage[]> {
  await assertOwned(db, userId, companyId);
  return readChat(db, userId, companyId);
}

export async function saveChat(
  db: Database,
  userId: string,
  companyId: string,
  messages: readonly ChatMessage[],
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await ownedCompany(tx, userId, companyId))) throw new ReportNotFoundError();
    await writeChat(tx, userId, companyId, messages);
  });
}
