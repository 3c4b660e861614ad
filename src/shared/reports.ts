import { z } from 'zod';
import { isBalanced } from '../domain/balance';
import { cents, parseAmount, type Cents } from '../domain/money';
import { OPENING_MESSAGES, openingProblems } from '../domain/opening';
import { OPENING_TRANSACTION_ID } from '../domain/entries';
import { SECTIONS, SECTION_LABEL, sectionHasType } from '../domain/sections';
import { chatMessageSchema } from './assistant';
import {
  currencySchema,
  lineSchema,
  MAX_CATEGORY_CHARS,
  MAX_CHAT_MESSAGE_CHARS,
  MAX_DESCRIPTION_CHARS,
  MAX_LINES_PER_REPORT,
  MAX_TRANSACTION_ID_CHARS,
} from './lines';
import { invalidCharactersMessage, isoDate, isStorableText, storableText } from './text';

export { MAX_CATEGORY_CHARS, MAX_DESCRIPTION_CHARS, MAX_LINES_PER_REPORT, MAX_TRANSACTION_ID_CHARS };

/**
 * Contracts of the reports API. The server validates every request with these schemas; the browser
 * takes its types from them. Messages are Spanish because they reach the user as they are.
 */

export const MAX_COMPANY_NAME_CHARS = 200;
/** The server keeps at most this many chat messages per report, each at most this long. */
export const MAX_SAVED_MESSAGES = 1000;
export const MAX_SAVED_MESSAGE_CHARS = MAX_CHAT_MESSAGE_CHARS;

/** The largest version a save may carry: PostgreSQL's `integer`, which the version column is. */
export const MAX_REPORT_VERSION = 2_147_483_647;

/**
 * A saved line: the base line, trimmed and bounded for storage, with its entry and optional date (the
 * entry first, so a line missing both its entry and its account is reported by its entry, as always).
 */
export const reportLineSchema = z
  .object({
    transactionId: storableText('El identificador del asiento')
      .trim()
      .min(1, 'Cada línea debe pertenecer a un asiento.')
      .max(MAX_TRANSACTION_ID_CHARS, 'El identificador del asiento es demasiado largo.'),
  })
  .extend(lineSchema.shape)
  .extend({
    description: lineSchema.shape.description
      .trim()
      .max(MAX_DESCRIPTION_CHARS, `La descripción no puede superar ${MAX_DESCRIPTION_CHARS} caracteres.`),
    category: lineSchema.shape.category
      .trim()
      .min(1, 'Cada línea necesita una cuenta o categoría.')
      .max(MAX_CATEGORY_CHARS, `El nombre de la cuenta no puede superar ${MAX_CATEGORY_CHARS} caracteres.`),
    date: isoDate('La fecha de la línea').optional(),
    /** The entry whose receivable or payable the line settles (the cash flow classifies it by that origin). */
    settles: storableText('El asiento que la línea liquida')
      .trim()
      .min(1, 'El asiento que la línea liquida no puede estar vacío.')
      .max(MAX_TRANSACTION_ID_CHARS, 'El identificador del asiento liquidado es demasiado largo.')
      .optional(),
  });
export type ReportLine = z.infer<typeof reportLineSchema>;

const sectionList = (section: (typeof SECTIONS)[number]) =>
  z
    .array(reportLineSchema, { error: `La sección ${SECTION_LABEL[section]} debe ser una lista.` })
    .max(MAX_LINES_PER_REPORT, `Demasiadas líneas en ${SECTION_LABEL[section]}.`);

export const sectionsSchema = z.strictObject(
  {
    revenues: sectionList('revenues'),
    expenses: sectionList('expenses'),
    assets: sectionList('assets'),
    liabilities: sectionList('liabilities'),
    equity: sectionList('equity'),
  },
  { error: 'Las secciones deben ser revenues, expenses, assets, liabilities y equity.' },
);
export type Sections = z.infer<typeof sectionsSchema>;

export const reportStatusSchema = z.enum(['draft', 'completed'], {
  error: 'El estado debe ser draft o completed.',
});
export type ReportStatus = z.infer<typeof reportStatusSchema>;

/** The report period: two valid dates, the start strictly before the end. */
const periodFields = {
  startDate: isoDate('La fecha de inicio'),
  endDate: isoDate('La fecha de fin'),
};

function checkPeriod(value: { startDate: string; endDate: string }, ctx: z.RefinementCtx): void {
  if (value.startDate >= value.endDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'La fecha de inicio debe ser anterior a la fecha de fin.',
    });
  }
}

export const reportPeriodSchema = z.object(periodFields).superRefine(checkPeriod);

const companyFields = z.object({
  name: z
    .string({ error: 'El nombre de la empresa es obligatorio.' })
    .refine(isStorableText, invalidCharactersMessage('El nombre de la empresa'))
    .trim()
    .min(1, 'El nombre de la empresa es obligatorio.')
    .max(
      MAX_COMPANY_NAME_CHARS,
      `El nombre de la empresa no puede superar ${MAX_COMPANY_NAME_CHARS} caracteres.`,
    ),
  currency: currencySchema,
  ...periodFields,
});

/** The company and its period: the wizard's step 1, checked in the browser as the server checks it. */
export const companySchema = companyFields.superRefine(checkPeriod);
export type CompanyInput = z.infer<typeof companySchema>;

