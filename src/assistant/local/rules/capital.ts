import { cents, kindOfAccount, mulDiv, type Cents } from '../../../domain';
import { restore } from '../describe';
import { joinEs } from '../format';
import { ASSET_CONCEPTS, findConcepts } from '../lexicon';
import { meansIn } from '../means';
import { NOT_EMPLOYER_CHARGE } from '../../reading/cue-table';
import { values } from '../values';
import { ask, movements, type Outcome, type RuleCtx } from './context';

/**
 * Capital contributions: money the founders put in ('pusimos 8,000 entre los dos', 'aporto 3,000 más')
 * and contributions in kind ('aporto mi cámara y el micrófono, valen 1,300').
 */
const STRONG = new RegExp(
  `(?<![a-z])(aport[a-z]*${NOT_EMPLOYER_CHARGE}|pasa(?:n)? a (?:ser )?(?:de |propiedad de )?la empresa|pasa(?:n)? a ser (?:propiedad )?de la empresa|a nombre de la empresa|soci[oa]s? (?:nuev[oa]s? )?(?:entra|entran|ingresa|ingresan|se une|se unen|se suma|se suman|se incorpora)|capital (?:inicial|social)|capital de (?:la empresa|arranque|constitucion)|constitu[a-z]*|inyect[a-z]*|ampliacion de capital|aumento de capital|de mi bolsillo|de nuestro bolsillo|de nuestros ahorros|de mis ahorros)(?![a-z])`,
);
const WEAK =
  /(?<![a-z])(pusimos|pusieron|puse|puso|ponemos|pongo|pone|ponen|meti|metimos|metio|mete|meten|traspas[a-z]*|paso|pasamos|cedo|cede|cedemos|entrego|entregamos|doy|damos|dio)(?![a-z])(?:(?!\.\s).)*?(?<![a-z])((?:a|en|al) (?:la |el )?(?:empresa|sociedad|negocio|taller|tienda|cafe|cafeteria|academia|consultora|compania|emprendimiento|startup|local)|en la cuenta|en el banco|de capital|como capital|como aporte)(?![a-z])/;
const START =
  /(?<![a-z])(empezamos|empece|arrancamos|arranque|iniciamos|inicie|abrimos|abri|comenzamos|comence|fundamos|fundé|montamos|monte|creamos)(?![a-z])(?:(?!\.\s)[^;])*(?<![a-z])con(?![a-z])/;
const IN_KIND =
  /(?<![a-z])(valorad[ao]s?|valoramos|valoro|valuad[ao]s?|tasad[ao]s?|tasamos|vale|valen|valia|avaluad[ao]s?|en especie|su valor|valor de mercado|precio de mercado|lo que vale|estimad[ao]s?)(?![a-z])/;
const POSSESSIVE_ASSET = /(?<![a-z])(mi|mis|su|sus|nuestro|nuestra|nuestros|nuestras)\s+[a-z]+/;
const EACH = /(?<![a-z])(cada uno|cada una|c\/u|por cabeza|por socio|cada socio)(?![a-z])/;
const LOANISH =
  /(?<![a-z])(prest[ao]|prestamo|presto|prestaron|cuota|interes|intereses|amortizacion de capital)(?![a-z])/;

const PAID_FROM_POCKET =
  /(?<![a-z])(?:pague|pago|pagamos|pagado|pagada|compre|compramos|comprado)(?![a-z])(?:(?!\.\s).)*?(?<![a-z])de (?:mi|su|nuestro) bolsillo(?![a-z])|(?<![a-z])de (?:mi|su|nuestro) bolsillo(?![a-z])(?:(?!\.\s).)*?(?<![a-z])(?:pague|pago|pagamos|pagado|pagada|compre|compramos|comprado)(?![a-z])/;

export function isCapital(ctx: RuleCtx): boolean {
  const t = ctx.msg.text;
  // 'gastos de constitución' are the notary's and registry's fees, not a contribution.
  if (LOANISH.test(t) || /(?<![a-z])gastos? (?:de|por) (?:la )?constitucion/.test(t)) return false;
  // 'pagué de mi bolsillo la luz del local': a company cost a partner paid, not money put in.
  if (PAID_FROM_POCKET.test(t) && !/(?<![a-z])(capital|aporte|aport[a-z]+)(?![a-z])/.test(t)) return false;
  return STRONG.test(t) || WEAK.test(t) || START.test(t);
}

