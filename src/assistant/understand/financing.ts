import { kindOfAccount, mulDiv, type AccountRef, type AssetKind, type Cents } from '../../domain';
import { OWN_POCKET } from '../local/cues';
import { ASSET_CONCEPTS, findConcepts, type ConceptHit } from '../local/lexicon';
import { FOR_SALE } from '../local/lexicon/purpose';
import type { Ledger } from '../local/ledger';
import { spendsLoanMoney } from '../local/means';
import type { Value } from '../local/values';
import { has, moneyIn, type Reading } from '../reading/read';
import type { Rule, Understood } from './rules';
import { one } from './movements';

/** The kind of asset a lexicon word names (a deposit is not one). */
export function assetKindOf(hit: ConceptHit): AssetKind | undefined {
  if (hit.concept.tags?.includes('deposit')) return undefined;
  const kind = kindOfAccount(hit.concept.section, hit.concept.category);
  return kind && 'asset' in kind ? kind.asset : undefined;
}

/** Units counted ('40 monturas'); a model's year ('una F-150 2016 con caja térmica') counts nothing. */
const COUNTED = /(?<![a-z0-9])(?!(?:19|20)\d\d(?!\d))\d{2,} [a-z]+/;
/** Things a shop sells, contributed by the dozen: stock rather than equipment. */
const GOODS_WORDS =
  /(?<![a-z])(mercaderia|mercancia|stock|inventario|productos?|monturas?|lentes|prendas?|camisetas?|zapatos?|libros?|botellas?|cajas?|unidades|piezas|articulos?|repuestos?|insumos?|material(?:es)?)(?![a-z])/;

/** A partner's own working things ('mi equipo', 'lo que usaba en casa'), never stock to sell. */
const OWN_KIT =
  /(?<![a-z])(?:(?:mi|su|sus|mis|nuestro|nuestros) (?:equipo|equipos|herramientas)|que (?:tenia|usaba|teniamos|usabamos|tiene|usa) (?:en casa|en su casa|para trabajar|en el anterior|antes))(?![a-z])/;

const SHARED_OUT =
  /(?<![a-z])(?:entre (?:los|las) (?:dos|tres|cuatro|cinco|\d+)|(?:la )?mitad|(?:en )?partes iguales|a medias|un tercio|una tercera parte|un cuarto)(?![a-z])[^.;]{0,12}$/;
const PER_HEAD =
  /(?<![a-z])(cada uno|cada una|cada quien|por socio|por socia|por cabeza|cada socio|cada socia|c\/u|por persona)(?![a-z])/;

/** Things the older lexicon misses that founders bring in: fridges, brewing kits, vans. */
const MORE_IN_KIND: readonly (readonly [RegExp, AssetKind])[] = [
  [
    /(?<![a-z])(camara frigorifica|equipo de coccion|olla[s]?|quemadores|horno[s]?|maquina[s]?|herramientas|compresor|soldadora|cocina industrial|congeladora[s]?|fermentador(?:es)?)(?![a-z])/,
    'machinery',
  ],
  [
    /(?<![a-z])(camioneta|furgo|furgoneta|moto|auto|carro|coche|camion|van|bici de reparto|fiorino|kangoo|berlingo|partner|caddy|sprinter|hiace|urvan|hilux|ranger|amarok|frontier|l200|nv350|ducato|transit|vito|trafic|jumpy|doblo|saveiro|strada|pickup)(?![a-z])/,
    'vehicle',
  ],
  [
    /(?<![a-z])(camas?|colchones|roperos?|muebles|mobiliario|computadora[s]?|laptops?|notebook[s]?|macbook[s]?|escritorios?|sillas?|mesas?|estanterias?|vitrinas?|carpas?)(?![a-z])/,
    'equipment',
  ],
  [/(?<![a-z])(mercaderia|mercancia|stock|inventario|productos)(?![a-z])/, 'inventory'],
  [/(?<![a-z])(dominio|marca|pagina web|sitio web|la web|software|app)(?![a-z])/, 'intangible'],
];

function moreThingAt(text: string): { kind: AssetKind; at: number; end: number } | undefined {
  let best: { kind: AssetKind; at: number; end: number } | undefined;
  for (const [re, kind] of MORE_IN_KIND) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.at)) best = { kind, at: m.index, end: m.index + m[0].length };
  }
  return best;
}
const HEADS: readonly (readonly [RegExp, number])[] = [
  [/(?<![a-z])(los|las|entre los|entre las|somos|ambos) (dos|2)(?![a-z])|(?<![a-z])ambos(?![a-z])/, 2],
  [/(?<![a-z])(los|las|entre los|somos) (tres|3)(?![a-z])/, 3],
  [/(?<![a-z])(los|las|entre los|somos) (cuatro|4)(?![a-z])/, 4],
  [/(?<![a-z])(los|las|entre los|somos) (cinco|5)(?![a-z])/, 5],
  [/(?<![a-z])(los|las|entre los|somos) (seis|6)(?![a-z])/, 6],
  [/(?<![a-z])(los|las|entre los|somos) (siete|7)(?![a-z])/, 7],
  [/(?<![a-z])(los|las|entre los|somos) (ocho|8)(?![a-z])/, 8],
];

/** Words said to catch attention before a list ('Acho, Pedro y yo'), never a partner's name. */
const CALLS =
  /^(?:acho|oye|mira|bueno|pues|hola|epa|ey|buenas|che|mae|wey|ojo|vale|listo|chamo|pana|parce|mano|compa|loco|tio|tia|jefe|amigo|amiga|chicos|chicas|gente)$/i;

/** How many partners put the same amount: said outright, or 'con mi socio' (two), or two names. */
function heads(r: Reading, raw: string): number {
  for (const [re, n] of HEADS) if (re.test(r.text)) return n;
  if (
    /(?<![a-z])(con mi socio|con mi socia|mi socio y yo|mi socia y yo|con mi hermano|con mi hermana|con mi esposa|con mi esposo|con mi pareja|con mi nano|con mi nana|con mi primo|con mi prima|con mi cunado|con mi cunada|con mi amigo|con mi amiga|con mi pana|con mi compa|con mi mujer|con mi marido|con mi novia|con mi novio|con mi papa|con mi mama|con mi viejo|con mi vieja)(?![a-z])/.test(
      r.text,
    )
  )
    return 2;
  // 'Ana, Luis y Marta': a list of three names joined by commas and 'y'.
  // 'la Cami, la Vale y el Nacho': names with their article.
  const list =
    /(?<!(?:en|de|del|a|al|desde|para|por|aqui en|aca en) )(?:(?:el|la) )?\p{Lu}\p{Ll}+(?:, (?:(?:el|la) )?\p{Lu}\p{Ll}+)+ y (?:(?:el|la) )?\p{Lu}\p{Ll}+/u.exec(
      raw,
    );
  if (list) return list[0].split(/, | y /).length;
  // 'Yorman, Daniela y yo': the names listed and the one writing.
  // A place before the names ('aquí en Quilla, Mayerlis y yo') is no partner.
  const withMe =
    /(?<!(?:en|de|del|a|al|desde|para|por) )(?:(?:el|la) )?\p{Lu}\p{Ll}+(?:, (?:(?:el|la) )?\p{Lu}\p{Ll}+)+ y yo(?![\p{L}])/u.exec(
      raw,
    );
  if (withMe) return withMe[0].split(/, | y /).filter((w) => !CALLS.test(w)).length;
  return 2;
}

