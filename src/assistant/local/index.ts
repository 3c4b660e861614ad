import type { Currency } from '../../domain';
import type { AssistantReply, AssistantRequest } from '../../shared/assistant';
import type { AssistantProvider } from '../types';
import { answerFigures } from '../understand/query';
import { analyze, type Msg } from './analyze';
import type { DateContext } from './dates';
import { advise, explainConcept, greet, offTopic, thanks } from './inform';
import { detectIntent } from './intent';
import { Ledger } from './ledger';
import { analyzeMeans } from './means';
import { interpretMovement } from './movement';
import { pendingText } from './pending';
import { refTokens } from './refs';
import { clarify, deleteReply, editReply, inform, query, registerReply } from './replies';
import type { Outcome, RuleCtx } from './rules/context';

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

const SOFT_EDIT = /(?<![a-z])(?:era|eran|fue|fueron|costo|costaron|son|es)\s+(?:de\s+)?\$?\d/;
const TAKINGS_WORDS =
  /(?<![a-z])(?:hoy|en caja|caja del dia|entraron|entro|de ventas|se vendio|vendido)(?![a-z])/;
const MOVEMENT_VERB =
  /(?<![a-z])(?:compr|vend|pag|cobr|factur|aport|prest|gast|invert|adquir|contrat|recib|ingres|nos instal|instalamos|instalaron|llego|llegaron|nos trajeron|nos mandaron|estrenamos|devol|devuel|regres|reembols)[a-z]*/;

export function interpret(req: AssistantRequest): AssistantReply {
  const dateCtx: DateContext = {
    ...(req.today ? { today: req.today } : {}),
    ...(req.period ? { period: req.period } : {}),
  };
  const msg = analyze(req.message, dateCtx);
  const ledger = new Ledger(req.state);
  switch (detectIntent(msg.text, hasMoney(msg))) {
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
      return query(answerFigures(req.message, ledger, req.currency));
    case 'delete':
      return deleteReply(msg, ledger);
    case 'edit': {
      const edited = editReply(msg, ledger, req.currency);
      if (edited) return edited;
      break;
    }
    default:
      break;
  }
  const pending = pendingText(req.history);
  const merged = pending ? analyze(`${pending}. ${req.message}`, dateCtx) : undefined;
  if (merged) {
    // The answer to '¿cuál borro?' or '¿qué importe cambio?' completes the earlier request.
    const mergedIntent = detectIntent(merged.text, hasMoney(merged));
    if (mergedIntent === 'delete') return deleteReply(merged, ledger);
    if (mergedIntent === 'edit') {
      const edited = editReply(merged, ledger, req.currency);
      if (edited) return edited;
    }
  } else if (
    SOFT_EDIT.test(msg.text) &&
    !MOVEMENT_VERB.test(msg.text) &&
    // 'hoy en caja 312 de medicinas…, el costo de eso fue 205': the day's takings and their cost.
    !(msg.mentions.filter((m) => m.kind === 'money').length > 1 && TAKINGS_WORDS.test(msg.text))
  ) {
    // 'el sueldo de la panadera eran 1.150': a new figure for an entry already booked.
    const edited = editReply(msg, ledger, req.currency, true);
    if (edited) return edited;
  }
  return movementReply(msg, merged, ledger, req.currency);
}

/**
 * Books the message, or completes the movement a clarifying question left open. A message that books
 * a movement of its own with a verb and an amount is taken alone, not glued to the earlier one.
 */
function movementReply(
  msg: Msg,
  merged: Msg | undefined,
  ledger: Ledger,
  currency: Currency,
): AssistantReply {
  const alone = run(msg, ledger, currency);
  const aloneReply = alone ? registerReply(alone, ledger.books, currency, msg.date) : undefined;
  const booked = (r: AssistantReply | undefined): boolean => r?.action === 'register';
  if (merged && !(booked(aloneReply) && standsAlone(msg))) {
    const combined = run(merged, ledger, currency);
    const combinedReply = combined
      ? registerReply(combined, ledger.books, currency, merged.date ?? msg.date)
      : undefined;
    if (combinedReply && (booked(combinedReply) || !booked(aloneReply))) return combinedReply;
  }
  if (aloneReply) return aloneReply;
  return merged
    ? clarify('No terminé de entender el movimiento. ¿Me lo cuentas completo, con el importe y cómo se pagó?')
    : inform(offTopic());
}

/** 'el resto', 'los otros 2.000', 'me lo': words that lean on the earlier message. */
const CONTINUES =
  /(?<![a-z])(el resto|lo restante|la diferencia|lo demas|los otros|las otras|la otra mitad|me lo|me la|me los|nos lo|nos la|nos los)(?![a-z])/;

function standsAlone(msg: Msg): boolean {
  return (
    MOVEMENT_VERB.test(msg.text) &&
    hasMoney(msg) &&
    msg.text.split(' ').length > 4 &&
    !CONTINUES.test(msg.text)
  );
}

function run(msg: Msg, ledger: Ledger, currency: Currency): Outcome | null {
  const ctx: RuleCtx = { msg, means: analyzeMeans(msg), ledger, currency, ref: refTokens(msg.text) };
  return interpretMovement(ctx);
}

function hasMoney(msg: Msg): boolean {
  return msg.mentions.some((m) => m.kind === 'money');
}