/** Whose part an amount is: 'que puso mi socia', 'míos', 'los puso Rafa'. */
const BY_PERSON =
  /(?<![a-z])(?:que (?:puso|pusieron|aporto|aportaron|metio|deposito|transfirio)|(?:los |las )?(?:mios|mias|suyos|suyas)|de mi parte|(?:los |las )?puso [a-z]+|de mi bolsillo)(?![a-z])/g;

export const capital = (ctx: RuleCtx): Outcome | null => {
  if (!isCapital(ctx)) return null;
  const t = ctx.msg.text;
  const assetHits = findConcepts(t, ASSET_CONCEPTS).filter((h) => h.concept.weight > 0);
  const cashNamed = meansIn(t).includes('cash');
  const inKind = assetHits.length > 0 && (IN_KIND.test(t) || (!cashNamed && POSSESSIVE_ASSET.test(t)));
  const vals = values(ctx.msg);
  if (vals.length === 0) {
    return ask(
      inKind ? '¿En cuánto valoran lo que aportan a la empresa?' : '¿De cuánto es el aporte de capital?',
    );
  }
  // A stated total wins; '4,000 cada uno' beside a total is its breakdown, alone it is multiplied.
  const totalled = vals.find((v) =>
    /(?<![a-z])(?:en total|total|son)\s*\$?\s*$/.test(t.slice(Math.max(0, v.start - 12), v.start)),
  );
  let amount =
    totalled?.cents ??
    (EACH.test(t)
      ? maxOf(vals.map((v) => v.cents))
      : (vals.find((v) => ctx.msg.mentions.some((m) => m.currency && m.start === v.start))?.cents ??
        maxOf(vals.map((v) => v.cents))));
  if (EACH.test(t) && vals.length === 1) amount = mulDiv(amount, partners(t) * 100, 100);
  // '5.000 que puso mi socia y 5.000 míos': each partner's part said with whose it is; they add up.
  const byPerson = [...t.matchAll(BY_PERSON)].length;
  if (!totalled && !EACH.test(t) && vals.length >= 2 && byPerson >= vals.length - 1)
    amount = vals.reduce((a, v) => (a + v.cents) as Cents, 0 as Cents);
  const initial =
    ctx.ledger.lines.every((l) => l.section !== 'equity') ||
    /(?<![a-z])(capital (?:inicial|social)|constitu[a-z]*|ampliacion de capital|aumento de capital|capital de arranque)(?![a-z])/.test(
      t,
    ) ||
    START.test(t);
  if (inKind) {
    const head = assetHits[0];
    const labels = [
      ...new Set(
        assetHits
          .filter((h) => h.concept.category === head?.concept.category)
          .map((h) => restore(t.slice(h.start, h.end), ctx.msg.raw)),
      ),
    ];
    const kind = head ? kindOfAccount(head.concept.section, head.concept.category) : undefined;
    const label = `Aporte en especie: ${joinEs(labels)}`;
    return movements([
      {
        kind: 'capital',
        label,
        inKind: [{ asset: kind && 'asset' in kind ? kind.asset : 'equipment', value: amount, label }],
        later: !initial,
      },
    ]);
  }
  return movements([
    {
      kind: 'capital',
      label: initial ? 'Aporte de capital inicial' : 'Aporte adicional de socios',
      cash: amount,
      later: !initial,
    },
  ]);
};

function maxOf(list: readonly number[]): ReturnType<typeof cents> {
  return cents(Math.max(...list));
}

/** How many partners share a 'cada uno' contribution: 'los tres', '2 socios', 'Ana y Luis'. */
function partners(t: string): number {
  const qty = /(\d+)\s+socios?/.exec(t);
  if (qty) return Number(qty[1]);
  if (/(?<![a-z])(los|las|entre los|entre las) tres(?![a-z])|(?<![a-z])3 socios/.test(t)) return 3;
  if (/(?<![a-z])(los|las) (3|4|5)(?![0-9])/.test(t))
    return Number(/(?<![a-z])(?:los|las) (3|4|5)/.exec(t)?.[1] ?? 2);
  return 2;
}
