import type { AssistantReply, AssistantRequest } from '../../shared/assistant';
import type { AssistantProvider } from '../types';
import { analyze, type Msg } from './analyze';
import { balanced, explainLines, tidy, toReplyLines } from './entry';
import { applyCorrections, changeMeans, corrections, swapWords } from './edit';
import { advise, explainConcept, greet, offTopic, thanks } from './inform';
import { detectIntent } from './intent';
import { Ledger } from './ledger';
import { analyzeMeans } from './means';
import { interpretMovement } from './movement';
import { pendingText } from './pending';
import { answerQuery } from './query';
import { describeTx, findReferenced } from './references';
import { refTokens } from './refs';
import type { Outcome, RuleCtx } from './rules/context';
import { joinEs } from './format';

/**
 * The offline, deterministic Spanish interpreter. A pipeline of small pure stages: normalise, read
 * amounts and dates, detect the intent, then book, correct, delete, answer or ask.
 */
export function createLocalProvider(): AssistantProvider {
  return {
    name: 'local',
    reply: (req) => Promise.resolve(interpret(req)),
  };
}

export function interpret(req: AssistantRequest): AssistantReply {
  const dateCtx = { ...(req.today ? { today: req.today } : {}), ...(req.period ? { period: req.period } : {}) };
  const msg = analyze(req.message, dateCtx);
  const ledger = new Ledger(req.state);
  const hasAmount = msg.mentions.some((m) => m.kind === 'money');
  const intent = detectIntent(msg.text, hasAmount);
  switch (intent) {
    case 'concept':
      return inform(explainConcept(msg.text));
    case 'advice':
      return inform(advise(msg.text));
    case 'greeting':
      return inform(greet());
    case 'thanks':
      return inform(thanks());
    case 'offtopic':
      return inform(offTopic());
    case 'query':
      return { action: 'query', response: answerQuery(msg.text, ledger, req.currency), transactions: [], transactions_to_remove: [], transactions_to_add: [] };
    case 'delete':
      return deleteReply(msg, ledger);
    case 'edit': {
      const edited = editReply(msg, ledger, req);
      if (edited) return edited;
      break;
    }
    default:
      break;
  }
  // The answer to '¿cuál borro?' or '¿qué importe cambio?' completes the earlier request.
  const pending = pendingText(req.history);
  if (pending) {
    const merged = analyze(`${pending}. ${req.message}`, dateCtx);
    const mergedIntent = detectIntent(merged.text, merged.mentions.some((m) => m.kind === 'money'));
    if (mergedIntent === 'delete') return deleteReply(merged, ledger);
    if (mergedIntent === 'edit') {
      const edited = editReply(merged, ledger, req);
      if (edited) return edited;
    }
  }
  // 'el sueldo de la panadera eran 1.150': a new figure for an entry already booked.
  if (SOFT_EDIT.test(msg.text) && !MOVEMENT_VERB.test(msg.text) && !pendingText(req.history)) {
    const edited = editReply(msg, ledger, req, true);
    if (edited) return edited;
  }
  return movementReply(req, msg, ledger);
}

const SOFT_EDIT = /(?<![a-z])(?:era|eran|fue|fueron|costo|costaron|son|es)\s+(?:de\s+)?\$?\d/;
const MOVEMENT_VERB = /(?<![a-z])(?:compr|vend|pag|cobr|factur|aport|prest|gast|invert|adquir|contrat|recib|ingres)[a-z]*/;

function movementReply(req: AssistantRequest, msg: Msg, ledger: Ledger): AssistantReply {
  const dateCtx = { ...(req.today ? { today: req.today } : {}), ...(req.period ? { period: req.period } : {}) };
  const alone = run(msg, ledger, req.currency);
  const pending = pendingText(req.history);
  if (pending && !(alone && alone.kind === 'book' && standsAlone(msg))) {
    const merged = analyze(`${pending}. ${req.message}`, dateCtx);
    const combined = run(merged, ledger, req.currency);
    if (combined && (combined.kind === 'book' || !alone || alone.kind !== 'book')) return toReply(combined, req.currency, merged.date ?? msg.date);
  }
  if (alone) return toReply(alone, req.currency, msg.date);
  return inform(offTopic());
}