const VALUE_WORDS =
  /(?<![a-z])(val(?:e|en)(?= (?:unos |como |aprox[a-z]* |mas o menos )?\$?\d)|valorizad[a-z]*|valoriz[a-z]*|valuad[a-z]*|valuamos|tasad[a-z]*|tasamos|valoramos|valorad[a-z]*|avaluad[a-z]*|avaluamos|avaluaron|(?:valu|valor|valoriz|avalu|tas)ar(?:lo|la|los|las)?|a costo|por un valor|(?:le|les) (?:pusimos|pusieron|ponemos|dimos|damos) (?:un )?valor|(?:le|les) (?:pusimos|pusieron|calculamos) (?:unos )?\d|entra a la|entra en la)(?![a-z])/;
const CASH_WORDS =
  /(?<![a-z])(cuenta|banco|efectivo|deposit[a-z]*|transferencia|dinero|plata|dolares|euros|soles|pesos|en caja|consignad[a-z]*|acreditad[a-z]*|desembolsad[a-z]*)(?![a-z])/;
const OUTSIDER =
  /(?<![a-z])(business angel|angel inversor|inversionista|inversor|inversora|aceleradora|family office|fondo (?:de (?:inversion|capital|riesgo|venture)|semilla|de capital de riesgo)|(?:un|el) fondo (?:nos |le )?(?:invirti|entr|pus|aport|met|compr)[a-z]*)(?![a-z])/;
const CAPITAL_WORDS =
  /(?<![a-z])(capital(?! de trabajo)|aporte|aportes|aportacion|aporto|aporta|aportan|aportamos|aportaron|inyect[a-z]*|capitaliz[a-z]*|acciones|participaciones|no es (?:un )?prestamo|ampliacion|nuev[oa]s? soci[oa]s?|(?:entra|entro|entran|entraron|ingresa|ingreso|se suma|se sumo|se incorpora|se incorporo) (?:como|de) (?:nuev[oa] )?soci[oa]s?)(?![a-z])/;
const TIDE_OVER =
  /(?<![a-z])(de su (?:bolsillo|plata|dinero|cuenta personal|ahorros)|de sus ahorros|de mi (?:bolsillo|plata|dinero)|para (?:cubrir|pagar|bancar|aguantar|tapar|llegar a fin de mes|la temporada)|mientras (?:tanto|entra|llega|cobramos)|no (?:llegabamos|llegamos|alcanzaba|alcanzaban|nos alcanzaba|nos daba)|(?:ibamos|andabamos|estabamos) (?:justos|cortos|apretados|cortos de (?:plata|caja|dinero)))(?![a-z])/;
/** A relative who is not said to be a partner put money in: a gift to the capital or a loan, unknown. */
const FAMILY_PUT_IN =
  /(?<![a-z])(?:mi|su|nuestro|nuestra|el|la) (?:hermano|hermana|cunado|cunada|tio|tia|papa|mama|padre|madre|suegro|suegra|primo|prima|abuelo|abuela|amigo|amiga|novio|novia|esposo|esposa|marido|mujer|pareja|viejo|vieja) (?:nos |le )?(?:metio|puso|deposito|transfirio|dio|paso|ingreso|consigno|mando|giro|yapeo)(?![a-z])/;
/** Money given for a share of the company ('por el 10% de la empresa'): equity, never a loan. */
const STAKE =
  /(?<![a-z])(?:por|a cambio (?:de|del)|por un|recibe|se queda con|se lleva)(?: el| un)? \d+(?:[.,]\d+)? ?% (?:de la (?:empresa|sociedad|startup|compania)|de las acciones|del capital|de participacion|de las participaciones|de la startup|del negocio)/;
/** Money, not a thing: where it went or what it was ('a la cuenta', 'en efectivo', 'plata'). */
const MONEY_PUT =
  /(?<![a-z])(cuenta|banco|efectivo|caja|deposit[a-z]*|transfiri[a-z]*|transferencia|consign[a-z]*|dinero|plata|lana|pasta|guita|billete)(?![a-z])/;
const FOUNDING_FEES =
  /(?<![a-z])(?:notaria|notario|notarial|gestoria|gestor|abogad[oa]|registro mercantil|escritura|tramites?|honorarios|camara de comercio|sunarp|dian|rut)(?![a-z])/;
const FOUNDING =
  /(?<![a-z])(cada uno|cada una|cada quien|cada socio|cada socia|por cabeza|entre (?:los|las) (?:dos|tres|cuatro)|entre todos|entre todas|para (?:arrancar|abrir|empezar|montar|fundar|iniciar|constituir)|al (?:abrir|fundar|constituir)|(?:abrimos|arrancamos|empezamos|fundamos|montamos|constituimos|iniciamos) (?:la|el|con)|de arranque|inicial|iniciales|mios|mias|mio)(?![a-z])/;
const MAYBE_BACK =
  /(?<![a-z])(ya veremos si|veremos si|vemos si|ya vemos si|despues vemos si|luego vemos si|miramos si|despues miramos si|luego miramos si|ya miramos si|vemos despues si|vamos a ver si|hay que ver si|a lo mejor|quiza[s]?|no se si|no sabemos si|no se sabe si|puede que|tal vez) (?:se )?(?:lo |la |los |las |le |les )?(?:devolv|regres)[a-z]*|(?<![a-z])si (?:se )?(?:lo |la |los |las |le |les )?(?:devolv|regres)[a-z]* o (?:no|se (?:queda|quedan))(?![a-z])|(?<![a-z])(?:prestamo o aporte|aporte o prestamo|prestamo o capital|capital o prestamo)(?![a-z])|(?<![a-z])(?:entra|queda|se queda|lo toma|cuenta) (?:como|de) (?:socio|socia|capital|aporte) o (?:si )?(?:se |le )?(?:lo |la |los |las )?(?:devolv|regres|prest)[a-z]*|(?<![a-z])(?:devolv|regres)[a-z]* o (?:si )?(?:entra|queda|lo toma|cuenta) (?:como|de) (?:socio|socia|capital|aporte)/;