/** The chat kept with a report (PUT /api/reports/:id/chat, and optionally with the report). */
export const savedMessagesSchema = z
  .array(
    chatMessageSchema.extend({
      content: chatMessageSchema.shape.content.max(
        MAX_SAVED_MESSAGE_CHARS,
        `Un mensaje guardado no puede superar ${MAX_SAVED_MESSAGE_CHARS} caracteres.`,
      ),
    }),
    { error: 'La conversación debe ser una lista de mensajes.' },
  )
  .max(MAX_SAVED_MESSAGES, `La conversación admite como máximo ${MAX_SAVED_MESSAGES} mensajes.`);

export const saveChatSchema = z.object({ messages: savedMessagesSchema });

/**
 * The earlier report whose closing balances this one's opening entry carried forward (issue 15);
 * null or absent when the report starts from zero or from balances typed in. The server checks that
 * it is the user's, in the same currency and ending before this period starts.
 */
export const openingFromSchema = storableText('El reporte anterior')
  .trim()
  .min(1, 'Falta el reporte anterior.')
  .max(MAX_TRANSACTION_ID_CHARS, 'El identificador del reporte anterior es demasiado largo.')
  .nullable();

const reportFields = companyFields.extend({
  status: reportStatusSchema,
  sections: sectionsSchema,
  messages: savedMessagesSchema.optional(),
  openingFrom: openingFromSchema.optional(),
});

/** Rules across fields: the period, each line's term and date, and every entry balancing. */
function crossChecks(value: z.infer<typeof reportFields>, ctx: z.RefinementCtx): void {
  checkPeriod(value, ctx);
  const byEntry = new Map<string, Array<{ section: (typeof SECTIONS)[number]; amount: Cents }>>();
  let total = 0;
  for (const section of SECTIONS) {
    value.sections[section].forEach((l, i) => {
      total++;
      if (sectionHasType(section) && !l.type) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections', section, i, 'type'],
          message: `La línea «${l.description}» de ${SECTION_LABEL[section]} necesita el tipo corriente o no_corriente.`,
        });
      }
      if (!sectionHasType(section) && l.type) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections', section, i, 'type'],
          message: `Las líneas de ${SECTION_LABEL[section]} no llevan tipo.`,
        });
      }
      if (l.date && (l.date < value.startDate || l.date > value.endDate)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections', section, i, 'date'],
          message: `La fecha de «${l.description}» está fuera del período del reporte.`,
        });
      }
      const cents = parseAmount(l.amount);
      if (cents === null) return;
      const list = byEntry.get(l.transactionId) ?? [];
      list.push({ section, amount: cents });
      byEntry.set(l.transactionId, list);
    });
  }
  if (total > MAX_LINES_PER_REPORT) {
    ctx.addIssue({
      code: 'custom',
      path: ['sections'],
      message: `Un reporte admite como máximo ${MAX_LINES_PER_REPORT} líneas.`,
    });
  }
  const openingLines = SECTIONS.flatMap((section) =>
    value.sections[section]
      .filter((l) => l.transactionId === OPENING_TRANSACTION_ID)
      .map((l) => ({ section, amount: parseAmount(l.amount) ?? cents(0), date: l.date })),
  );
  for (const message of openingProblems(openingLines, value.startDate)) {
    // An unbalanced opening is already reported as an entry that does not balance.
    if (message === OPENING_MESSAGES.unbalanced) continue;
    ctx.addIssue({ code: 'custom', path: ['sections'], message });
  }
  for (const [transactionId, lines] of byEntry) {
    if (!isBalanced(lines)) {
      ctx.addIssue({
        code: 'custom',
        path: ['sections'],
        message: `El asiento ${transactionId} no cuadra: activos = pasivos + patrimonio + ingresos − gastos.`,
      });
    }
  }
}

export const createReportSchema = reportFields.superRefine(crossChecks);
export type CreateReportInput = z.infer<typeof createReportSchema>;

export const saveReportSchema = reportFields
  .extend({
    version: z
      .number({ error: 'Falta la versión del reporte.' })
      .int('La versión del reporte no es válida.')
      .positive('La versión del reporte no es válida.')
      .max(MAX_REPORT_VERSION, 'La versión del reporte no es válida.'),
  })
  .superRefine(crossChecks);
export type SaveReportInput = z.infer<typeof saveReportSchema>;

export const reportMetaSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: currencySchema,
  startDate: z.string(),
  endDate: z.string(),
  status: reportStatusSchema,
  version: z.number().int(),
  /** The earlier report the opening was carried from, if any (it may since have been deleted). */
  openingFrom: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReportMeta = z.infer<typeof reportMetaSchema>;

export const reportSummarySchema = reportMetaSchema.extend({
  totals: z.object({ revenues: z.number(), expenses: z.number(), netIncome: z.number(), assets: z.number() }),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** GET /api/reports: the list and, per currency (dollars and euros are never added), the totals. */
export const reportListSchema = z.object({
  reports: z.array(reportSummarySchema),
  totals: z.array(
    z.object({
      currency: currencySchema,
      revenues: z.number(),
      expenses: z.number(),
      netIncome: z.number(),
      assets: z.number(),
      reports: z.number().int(),
    }),
  ),
});
export type ReportList = z.infer<typeof reportListSchema>;

/** GET /api/reports/:id: everything the viewer and the wizard need in one answer. */
export const reportDetailSchema = z.object({
  report: reportMetaSchema,
  sections: sectionsSchema,
  messages: z.array(chatMessageSchema),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;

export const savedReportSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type SavedReport = z.infer<typeof savedReportSchema>;

export const STALE_REPORT_MESSAGE =
  'El reporte cambió en otra pestaña o dispositivo. Recarga para ver la última versión.';
export const REPORT_NOT_FOUND_MESSAGE = 'Reporte no encontrado.';