/** A message that names its own movement with a verb and an amount does not complete an earlier one. */
function standsAlone(msg: Msg): boolean {
  return /(?<![a-z])(compr|vend|pag|cobr|factur|aport|prest|gast|invert)[a-z]*/.test(msg.text) && msg.mentions.some((m) => m.kind === 'money') && msg.text.split(' ').length > 4;
}

function run(msg: Msg, ledger: Ledger, currency: 'USD' | 'EUR'): Outcome | null {
  const ctx: RuleCtx = { msg, means: analyzeMeans(msg), ledger, currency, ref: refTokens(msg.text) };
  return interpretMovement(ctx);
}

function toReply(out: Outcome, currency: 'USD' | 'EUR', date: string | undefined): AssistantReply {
  if (out.kind === 'clarify') return clarify(out.question);
  const lines = tidy(out.lines);
  if (!balanced(lines)) return clarify('No logré cuadrar ese movimiento con los datos que tengo. ¿Me das el importe total y cómo se pagó o cobró?');
  const response = `¡Listo! Registré ${out.what}: ${explainLines(lines, currency)}${out.why ? ` ${out.why}` : ''}`;
  return { action: 'register', response, transactions: toReplyLines(lines, date), transactions_to_remove: [], transactions_to_add: [] };
}

function deleteReply(msg: Msg, ledger: Ledger): AssistantReply {
  const found = findReferenced(msg.text, ledger, msg.mentions.filter((m) => m.kind === 'money'));
  if (found.kind === 'one') {
    return {
      action: 'delete',
      response: `Hecho: eliminé el movimiento «${describeTx(found.tx)}» con todas sus líneas (${found.tx.lines.length}).`,
      transactions: [],
      transactions_to_remove: [{ transaction_id: found.tx.id }],
      transactions_to_add: [],
    };
  }
  if (found.kind === 'ambiguous') return clarify(`Encontré varios movimientos que encajan: ${joinEs(found.options.map(describeTx))}. ¿Cuál borro?`);
  return clarify('No encuentro ese movimiento. ¿Me dices cuál es (la descripción o el importe)?');
}

function editReply(msg: Msg, ledger: Ledger, req: AssistantRequest, soft = false): AssistantReply | null {
  const list = corrections(msg);
  if (list.length === 0) return soft ? null : wordOrMeansEdit(msg, ledger, req);
  const olds = list.map((c) => c.old).filter((m): m is NonNullable<typeof m> => Boolean(m));
  const found = findReferenced(msg.text, ledger, olds);
  if (soft && (found.kind !== 'one' || !found.strong)) return null;
  if (found.kind === 'none') return olds.length ? clarify('No encuentro el movimiento que quieres corregir. ¿Cuál es (descripción o importe original)?') : null;
  if (found.kind === 'ambiguous') return clarify(`¿Cuál de estos movimientos corrijo: ${joinEs(found.options.map(describeTx))}?`);
  const res = applyCorrections(msg, found.tx, list, ledger);
  if (!res.ok) return clarify(res.question);
  const lines = tidy(res.lines);
  return {
    action: 'edit',
    response: `Corregido: reemplacé «${describeTx(found.tx)}» por el asiento corregido: ${explainLines(lines, req.currency)}`,
    transactions: [],
    transactions_to_remove: [{ transaction_id: found.tx.id }],
    transactions_to_add: toReplyLines(lines),
  };
}

/** Corrections without a new figure: the means of payment or a word of the description. */
function wordOrMeansEdit(msg: Msg, ledger: Ledger, req: AssistantRequest): AssistantReply | null {
  const found = findReferenced(msg.text, ledger);
  if (found.kind !== 'one') return null;
  const res = changeMeans(msg, found.tx) ?? swapWords(msg, found.tx);
  if (!res) return null;
  if (!res.ok) return clarify(res.question);
  const lines = tidy(res.lines);
  return {
    action: 'edit',
    response: `Corregido: reemplacé «${describeTx(found.tx)}» por el asiento corregido: ${explainLines(lines, req.currency)}`,
    transactions: [],
    transactions_to_remove: [{ transaction_id: found.tx.id }],
    transactions_to_add: toReplyLines(lines),
  };
}

function inform(response: string): AssistantReply {
  return { action: 'inform', response, transactions: [], transactions_to_remove: [], transactions_to_add: [] };
}

function clarify(question: string): AssistantReply {
  return { action: 'clarify', response: question, transactions: [], transactions_to_remove: [], transactions_to_add: [] };
}