const PUT_IN =
  /(?<![a-z])(?:metio|metieron|meti|puso|pusieron|puse|deposito|depositaron|ingreso|ingresaron|transfirio|transfirieron|consigno|consignaron|(?:ha|han|he|hemos) (?:metido|puesto|depositado|ingresado|transferido|consignado))(?![a-z])/;
/** '…ya veremos si se los devolvemos o no. Aporte, se queda en la empresa': the doubt, then settled. */
const DECIDED =
  /(?:^|[.,;:]\s*)(?:es |era |fue |como |queda como )?(?:un |una )?(?:aporte|aportacion|capital)(?![a-z])|se queda (?:en|para) la empresa|no se (?:lo |la |los |las |le |les )?devuelve|no (?:se (?:lo|la|los|las) )?vamos a devolver/;
function decidedAfterDoubt(text: string): boolean {
  const doubt = MAYBE_BACK.exec(text);
  return doubt !== null && DECIDED.test(text.slice(doubt.index + doubt[0].length));
}

/** 'nos metió 2 mil para comprar herramienta': what the money is for, not a thing given. */
const FOR_BUYING =
  /(?<![a-z])(?:para|pa|a) (?:que )?(?:comprar|compremos|compre|pagar|paguemos|pague|adquirir)(?: [a-z]+){0,2} $/;

/**
 * Partners put money and/or things in. Answers when there is a thing contributed, a per-head amount,
 * or doubt whether it is a contribution or a loan; plain cash contributions are left to the general
 * reader, which knows them well.
 */
