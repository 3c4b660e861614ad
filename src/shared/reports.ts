import { z } from 'zod';
import { isBalanced } from '../domain/balance';
import { isIsoDate } from '../domain/format';
import { parseAmount, type Cents } from '../domain/money';
import { ACCOUNT_TYPES, CURRENCIES, SECTIONS, SECTION_LABEL, sectionHasType } from '../domain/sections';
import { chatMessageSchema } from './assistant';

/**
 * Contracts of the reports API. The server validates every request with these schemas; the browser
 * takes its types from them. Messages are Spanish because they reach the user as they are.
 */

export const MAX_LINES_PER_REPORT = 5000;
const MAX_ABS_AMOUNT = 1e12;

const isoDate = (what: string) =>
  z
    .string({ error: `${what} es obligatoria.` })
    .refine(isIsoDate, `${what} no es una fecha válida (AAAA-MM-DD).`);

/** A decimal amount in currency units: finite, at most 2 decimals, within ±1e12. */
export const amountSchema = z
  .number({ error: 'El monto debe ser un número.' })
  .refine(Number.isFinite, 'El monto debe ser un número finito.')
  .refine(
    (n) => Math.abs(n) <= MAX_ABS_AMOUNT,
    'El monto no puede superar 1.000.000.000.000 en valor absoluto.',
  )
  .refine(
    (n) => parseAmount(n) !== null && Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
    'El monto admite como máximo 2 decimales.',
  );

export const reportLineSchema = z.object({
  transactionId: z
    .string()
    .trim()
    .min(1, 'Cada línea debe pertenecer a un asiento.')
    .max(100, 'El identificador del asiento es demasiado largo.'),
  description: z.string().trim().max(500, 'La descripción no puede superar 500 caracteres.'),
  amount: amountSchema,
  category: z
    .string()
    .trim()
    .min(1, 'Cada línea necesita una cuenta o categoría.')
    .max(120, 'El nombre de la cuenta no puede superar 120 caracteres.'),
  type: z.enum(ACCOUNT_TYPES, { error: 'El tipo debe ser corriente o no_corriente.' }).optional(),
  date: isoDate('La fecha de la línea').optional(),
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

const reportFields = z.object({
  name: z
    .string({ error: 'El nombre de la empresa es obligatorio.' })
    .trim()
    .min(1, 'El nombre de la empresa es obligatorio.')
    .max(200, 'El nombre de la empresa no puede superar 200 caracteres.'),
  currency: z.enum(CURRENCIES, { error: 'La moneda debe ser USD o EUR.' }),
  startDate: isoDate('La fecha de inicio'),
  endDate: isoDate('La fecha de fin'),
  status: reportStatusSchema,
  sections: sectionsSchema,
  messages: z
    .array(chatMessageSchema.extend({ content: z.string().max(20_000) }))
    .max(1000)
    .optional(),
});

/** Rules across fields: the period, each line's term and date, and every entry balancing. */
function crossChecks(value: z.infer<typeof reportFields>, ctx: z.RefinementCtx): void {
  if (value.startDate >= value.endDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'La fecha de inicio debe ser anterior a la fecha de fin.',
    });
  }
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
  .extend({ version: z.number({ error: 'Falta la versión del reporte.' }).int().positive() })
  .superRefine(crossChecks);
export type SaveReportInput = z.infer<typeof saveReportSchema>;

export const reportMetaSchema = z.object({
  id: z.string(),
  name: z.string(),
  currency: z.enum(CURRENCIES),
  startDate: z.string(),
  endDate: z.string(),
  status: reportStatusSchema,
  version: z.number().int(),
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
      currency: z.enum(CURRENCIES),
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