export const capital: Rule = ({ r, ledger, raw }) => {
  // 'le metió feria a la empresa… luego vemos si se le regresa': money put in with its nature in doubt.
  const doubtful = MAYBE_BACK.test(r.text) && PUT_IN.test(r.text);
  // 'Yonaiker metió 1.000 más en la cuenta de la empresa' once the company has its capital: money a
  // person put in, with no word of a contribution, a sale or a purchase (its nature is asked below).
  const putInLater =
    /(?<![a-z])(?:metio|meti|metieron|puso|puse|pusieron)(?![a-z])/.test(r.text) &&
    !/(?<![a-z])que (?:nos |me |le |les )?(?:debia|debian|debe|deben|faltaba|faltaban|quedaba|quedaban|restaba|restaban)(?![a-z])/.test(
      r.text,
    ) &&
    MONEY_PUT.test(r.text) &&
    ledger.lines.some((l) => l.section === 'equity' && l.amount > 0) &&
    !has(r, 'sell') &&
    !has(r, 'buy') &&
    !has(r, 'payIn') &&
    !has(r, 'borrow') &&
    !has(r, 'advance') &&
    // 'la agencia nos depositó el 50% de adelanto': what someone paid us, not a partner's money.
    !/(?<![a-z])nos (?:metio|metieron|puso|pusieron|deposito|depositaron|ingreso|ingresaron|transfirio|transfirieron|consigno|consignaron)(?![a-z])/.test(
      r.text,
    ) &&
    !/(?<![a-z])(?:anticipo|adelanto|a cuenta de|sena|senal|reserva)(?![a-z])/.test(r.text);
  if (!has(r, 'contribute') && !OUTSIDER.test(r.text) && !doubtful) {
    const vals = moneyIn(r);
    if (
      !putInLater ||
      r.question ||
      vals.length !== 1 ||
      CAPITAL_WORDS.test(r.text) ||
      has(r, 'repay') ||
      has(r, 'noRepay') ||
      // 'puse 1.500 en la cuenta para pagar la harina': a payment is only what the money is for.
      (has(r, 'payOut') && !/(?<![a-z])(?:para|pa|a) (?:pagar|cubrir)(?![a-z])/.test(r.text)) ||
      VALUE_WORDS.test(r.text)
    )
      return null;
    return one({
      kind: 'capital',
      label: 'Aporte de socios',
      cash: (vals[0] as Value).cents,
      later: true,
      natureUnclear: true,
    });
  }
  if (
    r.question ||
    has(r, 'instalment') ||
    has(r, 'socialCharges') ||
    has(r, 'lendOut') ||
    // 'la depreciación de las máquinas que aportó Rosa': the contribution is how they came.
    has(r, 'depreciation')
  )
    return null;
  // 'le adelantamos 400 a Repuestos El Carmen, por unas defensas que trae': money we advance to a
  // supplier, whatever it brings later.
  if (
    /(?<![a-z])(?:le|les) (?:adelantamos|adelante|anticipamos|anticipe|senamos|hemos adelantado)(?![a-z])/.test(
      r.text,
    )
  )
    return null;
  // 'el contador nos facturó 300 por la constitución': someone charging us for founding it is a cost.
  if (has(r, 'billed')) return null;
  // 'Notaría y gestoría de la constitución: 480 €, pagados': the founding's paperwork paid is a fee.
  if ((has(r, 'payOut') || /(?<![a-z])pagad[oa]s?(?![a-z])/.test(r.text)) && FOUNDING_FEES.test(r.text))
    return null;
  if (
    /(?<![a-z])(cuota|intereses|es capital|de capital y (?:de )?interes(?:es)?)(?![a-z])/.test(r.text) &&
    !/aporte de capital|no es (?:un )?prestamo/.test(r.text)
  )
    return null;
  if (
    has(r, 'borrow') &&
    !MAYBE_BACK.test(r.text) &&
    !/(?:no|ni) (?:es |era )?(?:un )?prestamo|no (?:es|son) (?:un )?credito/.test(r.text)
  )
    return null;
  // '3 sillones que compré para restaurar y vender': what things are for is no sale.
  const soldNow = r.hits.some(
    (h) =>
      h.cue === 'sell' &&
      !/(?<![a-z])(?:para|pa)\s+(?:[a-z]+\s+(?:y|e)\s+)?$/.test(
        r.text.slice(Math.max(0, h.start - 30), h.start),
      ),
  );
  if (soldNow || (has(r, 'buy') && !VALUE_WORDS.test(r.text))) return null;
  // 'pagué de mi bolsillo la luz del local': a company cost a partner paid, not money put in.
  if (has(r, 'payOut') && OWN_POCKET.test(r.text) && !CAPITAL_WORDS.test(r.text)) return null;
  const later =
    ledger.lines.some((l) => l.section === 'equity' && l.amount > 0) ||
    // 'Qué más pues!' is a greeting (Colombia), never more money.
    /(?<![a-z])(?<!que )(mas|adicional|otra vez|de nuevo|fresco)(?![a-z])/.test(r.text);
  const vals = moneyIn(r);
  const seen = findConcepts(r.text, ASSET_CONCEPTS).filter(
    (h) =>
      assetKindOf(h) &&
      h.concept.weight > 0 &&
      !FOR_BUYING.test(r.text.slice(Math.max(0, h.start - 30), h.start)),
  );
  // 'trae su moto pa hacer las entregas de equipos': what the thing is for is not what comes in.
  const first = seen[0];
  const things = seen.filter(
    (h, i) =>
      i === 0 ||
      (!/(?<![a-z])(?:para|pa)'? ?(?:[a-z]*(?:ar|er|ir)(?: [a-z]+){0,6}|(?:el|la|los|las|su|sus|nuestra|nuestro)) $/.test(
        r.text.slice(Math.max(0, h.start - 50), h.start),
      ) &&
        // 'la nevera pa las insulinas y las vacunas': everything after the 'pa' is what it is for.
        !(
          first &&
          /(?<![a-z])(?:para|pa)(?![a-z])/.test(r.text.slice(first.end, h.start)) &&
          !/[,;.]|(?<![a-z])(?:y|e) (?:el|la|yo|mi|su|[a-z]+ (?:trae|pone|mete|aporta))(?![a-z])/.test(
            r.text.slice(first.end, h.start),
          )
        )),
  );
  // A partner's money put in later, from their own pocket to tide the company over, with no word of
  // capital: a contribution or a loan to be repaid (movimientos §1.3) is asked, not guessed.
  const tideOver =
    later &&
    !has(r, 'repay') &&
    !has(r, 'noRepay') &&
    !CAPITAL_WORDS.test(r.text) &&
    (TIDE_OVER.test(r.text) || FAMILY_PUT_IN.test(r.text)) &&
    things.length === 0;
  // 'Luis puso 1.000 en la cuenta, se los devolvemos en 6 meses': money to be given back is a loan
  // from the partner, whatever verb brought it in (its term decides short or long).
  if (
    has(r, 'repay') &&
    !has(r, 'noRepay') &&
    !MAYBE_BACK.test(r.text) &&
    !CAPITAL_WORDS.test(r.text) &&
    MONEY_PUT.test(r.text) &&
    things.length === 0 &&
    vals.length === 1
  ) {
    const termMonths = loanTerm(r);
    return one({
      kind: 'loan_received',
      label: 'Préstamo de un socio',
      amount: (vals[0] as Value).cents,
      ...(termMonths !== undefined ? { termMonths } : {}),
    });
  }
  // 'Luis metió 1.000 a la cuenta' once the company exists: nothing says it stays (capital) or comes
  // back (a loan), so it is asked (movimientos §1.3); founders putting in their shares are not.
  const plainLater =
    later &&
    !has(r, 'repay') &&
    !has(r, 'noRepay') &&
    !CAPITAL_WORDS.test(r.text) &&
    !FOUNDING.test(r.text) &&
    !OUTSIDER.test(r.text) &&
    !has(r, 'payOut') &&
    !VALUE_WORDS.test(r.text) &&
    MONEY_PUT.test(r.text) &&
    things.length === 0 &&
    vals.length === 1;
  if (
    plainLater ||
    (OUTSIDER.test(r.text) &&
      !/(?<![a-z])(capital|aporte|acciones|participaciones)(?![a-z])/.test(r.text) &&
      !STAKE.test(r.text)) ||
    (MAYBE_BACK.test(r.text) && !/no es (?:un )?prestamo/.test(r.text) && !decidedAfterDoubt(r.text)) ||
    tideOver
  ) {
    const amount = vals[0]?.cents;
    return one({
      kind: 'capital',
      label: 'Aporte de socios',
      ...(amount !== undefined ? { cash: amount } : {}),
      later,
      natureUnclear: true,
    });
  }
  // An investor's money for a share of the company is equity, whoever brings it.
  if (OUTSIDER.test(r.text) && STAKE.test(r.text) && vals.length === 1 && things.length === 0)
    return one({
      kind: 'capital',
      label: 'Aporte de un inversionista',
      cash: (vals[0] as Value).cents,
      later,
    });
  const IN_KIND_VERB =
    /(?<![a-z])(aport[a-z]*|trae|traigo|traemos|trajo|trajeron|trajimos|traje|pone|pongo|ponemos|puse|puso|paso|pasa|entra|entran|mete|meto|meti|metio|suma|sumo|sumamos|incorpora|incorporo|incorporamos)(?![a-z])/;
  const valueWord = VALUE_WORDS.exec(r.text);
  // The verb's object is what follows it: 'puso 2.500 para la tienda de ropa' put money, not clothes.
  const verbBefore = (at: number): boolean => {
    const from = Math.max(0, at - 40);
    const window = r.text.slice(from, at);
    const verbs = [...window.matchAll(new RegExp(IN_KIND_VERB.source, 'g'))];
    const last = verbs[verbs.length - 1];
    if (!last) return false;
    const verbEnd = from + last.index + last[0].length;
    // A count times a price ('3 socias… puso 2.500') is placed at its price.
    return !vals.some((v) => (v.priceMention?.start ?? v.start) >= verbEnd && v.end <= at);
  };
  // 'mi Sony FX3 con 3 lentes': what comes with a thing is part of it, not a thing of its own.
  const given = things.filter(
    (t, i) =>
      (valueWord || verbBefore(t.start)) &&
      !(
        i > 0 &&
        /(?<![a-z])con (?:\d+ |sus |su |los |las |un |una |dos |tres |cuatro )?$/.test(
          r.text.slice(Math.max(0, t.start - 14), t.start),
        )
      ),
  );
  const found = moreThingAt(r.text);
  const more = found && (valueWord || verbBefore(found.at)) ? found : undefined;
  // A thing the lexicon does not know, given with a value ('la cámara frigorífica entra en la
  // sociedad, la tasamos en 2.180'): still a contribution in kind.
  const unnamed =
    given.length === 0 &&
    valueWord &&
    IN_KIND_VERB.test(r.text) &&
    vals.some((v) => v.start > valueWord.index);
  // The thing given is the one nearest before its value ('…puse mi camioneta…, vale 6,300'), not an
  // earlier noun of the story ('la renta de mobiliario').
  if (valueWord && given.length > 1) {
    const before = given.filter((t) => t.start < valueWord.index);
    const nearest = before[before.length - 1];
    if (nearest) given.splice(0, given.length, nearest);
  }
  const firstAt = given[0]?.start ?? more?.at ?? (unnamed && valueWord ? valueWord.index : undefined);
  const totalSaid = vals.find((v) =>
    /(?:en total|total|entre (?:los|las) (?:dos|tres|cuatro)|entre ambos)/.test(
      r.text.slice(Math.max(0, v.start - 20), v.end + 14),
    ),
  );
  if (firstAt === undefined) {
    if (vals.length === 0) return null;
    if (totalSaid)
      return one({
        kind: 'capital',
        label: later ? 'Aporte adicional de socios' : 'Aporte de capital inicial',
        cash: totalSaid.cents,
        later,
      });
    const per = PER_HEAD.exec(r.text);
    // 'mi papá puso 8.000 y Kevin y yo 2.000 cada uno': one partner's figure, then the others' each.
    if (per && vals.length >= 2) {
      const eachVal = vals.filter((v) => v.end <= per.index).at(-1);
      const prev = eachVal ? vals.filter((v) => v.end <= eachVal.start) : [];
      const between =
        eachVal && prev.length > 0 ? r.text.slice((prev.at(-1) as Value).end, eachVal.start) : '';
      const people = between
        .replace(/(?<![a-z])(?:dolares|euros|soles|pesos|mil)(?![a-z])/g, ' ')
        .split(/,|(?<![a-z])(?:y|e)(?![a-z])/)
        .filter((x) => /[a-z]{2,}/.test(x));
      if (eachVal && !eachVal.qty && prev.length > 0 && people.length >= 2 && people.length <= 6)
        return one({
          kind: 'capital',
          label: later ? 'Aporte adicional de socios' : 'Aporte de capital inicial',
          cash: (prev.reduce((a, v) => a + v.cents, 0) + eachVal.cents * people.length) as Cents,
          later,
        });
    }
    // '6 millones entre las dos, mitad cada una': the figure is the whole, shared out.
    if (per && !SHARED_OUT.test(r.text.slice(0, per.index))) {
      // The amount said just before 'cada uno' is each partner's; a total said beside it wins.
      const before = vals.filter((v) => v.end <= per.index);
      const said = before[before.length - 1] ?? vals[0];
      // '3 socias y cada una puso 2.500' is read as a count times a price: each put the price.
      const each = (said?.qty && said.unitPrice !== undefined ? said.unitPrice : said?.cents) ?? (0 as Cents);
      const n = heads(r, raw);
      // 'los 3.000 € de la SL, 1.500 cada uno': the one other figure, a multiple of the share, is the whole.
      const others = vals.filter((v) => v !== said && !v.qty);
      const other = others.length === 1 ? others[0] : undefined;
      const whole =
        vals.find((v) => v.cents === each * n) ??
        (other && each > 0 && other.cents > each && other.cents % each === 0 && other.cents / each <= 10
          ? other
          : undefined);
      return one({
        kind: 'capital',
        label: later ? 'Aporte adicional de socios' : 'Aporte de capital inicial',
        cash: whole ? whole.cents : mulDiv(each, n, 1),
        later,
      });
    }
    // Each partner's amount said in turn ('Nuria 6.150 e Iker 3.350', 'yo puse 3.180 y el Mati 2.120'):
    // the capital is their sum.
    // 'gastos de constitución… pagados': money going out to found the company is an expense.
    if (has(r, 'payOut') || /(?<![a-z])gastos? de(?![a-z])/.test(r.text)) return null;
    const joined =
      vals.length >= 2 &&
      vals.every(
        (v, k) =>
          k === 0 || /(?<![a-z])(?:y|e)(?![a-z])/.test(r.text.slice((vals[k - 1] as Value).end, v.start)),
      ) &&
      !vals.some((v) => v.qty);
    if (joined) {
      const cash = vals.reduce((a, v) => (a + v.cents) as Cents, 0 as Cents);
      return one({
        kind: 'capital',
        label: later ? 'Aporte adicional de socios' : 'Aporte de capital inicial',
        cash,
        later,
      });
    }
    // One amount: a plain contribution in money ('7.480, mitad cada uno', 'puso 5.000 más, no es préstamo').
    if (
      vals.length !== 1 ||
      (!CASH_WORDS.test(r.text) &&
        !/(?<![a-z])(capital|aporte|aportamos|aporto|aporta)(?![a-z])/.test(r.text))
    )
      return null;
    return one({
      kind: 'capital',
      label: later ? 'Aporte adicional de socios' : 'Aporte de capital inicial',
      cash: (vals[0] as Value).cents,
      later,
    });
  }
  // Things contributed: the value said after the thing (or after the value word); cash is a value
  // before the thing or in a clause about money.
  // 'aportó 500 en mercadería': a value said just before the thing, joined by 'en', is its value.
  const valueBefore = vals.find((v) =>
    /^\s*(?:€|\$|dolares|euros)?\s*(?:en|de)\s+(?:la |las |los |el |su |sus |unas |unos )?$/.test(
      r.text.slice(v.end, firstAt),
    ),
  );
  const inKindValue =
    vals.find((v) => v.start > firstAt && valueWord && v.start > valueWord.index) ??
    vals.find((v) => v.start > firstAt) ??
    valueBefore;
  // After the thing, a currency word ('…el freezer, 900 dls') says what a value is in, not that it is cash.
  const cashVals = vals.filter(
    (v) =>
      v !== inKindValue &&
      (v.start < firstAt ||
        CASH_WORDS.test(clauseAround(r, v).replace(/(?<![a-z])(?:dolares|euros|soles|pesos)(?![a-z])/g, ''))),
  );
  let kind: AssetKind = given[0] ? (assetKindOf(given[0]) ?? 'equipment') : (more?.kind ?? 'equipment');
  // Many units of what the company sells ('40 monturas', 'la mercadería que tenía') are stock.
  const around = r.text.slice(Math.max(0, firstAt - 20), firstAt + 40);
  // 'traigo mi equipo: la cámara con dos lentes', 'las cosas que usaba': a partner's own working things.
  const ownKit = OWN_KIT.test(r.text) && !FOR_SALE.test(r.text);
  if (COUNTED.test(around) && GOODS_WORDS.test(around) && !ownKit) kind = 'inventory';
  if (unnamed && GOODS_WORDS.test(r.text) && !ownKit) kind = 'inventory';
  const named = given.length ? labelOf(r, given) : more ? r.text.slice(more.at, more.end) : 'bienes';
  const label = `Aporte en especie: ${named}`;
  // 'los 3.000 de capital (1.500 cada uno)': each partner's share said beside the whole is not more money.
  const shares = cashVals.filter(
    (v) =>
      /^\s*(?:€|\$|dolares|euros|pavos)?\s*(?:cada un[oa]|cada soci[oa]|c\/u|por cabeza|por socio|por socia)(?![a-z])/.test(
        r.text.slice(v.end, v.end + 20),
      ) && cashVals.some((w) => w !== v && w.cents > v.cents && w.cents % v.cents === 0),
  );
  const cashOnly = cashVals.filter((v) => !shares.includes(v));
  let cash: Cents | undefined = cashOnly.length
    ? cashOnly.reduce((a, v) => (a + v.cents) as Cents, 0 as Cents)
    : undefined;
  if (cash !== undefined && !totalSaid && shares.length === 0 && PER_HEAD.test(r.text.slice(0, firstAt)))
    cash = mulDiv(cash, heads(r, raw), 1);
  // 'Jorge aporta la Berlingo, la tasamos en 4.500, y Pilar mete las 10 cunas, valdrán 1.200': several
  // things, each with its own value, are each the thing named nearest before that value.
  // '…y yo pongo 20 cajas de vino, me costaron 10 cada una': counted goods at their cost are a thing
  // given too; a count of what comes with a thing ('con 3 lentes') is not.
  const countedAtCost = (v: Value): boolean =>
    v.qty !== undefined &&
    v.unitPrice !== undefined &&
    /(?<![a-z])(?:costaron|costaban|costo|cost[oó]|salieron|salian|a costo|cada un[oa]|c\/u)(?![a-z])/.test(
      r.text.slice(v.end, v.end + 60) + ' ' + r.text.slice(Math.max(0, v.start - 10), v.end),
    );
  const valued = vals.filter(
    (v) => v.start > firstAt && !cashVals.includes(v) && (!v.qty || countedAtCost(v)),
  );
  const top = Math.max(0, ...valued.map((v) => v.cents));
  const several =
    valued.length >= 2 &&
    !totalSaid &&
    valued.every((v) => v.cents * 10 >= top || countedAtCost(v)) &&
    !/(?<![a-z])(?:juntos|juntas|los dos|las dos|todo junto|entre todo|en conjunto)(?![a-z])/.test(r.text)
      ? eachThing(r, valued, things, firstAt)
      : undefined;
  return one({
    kind: 'capital',
    label: cash !== undefined ? 'Capital inicial y aporte en especie' : label,
    ...(cash !== undefined ? { cash } : {}),
    inKind: several ?? [{ asset: kind, label, ...(inKindValue ? { value: inKindValue.cents } : {}) }],
    later,
  });
};

/** Each value of several things given, with the thing named between it and the value before it. */
function eachThing(
  r: Reading,
  valued: readonly Value[],
  things: readonly ConceptHit[],
  firstAt: number,
): { asset: AssetKind; label: string; value: Cents }[] | undefined {
  const out: { asset: AssetKind; label: string; value: Cents }[] = [];
  let from = Math.max(0, firstAt - 1);
  for (const v of valued) {
    const inside = things.filter((t) => t.start >= from && t.end <= v.start);
    const thing = inside[inside.length - 1];
    // Counted units name themselves after their count ('40 cuadernillos de repaso… 6 € cada uno').
    const stretch = r.text.slice(from, v.qty ? v.end : v.start);
    // Each value must follow words of its own: two figures of one thing ('vale 900, unos 1.000') are not two things.
    if (
      !/[a-z]{4,}/.test(
        stretch.replace(/(?:vale|valen|tasad[oa]s?|valorad[oa]s?|dolares|euros|unos|unas|como)/g, ''),
      )
    )
      return undefined;
    let asset: AssetKind = thing ? (assetKindOf(thing) ?? 'equipment') : 'equipment';
    if (!thing && GOODS_WORDS.test(stretch)) asset = 'inventory';
    if (COUNTED.test(stretch) && GOODS_WORDS.test(stretch)) asset = 'inventory';
    // '20 cajas de vino … me costaron 10 cada una': counted units given at their cost are stock.
    const counted = v.qty ? r.text.slice(v.start, Math.min(r.text.length, v.end + 60)) : '';
    if (v.qty && !thing) asset = 'inventory';
    // '3 sillones antiguos que compré para restaurar y vender': things given to be sold are stock.
    if (FOR_SALE.test(r.text.slice(thing?.end ?? from, v.start))) asset = 'inventory';
    const named = thing
      ? r.text.slice(thing.start, thing.end)
      : v.qty
        ? (/^\d+ ([a-z]+(?: de [a-z]+)?)/.exec(counted)?.[1] ?? 'mercadería')
        : 'bienes';
    out.push({ asset, label: `Aporte en especie: ${named}`, value: v.cents });
    from = v.end;
  }
  return out;
}

function clauseAround(r: Reading, v: Value): string {
  const c = r.clauses.find((x) => v.start >= x.start && v.end <= x.end);
  const text = c ? c.text : r.text;
  const rel = v.start - (c?.start ?? 0);
  return text.slice(Math.max(0, rel - 60), rel + 40);
}

function labelOf(r: Reading, things: readonly ConceptHit[]): string {
  return things.map((t) => r.text.slice(t.start, t.end)).join(', ');
}

/** A loan term in months from the reading ('a 3 años', '12 cuotas', '18 meses', 'largo plazo'). */
const SOON_BACK =
  /(?<![a-z])(?:devolvemos|devolveremos|devuelvo|devolvere|se (?:lo|la|los|las) (?:pagamos|pagaremos|pago|pagare))(?![a-z])[^.;]{0,30}?(?<![a-z])(?:manana|pasado manana|esta semana|la semana que viene|la proxima semana|en unos dias|en (?:\d+|dos|tres|cuatro|cinco) dias|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo))(?![a-z])/;

export function loanTerm(r: Reading): number | undefined {
  const term = r.mentions.find((m) => m.kind === 'term');
  if (term) {
    const n = term.value / 100;
    switch (term.termUnit) {
      case 'ano':
        return n * 12;
      case 'dia':
        return Math.max(1, Math.round(n / 30));
      case 'semana':
        return Math.max(1, Math.round(n / 4.345));
      case 'quincena':
        return Math.max(1, Math.round(n / 2));
      default:
        return n;
    }
  }
  const words = /(?<![a-z])(\d+) (?:mensualidades|letras|pagos mensuales|cuotas mensuales)(?![a-z])/.exec(
    r.text,
  );
  if (words?.[1]) return Number(words[1]);
  // 'se los devolvemos mañana': given back within days is a short loan of one month.
  if (SOON_BACK.test(r.said)) return 1;
  if (/(?<![a-z])largo plazo(?![a-z])/.test(r.text)) return 24;
  if (/(?<![a-z])corto plazo(?![a-z])/.test(r.text)) return 12;
  return undefined;
}

const RETURNED =
  /(?<![a-z])(devolvamos|devolvemos|devolvimos|devolvi|le devolvemos|les devolvemos|le devolvimos|les devolvimos|le regresamos|le reintegramos)(?![a-z])/;
const INSTALMENT_WORDS =
  /(?<![a-z])(cuota(?! de (?:manejo|mantenimiento|mantencion|administracion|autonomos?|socios?|inscripcion))|couta|cuotas|abono|letra|mensualidad|devolvamos|le devolvemos|les devolvemos|le devolvimos|les devolvimos)(?![a-z])/;

/** The loan an instalment pays: the one its words name, or the only loan in the books. */
const SHORT_WORDS = new Set([
  'del',
  'los',
  'las',
  'con',
  'por',
  'que',
  'son',
  'una',
  'uno',
  'mes',
  'ano',
  'hoy',
  'ayer',
  'fue',
  'era',
  'sus',
  'mas',
  'les',
  'nos',
  'asi',
  'sin',
  'dia',
]);

function loanRef(r: Reading, ledger: Ledger): AccountRef | undefined {
  // A credit card is not a loan an instalment pays.
  const loans = ledger.lines.filter(
    (l) =>
      l.section === 'liabilities' &&
      /Préstamos|Hipotecas/.test(l.category) &&
      l.amount > 0 &&
      !/tarjeta/i.test(l.description),
  );
  if (loans.length === 0) return undefined;
  // Lenders are often three letters ('la cuota del ICO', 'el BCP').
  const scored = ledger.matching(
    r.text.split(/[^a-z0-9ñ]+/).filter((w) => w.length > 3 || (w.length === 3 && !SHORT_WORDS.has(w))),
    (l) =>
      l.section === 'liabilities' &&
      /Préstamos|Hipotecas/.test(l.category) &&
      !/tarjeta/i.test(l.description),
  );
  const pick = scored[0]?.line ?? loans[loans.length - 1];
  if (!pick) return undefined;
  return {
    section: 'liabilities',
    category: pick.category,
    ...(pick.type ? { type: pick.type } : {}),
    description: pick.description,
  };
}

const PRINCIPAL_NEAR = /(?:capital|principal|amortizacion)/;
const INTEREST_NEAR = /(?:interes)/;

/** Words of the message that appear in the description of a loan in the books ('la cuota de Mibanco'). */
function namesALoan(r: Reading, ledger: Ledger): boolean {
  const words = r.text
    .split(' ')
    .filter((w) => w.length > 3 && !/^(cuota|couta|pagamos|primera|segunda|tercera|mensual)$/.test(w));
  return ledger
    .matching(
      words,
      (l) =>
        l.section === 'liabilities' &&
        /Préstamos|Hipotecas/.test(l.category) &&
        !/tarjeta/i.test(l.description),
    )
    .some((m) => m.score >= 1);
}

/** An instalment: principal and interest, one deduced from the total when the other is given. */
const INTEREST_WAIVED =
  /(?<![a-z])(?:sin intereses|sin interes|(?:nos|me) (?:perdono|perdonaron|condono|condonaron|regalo|regalaron) (?:los |el )?interes(?:es)?|no (?:nos |me )?(?:cobro|cobraron|cobra|cobran) (?:los |el )?interes(?:es)?)(?![a-z])/;

export const loanPayment: Rule = ({ r, ledger }) => {
  // 'con lo que quedaba del préstamo he pagado el compresor': the loan's money spent, not an instalment.
  if (r.question || spendsLoanMoney(r.text)) return null;
  const hasLoan = ledger.lines.some(
    (l) =>
      l.section === 'liabilities' &&
      /Préstamos a|Hipotecas/.test(l.category) &&
      l.amount > 0 &&
      !/tarjeta/i.test(l.description),
  );
  if (!hasLoan) return null;
  if (moneyIn(r).length === 0 && has(r, 'borrow')) {
    const whole = wholeLoanReturned(r, ledger);
    if (whole) return whole;
  }
  const splitSaid = has(r, 'interest') && (has(r, 'principal') || has(r, 'payOut'));
  if (
    !(
      INSTALMENT_WORDS.test(r.text) &&
      (has(r, 'payOut') || /(?<![a-z])(primera|segunda|1ra|1era|2da|ultima)(?![a-z])/.test(r.text))
    ) &&
    !has(r, 'instalment') &&
    !splitSaid
  )
    return null;
  if (!has(r, 'borrow') && !has(r, 'interest') && !namesALoan(r, ledger)) return null;
  if (has(r, 'sell') || has(r, 'buy') || has(r, 'salary')) return null;
  const vals = moneyIn(r);
  if (vals.length === 0) return null;
  const near = (v: Value, re: RegExp): boolean => {
    const after = r.text.slice(v.end, v.end + 30);
    const before = r.text.slice(Math.max(0, v.start - 30), v.start);
    return (
      new RegExp(
        `^\\s*(?:€|\\$|dolares|euros|soles)?\\s*,?\\s*(?:(?:de|en|son|es|por|para|a|eso|esto|ahi|ello|corresponden a|corresponde a|van a|va a|abono|abonos|pago)\\s+){0,3}(?:los\\s+|la\\s+|el\\s+)?${re.source}`,
      ).test(after) ||
      new RegExp(`${re.source}[a-z]*\\s*(?:de|:|por|son|es|fueron|fue)?\\s*(?:\\$|€)?\\s*$`).test(before)
    );
  };
  // 'pagamos 45 de intereses del préstamo': one figure, said to be interest, and no word of principal.
  const onlyInterestSaid =
    vals.length === 1 &&
    !has(r, 'principal') &&
    !/(?<![a-z])(cuota|cuotas|letra|mensualidad|dividendo)(?![a-z])/.test(r.text) &&
    /^\s*(?:€|\$|dolares|euros|soles)?\s*(?:de|en) interes(?:es)?(?![a-z])/.test(
      r.text.slice((vals[0] as Value).end, (vals[0] as Value).end + 20),
    );
  const interestOnly =
    onlyInterestSaid ||
    /(?<![a-z])(solo (?:pagamos )?(?:de )?(?:los )?intereses|carencia|periodo de gracia|solo (?:de )?interes)(?![a-z])/.test(
      r.text,
    );
  const loan = loanRef(r, ledger);
  const base = { kind: 'loan_payment' as const, label: 'Cuota del préstamo', ...(loan ? { loan } : {}) };
  if (interestOnly) return one({ ...base, total: vals[0]?.cents ?? (0 as Cents), interestOnly: true });
  const principalV = vals.find((v) => near(v, PRINCIPAL_NEAR) && !near(v, /total/));
  const interestV = vals.find((v) => v !== principalV && near(v, INTEREST_NEAR));
  const totalV = vals.find((v) => v !== principalV && v !== interestV);
  // 'le devolvimos 300 del préstamo': money given back with no word of interest is principal; so is
  // money given back when the lender waived the interest ('nos perdonó los intereses', 'sin intereses').
  const noInterest = INTEREST_WAIVED.test(r.text);
  if (!principalV && !interestV && totalV && RETURNED.test(r.text) && (!has(r, 'interest') || noInterest))
    return one({ ...base, total: totalV.cents, principal: totalV.cents, interest: 0 as Cents });
  if (!principalV && !interestV) return one({ ...base, ...(totalV ? { total: totalV.cents } : {}) });
  return one({
    ...base,
    ...(totalV ? { total: totalV.cents } : {}),
    ...(principalV ? { principal: principalV.cents } : {}),
    ...(interestV ? { interest: interestV.cents } : {}),
  });
};

/**
 * 'devolvimos completo el préstamo del cuñado': the whole of what is owed on that loan goes back, and
 * with no word of interest it is all principal.
 */
function wholeLoanReturned(r: Reading, ledger: Ledger): Understood | null {
  const settled =
    (RETURNED.test(r.text) && has(r, 'all')) ||
    /(?<![a-z])(saldamos|liquidamos|terminamos de pagar|terminamos de devolver|pagamos todo|devolvimos todo)(?![a-z])/.test(
      r.text,
    );
  if (!settled || has(r, 'interest')) return null;
  const loan = loanRef(r, ledger);
  if (!loan) return null;
  const owed = ledger.category('liabilities', loan.category);
  if (owed <= 0) return null;
  return one({
    kind: 'loan_payment',
    label: 'Devolución del préstamo',
    loan,
    total: owed,
    principal: owed,
    interest: 0 as Cents,
  });
}

/** A loan received: the lender, the amount and the term (asked when missing). */
const REPAID_OVER =
  /(?<![a-z])(?:(?:lo|la) )?(?:pagamos|pagaremos|devolvemos|devolveremos|abonamos|cancelamos) (?:en|a) (?:\d+|un|una|dos|tres|cuatro|cinco|seis|diez|doce|dieciocho|veinticuatro|treinta y seis) (?:meses|mes|anos|ano|cuotas|mensualidades|plazos)(?![a-z])/;

const PURPOSE = /(?<![a-z])para (?:poder )?(?:la )?$/;

const SELLER_LENDS =
  /(?<![a-z])(?:dealer|concesionari[oa]|agencia|tienda|vendedor|vendedora|proveedor|proveedora|almacen|distribuidor|distribuidora|casa comercial) (?:nos|me) (?:lo |la |los |las )?financi(?:o|a|aron|an)(?![a-z])/;

export const loanReceived: Rule = ({ r }) => {
  // 'después vemos si se las devolvemos… (es préstamo, en 18 cuotas)': the doubt, then its answer.
  const settled = /(?<![a-z])es (?:un )?prestamo(?![a-z])/.test(r.text);
  if (!has(r, 'borrow') || r.question || has(r, 'hypothetical') || (MAYBE_BACK.test(r.text) && !settled))
    return null;
  // 'nos desembolsaron el crédito … para comprar la máquina': the purchase is the loan's purpose.
  const bought = r.hits.some(
    (h) => h.cue === 'buy' && !PURPOSE.test(r.text.slice(Math.max(0, h.start - 16), h.start)),
  );
  if (bought || has(r, 'lendOut') || has(r, 'instalment')) return null;
  // 'dimos 800 de inicial y el dealer nos financió el resto': the seller's credit on a purchase.
  if (has(r, 'down') && SELLER_LENDS.test(r.text)) return null;
  // 'nos giró un anticipo de 600': money sent ahead by a customer, not lent, unless a loan is named.
  if (
    has(r, 'advance') &&
    !/(?<![a-z])(prestamo|credito|prest[a-z]+|financ[a-z]+|hipoteca|ico|microcredito)(?![a-z])/.test(r.text)
  )
    return null;
  // 'dimos 3.960 de enganche y el resto lo pagó el banco directo a la agencia': a purchase with a loan.
  if (
    /(?<![a-z])(enganche|cuota inicial|de entrada|de pie|prima|directo|directamente|al concesionario|a la agencia|al fabricante|al vendedor|al proveedor|al importador|al distribuidor)(?![a-z])/.test(
      r.text,
    )
  )
    return null;
  const loanAt = r.hits.find((h) => h.cue === 'borrow')?.start ?? 0;
  // 'de eso 45 son intereses' is an instalment paid; 'con un interés chiquito' only the loan's terms.
  const interestPaid = r.hits.some(
    (h) =>
      h.cue === 'interest' &&
      !/(?<![a-z])(?:con|sin|al|a un|y un|de un)(?: un| el| los)?(?: \d+ ?% (?:de)?)?\s*$/.test(
        r.text.slice(Math.max(0, h.start - 16), h.start),
      ),
  );
  if (r.hits.some((h) => h.cue === 'payOut' && h.start < loanAt) || interestPaid) return null;
  // 'con el dinero del ICO hemos pagado el horno': the loan's money, already in the bank, spent now.
  if (/(?:no|ni) (?:es |era )?(?:un )?prestamo/.test(r.text) || spendsLoanMoney(r.text)) return null;
  if (
    (has(r, 'buy') || has(r, 'payOut')) &&
    /(?<![a-z])(?:con|de|usando) (?:el|la|los|las|lo) (?:dinero|plata|fondos|lana|pasta|guita|platica|billete|que quedaba|que sobro|que nos quedaba)s? (?:del|de la|de los) /.test(
      r.text,
    )
  )
    return null;
  // 'lo pagamos en 36 meses' says the term, not a repayment.
  const repaid = r.text.replace(REPAID_OVER, ' ');
  if (
    /(?<![a-z])(devolvimos|le devolvimos|les devolvimos|devolvi|devolvamos|le devolvemos|les devolvemos|pagamos|pague|abonamos|abone|cancelamos|saldamos|transferimos|se (?:lo|la|los|las) (?:transferimos|pagamos|devolvimos|dimos))(?![a-z])/.test(
      repaid,
    )
  )
    return null;
  const vals = moneyIn(r);
  const creditLine = /(?<![a-z])(linea de credito|poliza de credito|sobregiro)(?![a-z])/.test(r.text);
  // 'una línea de crédito de 5.000 y usamos 2.000': only what was drawn is owed.
  const drawn = creditLine
    ? vals.find((v) =>
        /(?<![a-z])(?:usamos|use|dispusimos|dispuse|utilizamos|sacamos|retiramos|giramos|tomamos)(?: de (?:ella|la linea))?\s*\$?\s*$/.test(
          r.text.slice(Math.max(0, v.start - 30), v.start),
        ),
      )
    : undefined;
  const amount = (drawn ?? vals[0])?.cents;
  if (amount === undefined) return null;
  const termMonths = loanTerm(r);
  const mortgage = /(?<![a-z])hipoteca/.test(r.text);
  return one({
    kind: 'loan_received',
    label: 'Préstamo recibido',
    amount,
    ...(termMonths !== undefined ? { termMonths } : {}),
    ...(mortgage ? { mortgage } : {}),
    ...(creditLine ? { creditLine } : {}),
  });
};
