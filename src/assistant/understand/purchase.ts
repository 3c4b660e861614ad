import {
  ACCOUNT,
  CATEGORY,
  cents,
  kindOfAccount,
  mulDiv,
  type AssetKind,
  type Cents,
  type ExpenseKind,
  type Movement,
  type Settlement,
} from '../../domain';

type PurchaseMovement = Extract<Movement, { kind: 'purchase' }>;
import {
  ASSET_CONCEPTS,
  EXPENSE_CONCEPTS,
  findConcepts,
  forProfessionalWork,
  namesPurpose,
  qualifiesThingBought,
  placeStocked,
  type ConceptHit,
} from '../local/lexicon';
import { describeHit, restore } from '../local/describe';
import type { Ledger } from '../local/ledger';
import { normalize, stem } from '../local/text';
import { matchScore, refTokens } from '../local/refs';
import { analyzeMeans, splitTotal } from '../local/means';
import type { Value } from '../local/values';
import { FOR_SALE, FOR_USE, MAKES_WHAT_IS_SOLD, NOT_FOR_SALE, OWN_USE } from '../local/lexicon/purpose';
import { has, moneyIn, type Reading } from '../reading/read';
import { loanTerm } from './financing';
import { PEOPLE, THEY_PAY_LATER, vatOf } from './trade';
import type { Rule, Understood } from './rules';
import { one } from './movements';

type Thing = { readonly asset: AssetKind } | { readonly expense: ExpenseKind };

/** The lexicon still names accounts; the reading hands the booking a kind of thing instead. */
/**
 * What a lexicon word names as a purchase, by the domain's kinds: assets other than investments and
 * expenses other than pay (staff is paid, not bought; shares are an investment rule of their own).
 */
function thingOf(hit: ConceptHit): Thing | undefined {
  const kind = kindOfAccount(hit.concept.section, hit.concept.category);
  if (!kind || 'income' in kind) return undefined;
  if ('asset' in kind) return kind.asset === 'investment' ? undefined : kind;
  return kind.expense === 'salaries' ? undefined : kind;
}

/**
 * Words the older lexicon misses, by kind. Written as families of things founders buy, not as
 * sentences: furniture and fit-outs, tents and event gear, workshop tools, stock words, platform fees.
 */
/** Patterns the lexicon cannot hold: a thing, whether it names the whole movement, and a label ('$1' from the match). */
const MORE: readonly (readonly [RegExp, Thing, boolean?, string?])[] = [
  // 'la matrícula de las 2 busetas', 'el permiso de operación': a vehicle's registration and a licence to operate are fees to the state.
  [
    /(?<![a-z])(matricula (?:de|del) (?:la |las |los |el )?(?:\d+ )?(?:buseta|carro|auto|vehiculo|moto|camioneta|camion|furgoneta|furgo|bus|taxi|van|troca)s?|permiso de (?:operacion|funcionamiento|circulacion)|licencia (?:sanitaria|de funcionamiento|municipal|de apertura|de actividad)|registro sanitario|permiso sanitario|carnet de sanidad|patente (?:de alcoholes|comercial|municipal|profesional|de funcionamiento|del local|del negocio|de industria(?: y comercio)?|de comercio|de circulacion|de vehiculos?)|tarjeta de circulacion|revision tecnica|tenencia vehicular|placas? (?:del|de la|de los) [a-z]+)(?![a-z])/,
    { expense: 'taxes' },
    true,
  ],
  // 'la mesa fija del coworking': a desk rented in a shared office is its rent, not furniture bought.
  [
    /(?<![a-z])((?:mesa|puesto|escritorio|oficina|sala)s? (?:(?:fij[oa]s?|flexibles?|compartid[oa]s?|dedicad[oa]s?|privad[oa]s?) )?(?:del|en el|de un|en un) coworking)(?![a-z])/,
    { expense: 'rent' },
    true,
    'Coworking',
  ],
  // 'pagamos el primer mes del local': a month of a place is its rent, never the place bought.
  [
    /(?<![a-z])((?:el |este |primer |segundo |tercer |ultimo )?(?:mes|meses|mensualidad) (?:del|de la|de los) (?:local|oficina|bodega|taller|consultorio|nave|galpon|deposito|estudio|piso|departamento|casa))(?![a-z])/,
    { expense: 'rent' },
    true,
    'Alquiler',
  ],
  // 'la mensualidad de Dentalink', 'la suscripción de Holded': a monthly plan of a named tool.
  [
    /(?<![a-z])((?:mensualidad|suscripcion) (?:de|del) (?!(?:la |el )?(?:local|oficina|coworking|alquiler|arriendo|renta|gimnasio|gym|seguro|prestamo|credito|tarjeta|moto|carro|coche|camioneta|furgoneta|parqueo|estacionamiento|cochera|bodega|almacen|agua|luz|gas|internet|telefono|celular|alarma|vigilancia|seguridad|limpieza|colegio|escuela|guarderia|club)(?![a-z]))[a-z]{4,})(?![a-z])/,
    { expense: 'software' },
  ],
  [
    /(?<![a-z])(licencia (?:de por vida|perpetua|vitalicia|unica)|licencias? (?:[a-z]+ ){0,3}(?:para siempre|de por vida|perpetuas?|sin vencimiento)|pago unico|de por vida|software propio|codigo fuente)(?![a-z])/,
    { asset: 'intangible' },
  ],
  [
    /(?<![a-z])(reforma[s]?|remodelacion|escenografia[s]?|decorados?|ambientacion|guitarras?|pianos?|violin(?:es)?|violonchelos?|baterias? (?:acustica|electronica)s?|teclados? (?:musical|electronico)(?:es|s)?|amplificador(?:es)?|microfonos?|instrumentos?(?: musicales)?|adecuacion(?:es)?|obra[s]? en el local|instalacion electrica|pupitres?|tableros?(?! (?:de )?(?:roble|pino|dm|mdf|melamina|madera|aglomerado|contrachapado|okume|haya|nogal|cerezo|fenolico|osb))|pizarras?|carpas?|toldos?|tarimas?|mamparas?|vitrinas?|camas?|colchones|roperos?|literas?|armarios?|sillas?|mesas?|estantes?|anaquel(?:es)?|racks?|lockers?|casilleros?)(?![a-z])/,
    { asset: 'equipment' },
  ],
  [
    /(?<![a-z])(fermentador(?:es)?|olla[s]? de coccion|equipo de coccion|compresor(?:es)?|soldadora[s]?|torno[s]?|prensa[s]?|camara frigorifica|camaras frigorificas|plotter|impresora industrial|lavadoras? industrial(?:es)?|secadoras?|maquina[s]?|batidoras?|amasadoras?|licuadoras? industrial(?:es)?|freidoras?|refrigeradores?|congeladores?|exhibidor(?:es)? (?:refrigerad|frigorific|climatizad)[a-z]*|vitrinas? refrigerad[oa]s?)(?![a-z])/,
    { asset: 'machinery' },
  ],
  [/(?<![a-z])(renting|leasing operativo|arrendamiento operativo)(?![a-z])/, { expense: 'rent' }, true],
  // 'pagamos 60 de la sala donde hacemos las reuniones': a place paid for its use is rent.
  [
    /(?<![a-z])(?:de|por) (?:la|el) (sala|salon|espacio|auditorio|cancha|galpon|estudio)(?= donde| que usamos| que alquilamos| para (?:las|los|el|la|nuestras|nuestros) (?:reuniones|clases|ensayos|eventos|talleres))/,
    { expense: 'rent' },
  ],
  // 'la fotocopiadora la tenemos en alquiler': what is rented in is rent, whatever the thing.
  [
    /(?<![a-z])(?:la|lo|las|los) tenemos (en alquiler|en arriendo|en renta|alquilad[oa]s?|arrendad[oa]s?|rentad[oa]s?)(?![a-z])/,
    { expense: 'rent' },
    true,
  ],
  // The rent of a place or a thing is rent, whatever the place ('la renta del estacionamiento').
  [
    /(?<![a-z])(?<!impuesto (?:a|sobre) (?:la )?|declaracion de (?:la )?)(alquiler|alquileres|arriendo|arriendos|renta|arrendamiento) (?:mensual )?(?:del|de la|de los|de las|de un|de una|de)(?![a-z])/,
    { expense: 'rent' },
    true,
  ],
  [
    /(?<![a-z])(4x1000|4 x 1000|gmf|itf|impuesto a las transacciones|impuesto al cheque)(?![a-z])/,
    { expense: 'taxes' },
    true,
  ],
  // 'el impuesto municipal de publicidad exterior': a tax, whatever it is levied on.
  [
    /(?<![a-z])(?<!(?:declaracion|declaraciones|liquidacion|presentacion|calculo|tramite) (?:de |del )?(?:los |las |la |el )?)(impuestos? (?:municipal(?:es)?|de|del|a la|al|a los|sobre|por)|tasa municipal|tasa (?:de|por) (?:basura|basuras|residuos|alumbrado|publicidad|ocupacion))(?![a-z])/,
    { expense: 'taxes' },
    true,
  ],
  // 'la licencia de agencia de viajes al ministerio': what an authority charges is a tax or fee.
  [
    /(?<![a-z])(licencia|permiso|registro|tasa|inscripcion|habilitacion|tramite)(?= [a-z ]{0,40}(?:al|a la|en el|en la|del|de la|ante el|ante la) (?:ministerio|municipalidad|municipio|alcaldia|ayuntamiento|gobierno|sunat|dian|sat|hacienda|camara de comercio|registro mercantil)(?![a-z]))/,
    { expense: 'taxes' },
    true,
  ],
  // 'tóner para la impresora': supplies for a machine are used up, never the machine.
  [
    /(?<![a-z])(toner|tinta|tintas|cartuchos?|resmas?|rollos? de papel|papel) (?:para|de) (?:la|el|las|los|nuestra|nuestro) (?:impresora|impresoras|fotocopiadora|copiadora|plotter|maquina|cafetera|registradora|caja registradora)(?![a-z])/,
    { expense: 'other' },
    true,
  ],
  // 'el curso de barismo para los empleados': training bought for the staff is a cost.
  [
    /(?<![a-z])((?:curso|cursos|capacitacion|capacitaciones|formacion|taller|talleres|certificacion) (?:de [a-z]+ )?(?:para|de|del|a) (?:los|las|el|la|nuestros|nuestras|nuestro|nuestra)? ?(?:dos |tres |\d+ )?(?:empleados|empleadas|personal|equipo|trabajadores|trabajadoras|cocineros|meseros|baristas|vendedores|vendedoras|cajeras|cajeros|tecnicos|chicas|chicos))(?![a-z])/,
    { expense: 'other' },
    true,
  ],
  // Uniforms for the staff are a cost of the staff's work, logo or not.
  [
    /(?<![a-z])(uniformes?(?: para el personal| del personal| para los empleados)?)(?![a-z])/,
    { expense: 'other' },
    true,
  ],
  // 'bolsas con el logo de la tienda': things printed with the brand promote it.
  [
    /(?<![a-z])(con (?:el|nuestro|su) logo|con (?:la|nuestra) marca|personalizad[oa]s con|con el nombre de la (?:tienda|empresa|marca))(?![a-z])/,
    { expense: 'marketing' },
    true,
  ],
  [
    /(?<![a-z])(comision de (?:booking|airbnb|rappi|uber eats|pedidos ya|glovo|expedia)|booking|airbnb|rappi|uber eats|pedidos ya|glovo|expedia|mercado libre)(?![a-z])/,
    { expense: 'marketing' },
    true,
  ],
  // Advertising names the movement wherever it runs ('publicidad en un blog de comida').
  [
    /(?<![a-z])(pauta|pautas|pautar|anuncios?|publicidad|campana(?! extractora| de extraccion| de cocina))(?![a-z])/,
    { expense: 'marketing' },
    true,
  ],
  [
    /(?<![a-z])(hilux|urvan|fiorino|kangoo|berlingo|sprinter|hiace|ranger|amarok|frontier|l200|nv350|ducato|transit|trafic|saveiro|strada|pickup|camioneta|furgoneta|furgon|motocicleta|moto)(?![a-z])/,
    { asset: 'vehicle' },
  ],
  [
    /(?<![a-z])(cuota de manejo|comision de mantenimiento|mantencion de (?:la )?cuenta|mantenimiento de (?:la )?cuenta|comision bancaria|comisiones bancarias|gastos bancarios|comision por transferencia)(?![a-z])/,
    { expense: 'financial' },
    true,
  ],
  [
    /(?<![a-z])(despensa|verduras?|frutas?|legumbres|abarrotes|insumos de cocina|materia prima|fardos?)(?![a-z])/,
    { asset: 'inventory' },
  ],
  // 'el molino se descompuso y el técnico cobró 650': what is paid after a breakdown is the repair,
  // unless a new one was bought.
  [
    /(?<![a-z])(?:((?:el|la|los|las|nuestro|nuestra) (?:[a-z]+ ){0,2}[a-z]+) )?se (?:nos |me )?(?:descompuso|descompusieron|dano|danaron|rompio|rompieron|averio|averiaron|malogro|malograron|estropeo|estropearon|fundio|fundieron)(?![a-z])(?![a-z ,]{0,60}(?:compr[a-z]*|nuev[oa]s?|otr[oa]s?) )/,
    { expense: 'repairs' },
    true,
    'reparación de $1',
  ],
  // Parts for one thing of our own ('repuestos para la furgoneta'): a repair, never the thing.
  [
    /(?<![a-z])(?:repuestos|refacciones|autopartes|piezas de repuesto) (?:para|de) (?:reparar |arreglar )?(?:la|el|nuestra|nuestro|mi) [a-z]+(?![a-z])/,
    { expense: 'repairs' },
    true,
  ],
  [
    /(?<![a-z])(llantas?|neumaticos?|cubiertas|gomas (?:nuevas|del|de la|para)|mantenimiento de la (?:camioneta|furgo|furgoneta|moto)|service del (?:auto|camion))(?![a-z])/,
    { expense: 'repairs' },
  ],
];

function moreThing(text: string): { thing: Thing; at: number; strong: boolean; words: string } | undefined {
  let best: { thing: Thing; at: number; strong: boolean; words: string } | undefined;
  for (const [re, thing, strong, label] of MORE) {
    const m = re.exec(text);
    if (!m) continue;
    // A strong word names the whole movement ('renting', 'comisión de Booking') wherever it sits.
    // The named word, never the joining 'de' that follows it ('alquiler de 600').
    const words = label
      ? label
          .replace(m[1] ? '$1' : ' de $1', m[1] ?? '')
          .replace(/ de el /, ' del ')
          .trim()
      : (m[1] ?? m[0]);
    if (strong && !best?.strong) best = { thing, at: m.index, strong: true, words };
    else if (!best || (m.index < best.at && Boolean(strong) === best.strong))
      best = { thing, at: m.index, strong: Boolean(strong), words };
  }
  return best;
}

/** The head thing of the message: the heaviest concept, then the earliest. */
const ON_ACCOUNT = /(?<![a-z])a cuenta (?:de|del)(?![a-z])/;
const SUPPLIER_NAMED =
  /(?<![a-z])(?:fabrica|tienda|distribuidora|distribuidor|ferreteria|almacen|importadora|proveedor|proveedora|mayorista|comercial|bodega|deposito) (?:de|del|de la|de los|de las)\s+$/;

export function headThing(r: Reading): { thing: Thing; hit?: ConceptHit; words?: string } | undefined {
  const said = REPORTED.exec(r.text);
  const from = said ? said[0].length : 0;
  const hits = findConcepts(r.text, [...EXPENSE_CONCEPTS, ...ASSET_CONCEPTS]).filter(
    (h) =>
      h.start >= from &&
      // 'flores por 620 más IVA': the tax added to the price is not what was bought.
      !(VAT_ADDED.test(r.text) && /^(?:iva|igv|itbms|itbis)(?![a-z])/.test(r.text.slice(h.start))) &&
      thingOf(h) &&
      !h.concept.tags?.includes('deposit') &&
      !h.concept.tags?.includes('salary') &&
      !qualifiesThingBought(r.text, h) &&
      // 'genéricos, de marca, pañales': goods 'de marca' are branded goods, never a brand bought.
      !(h.key === 'marca' && /(?<![a-z])de\s+$/.test(r.text.slice(Math.max(0, h.start - 4), h.start))) &&
      // 'una bomba sumergible pa sacar el agua de las excavaciones': what the thing is for is no purchase.
      !namesPurpose(r.text, h) &&
      // 'del molino trajimos 40 quintales de harina': where the goods came from, not what was bought.
      !(
        /(?:^|[.;:]\s*)(?:y\s+)?(?:del|de la)\s+$/.test(r.text.slice(0, h.start)) &&
        /^\s*(?:[a-z]+\s+){0,2}(?:trajimos|compramos|sacamos|cargamos|recogimos|nos trajeron|nos llevamos|pedimos)(?![a-z])/.test(
          r.text.slice(h.end),
        )
      ) &&
      // 'a la fábrica de la Sierra': the supplier's name, not what was bought.
      !SUPPLIER_NAMED.test(r.text.slice(Math.max(0, h.start - 30), h.start)) &&
      // 'compramos los 20 vestidos a la diseñadora de Cuenca': whom it was bought from, after the thing.
      !(
        /(?<![a-z])(?:compr[a-z]*|pedimos|encargamos)(?![a-z])[^.;]{3,60}(?<![a-z])(?:a|al|a la)\s+$/.test(
          r.text.slice(Math.max(0, h.start - 70), h.start),
        ) && (thingOf(h) as { expense?: string } | undefined)?.expense === 'professional_fees'
      ) &&
      !placeStocked(r.text, h),
  );
  // 'el refrendo de la moto', 'el seguro del coche': a thing named after what was paid for it is what
  // the charge is about, never bought again.
  const aboutAt = (at: number): boolean =>
    hits.some(
      (e) =>
        e.end <= at &&
        'expense' in (thingOf(e) ?? {}) &&
        // ('el seguro anual de la nave y la furgo': every thing of the list it is about.)
        (/^\s*(?:[a-z]+\s+)?(?:de|del|para|al|a la|a los|a las)\s+(?:(?:la|el|los|las|nuestr[oa]s?|su|sus)\s+)?(?:[a-z]+\s+(?:y|e)\s+(?:(?:la|el|los|las)\s+)?)?$/.test(
          r.text.slice(e.end, at),
        ) ||
          // 'la factura del contador por la constitución y los libros': what a professional's work was for.
          (/^(?:contador|contadora|abogad[oa]|gestor|gestora|gestoria|asesor|asesora|asesoria|notari[oa]|notaria|disenador|disenadora|programador|programadora|tecnico|tecnica|consultor|consultora)$/.test(
            e.key,
          ) &&
            /^\s+(?:por|para)\s[^,.;\d]*$/.test(r.text.slice(e.end, at)))),
    );
  const about = (h: ConceptHit): boolean =>
    ('asset' in (thingOf(h) ?? {}) && aboutAt(h.start)) || forProfessionalWork(r.text, h, hits);
  if (hits.some(about)) hits.splice(0, hits.length, ...hits.filter((h) => !about(h)));
  // 'le compramos al molino 300 kilos de harina': whom it was bought from, right after the verb, when
  // what was bought is named after it.
  const seller = (h: ConceptHit): boolean =>
    /(?<![a-z])(?:le |les )?(?:compramos|compre|compraron|pedimos|encargamos)\s+(?:al|a la|a los|a las|a)\s+$/.test(
      r.text.slice(Math.max(0, h.start - 40), h.start),
    ) && hits.some((o) => o.start > h.end);
  if (hits.some(seller)) hits.splice(0, hits.length, ...hits.filter((h) => !seller(h)));
  // 'se nos fue la luz y tuvimos que comprar un no-break': what is named after the verb of buying is
  // what was bought; a thing named before it is the story.
  const boughtAt = r.hits.find((h) => h.cue === 'buy')?.start;
  const after = boughtAt === undefined ? [] : hits.filter((h) => h.start > boughtAt);
  const pool0 = after.length > 0 && after.length < hits.length ? after : hits;
  // 'pagamos la luz del taller, 2.340, la CFE nos cobra caro por las máquinas': a thing named after the
  // amount, as the reason of a complaint, is the story, not what was paid for.
  const firstValue = r.values[0]?.end ?? Infinity;
  const aside = (at: number): boolean =>
    at > firstValue &&
    /(?<![a-z])(?:por|porque|ya que|para|por no (?:tener|llevar|sacar|renovar|pagar|presentar)|por falta de|sin)\s+(?:el|la|los|las|sus|nuestr[oa]s?)?\s*$/.test(
      r.text.slice(Math.max(0, at - 30), at),
    );
  // 'una camioneta Kia usada pa los fletes': what a thing is for is not the thing bought.
  // ('pal taller de mantenimiento': the place a thing is for, named by what is done there.)
  // ('pal stock de la barra' says the goods are stock: that purpose is what was bought.)
  const forWhat = (h: ConceptHit): boolean =>
    (thingOf(h) as { asset?: string } | undefined)?.asset !== 'inventory' &&
    (/(?<![a-z])(?:para|pa|pal)\s+(?:el |la |los |las |hacer |hacer los |hacer las )?(?:(?:taller|area|zona|cuarto|sala|equipo|departamento|servicio) (?:de|del) )?$/.test(
      r.text.slice(Math.max(0, h.start - 30), h.start),
    ) ||
      MOUNTED_IN.test(r.text.slice(Math.max(0, h.start - 30), h.start)));
  // 'Compramos una camioneta… 18,000… Ya la rotulamos con el logo': a sentence after every figure, with
  // no figure of its own, tells what happened next, not another thing bought.
  const lastValue = r.values.at(-1)?.end ?? Infinity;
  const afterward = (at: number): boolean =>
    at > lastValue && /[.;!?](?:\s|$)/.test(r.text.slice(lastValue, at));
  const pool1 = pool0.filter((h) => h === pool0[0] || (!aside(h.start) && !afterward(h.start)));
  const pool = pool1.some((h) => !forWhat(h)) ? pool1.filter((h) => !forWhat(h)) : pool1;
  const more0 = moreThing(r.text);
  // 'la congeladora exhibidora pa la fruta': what a thing named is for is not another thing bought.
  const forMore =
    more0 !== undefined &&
    pool.length > 0 &&
    (/(?<![a-z])(?:para|pa)\s+(?:el |la |los |las |nuestra |nuestro |nuestras |nuestros )?$/.test(
      r.text.slice(Math.max(0, more0.at - 20), more0.at),
    ) ||
      // 'la bomba para montarlo todo en la furgo': where the things go, not another thing bought.
      MOUNTED_IN.test(r.text.slice(Math.max(0, more0.at - 30), more0.at)));
  const more =
    more0 &&
    (pool.length === 0 || (!aside(more0.at) && !afterward(more0.at))) &&
    !forMore &&
    !('asset' in more0.thing && aboutAt(more0.at))
      ? more0
      : undefined;
  const best = [...pool].sort((a, b) => b.concept.weight - a.concept.weight || a.start - b.start)[0];
  // 'compramos una desmontadora de llantas': a thing named by what it does ('-dora', '-dor') is a
  // machine, whatever it works on.
  // 'ya pagamos la biseladora automática': paid for, the machine is bought too.
  const paidAt = r.hits.find((h) => h.cue === 'payOut')?.start;
  const verbAt = boughtAt ?? paidAt ?? 0;
  // 'ya nos entregó Tennant la barredora': a machine that arrived, the supplier named before it.
  const arrived =
    /(?<![a-z])(?:llego|llegaron|nos (?:entrego|entregaron|trajo|trajeron|mando|mandaron))(?![a-z])/.exec(
      r.text,
    );
  const machine =
    (boughtAt === undefined && paidAt === undefined ? null : MACHINE_NOUN.exec(r.text.slice(verbAt))) ??
    (arrived ? ARRIVED_MACHINE.exec(r.text.slice(arrived.index)) : null);
  if (
    machine?.[1] &&
    !PEOPLE_IN_DOR.test(machine[1]) &&
    (!best || best.start > verbAt + machine[0].length - machine[1].length)
  )
    return { thing: { asset: 'machinery' }, words: machine[1] };
  if (more && (more.strong || !best || best.concept.weight <= 1))
    return { thing: more.thing, words: more.words };
  if (!best) {
    if (more) return { thing: more.thing, words: more.words };
    // A thing the lexicon does not know, bought second-hand ('una consola usada'), is kept and used.
    const used = SECOND_HAND.exec(r.text);
    return used?.[1] ? { thing: { asset: 'equipment' }, words: used[1] } : undefined;
  }
  const thing = thingOf(best);
  return thing ? { thing, hit: best } : undefined;
}

/** A thing's word ('guitarras') found in the descriptions of the books' stock or goods sold. */
function stockedBefore(ledger: Ledger, words: string | undefined): boolean {
  const word = words?.split(' ')[0];
  if (!word || word.length < 4) return false;
  // The same word, singular or plural ('guitarra', 'guitarras'); never a kin word ('pulidores' of 'pulidora').
  const re = new RegExp(`(?<![a-z])${stem(word)}(?:s|es)?(?![a-z])`);
  // A kin thing of what the shop already sells ('pianos' where guitars are stock) is stock too.
  const family = STOCK_FAMILIES.find((f) => f.test(word));
  return ledger.lines.some((l) => {
    const stock = l.section === 'assets' && l.category === ACCOUNT.inventories;
    const sold = l.section === 'revenues' && l.category === CATEGORY.productSales;
    // 'Anticipo a Tennant (barredora) y compra de garrafas': what an advance was for is not stock.
    const text = normalize(l.description).replace(
      /(?<![a-z])(?:anticipo|adelanto|sena|senal)(?![a-z])[^,;]*?(?= y |,|;|$)/g,
      ' ',
    );
    return ((stock || sold) && re.test(text)) || (stock && (family?.test(text) ?? false));
  });
}

/** Things shops sell in kinds: a shop of one of them sells the others. */
const STOCK_FAMILIES: readonly RegExp[] = [
  /(?<![a-z])(?:guitarra|piano|violin|violonchelo|ukelele|ukulele|bateria|teclado|saxofon|saxo|trompeta|flauta|clarinete|acordeon|charango|cajon flamenco|bajo|instrumento)(?:s|es)?(?![a-z])/,
  /(?<![a-z])(?:celular|telefono|smartphone|iphone|tablet|ipad|laptop|notebook|portatil|computadora|ordenador|audifono|auricular|smartwatch|consola)(?:s|es)?(?![a-z])/,
  /(?<![a-z])(?:bicicleta|bici|scooter|patinete|monopatin|casco)(?:s|es)?(?![a-z])/,
  /(?<![a-z])(?:mesa|silla|sofa|sillon|cama|colchon|ropero|comoda|escritorio|estanteria|velador|mueble|butaca|taburete)(?:s|es)?(?![a-z])/,
];

/** 'para montarlo todo en la furgo': where the things bought go, said just before the place. */
const MOUNTED_IN =
  /(?<![a-z])(?:montar|instalar|poner|meter|llevar)(?:lo|la|los|las)?(?: todo| toda| todos)? en (?:la|el|los|las|nuestra|nuestro) $/;

const MACHINE_NOUN =
  /^(?:(?:hemos|he|ha|han|habiamos|habia) )?[a-z]+(?: (?:por|con|en) (?:transferencia|efectivo|tarjeta|bizum|yape|nequi|debito|la tarjeta|el banco))? (?:(?:un|una|1|otra|otro|dos|2|tres|3|la|el|las|los) )(?:nuev[oa]s? )?([a-z]{3,}(?:dora|doras|dor|dores))(?![a-z])/;
const ARRIVED_MACHINE =
  /^[a-z]+(?: [a-z]+){0,3} (?:un|una|la|el|las|los) (?:nuev[oa]s? )?([a-z]{3,}(?:dora|doras))(?![a-z])/;
/** People named by what they do are hired, never bought as machines. */
const PEOPLE_IN_DOR =
  /^(?:proveedor|distribuidor|vendedor|contador|trabajador|disenador|programador|asesor|consultor|administrador|repartidor|cobrador|entrenador|cuidador|paseador|conductor|organizador|fotografo|inversor|jugador|investigador|emprendedor|comprador|mayor|menor|exhibidor|mostrador|aparador|tocador|comedor|contenedor|colgador|separador|probador|recibidor|corredor)(?:a|es|as)?$/;

/** Measures and packs goods are bought in ('15 sacos de café a 310 el saco'): more stock. */
const GOODS_MEASURE =
  /^(?:sacos?|cubetas?|baldes?|tambos?|canecas?|tarros?|resmas?|costales?|bultos?|cajas?|cajones|kilos?|kg|kilogramos?|litros?|galones?|barriles?|metros?|rollos?|paquetes?|bolsas?|docenas?|fardos?|latas?|botellas?|frascos?|quintales?|arrobas?|toneladas?|pacas?|bidones?|garrafas?|pares|unidades|piezas)$/;

/** A gift to customers promotes the business; a donation is a cost of its own. */
function givenAway(r: Reading): { thing: Thing; hit?: ConceptHit; words: string } {
  return /(?<![a-z])(?:donamos|done|hemos donado|donacion)(?![a-z])/.test(r.text)
    ? { thing: { expense: 'other' }, words: 'Donación' }
    : { thing: { expense: 'marketing' }, words: 'Regalo a clientes' };
}

function measuredGoods(r: Reading): { thing: Thing; hit?: ConceptHit; words: string } | undefined {
  const counted = r.values.find((v) => v.qty?.unit && v.unitPrice !== undefined);
  const unit = counted?.qty?.unit;
  if (!counted || !unit || !GOODS_MEASURE.test(unit)) return undefined;
  const after = r.text.slice(counted.qty?.end ?? 0);
  const of = /^\s+(?:[a-z]+\s+)?de\s+([a-z]+(?: [a-z]+)?)/.exec(
    after.startsWith(` ${unit}`) ? after : ` ${unit}${after}`,
  );
  return { thing: { asset: 'inventory' }, words: of?.[1] ?? unit };
}

const SECOND_HAND =
  /(?<![a-z])(?!(?:ropa|mercaderia|mercancia|libros|repuestos)(?![a-z]))([a-z]{4,}) (?:usad[oa]s?|de segunda(?: mano)?|seminuev[oa]s?|reacondicionad[oa]s?)(?![a-z])/;

const VAT_ADDED =
  /(?<![a-z])(?:mas|con|\+) (?:el |un )?(?:iva|igv|itbms|itbis)(?![a-z])|(?<![a-z])(?:iva|igv|itbms|itbis) (?:incluido|aparte|del \d|de \d|\d)/;

/**
 * 'el contador dice que…', 'según la gestoría,': who reports the movement is not what it is about, so
 * the things named there never decide the account.
 */
const REPORTED =
  /^(?:(?:[a-z]+ ){1,5}(?:dice|dijo|nos dice|nos dijo|me dice|me dijo|nos avisa|nos aviso|avisa|aviso|comenta|comento|nos informa|nos informo|informa|informo|calcula|calculo|nos calculo|confirma|confirmo)(?: que)? |segun (?:el|la|los|las|nuestro|nuestra|mi) [a-z]+(?: [a-z]+)?,? )/;

const THEFT =
  /(?<![a-z])(nos (?:robaron|han robado|robo|hurtaron|asaltaron)|(?:fuimos|hemos sido) (?:robados|asaltados)|(?:un |el )?robo (?:de|en) (?:la caja|el local|la tienda))(?![a-z])/;

const OWN_REPAIR =
  /(?<![a-z])(?:(?:al|a la) [a-z0-9]+ le (?:tocaron|tocaba|cambiamos|cambiaron|hicieron|hicimos|pusieron|pusimos) [^.;:]{0,60}(?:en la mecanica|en el mecanico|en el taller|mantenimiento|[:,]\s*\d)|(?:nos )?(?:afinaron|arreglaron|repararon|fumigaron|destaparon|calibraron|revisaron) (?:el|la|los|las|nuestro|nuestra|nuestros|nuestras) [a-z]+|se (?:nos )?(?:rompio|rompieron|dano|danaron|descompuso|descompusieron|averio|estropeo|malogro|fundio|quemo)[^.;]{0,60}(?:arregl|repar|cambi|compus)[a-z]*|(?:mandamos|llevamos) a (?:arreglar|reparar)|nos (?:arreglaron|repararon)|(?:arreglo|reparacion|arreglamos|reparamos) (?:de |)(?:la|el|los|las|nuestra|nuestro) [a-z]+ (?:del|de la) (?:local|negocio|tienda|oficina|empresa|taller))/;

/** Things that are used up, wherever they were bought ('vasos desechables' from the wholesaler). */
const CONSUMED =
  /(?<![a-z])(?:desechables?|descartables?|servilletas?|papel higienico|toallas de papel|productos de limpieza|detergentes?|lejia|cloro|bolsas de basura|guantes desechables)(?![a-z])/;
const SPARE_PARTS = /(?<![a-z])(?:repuestos|refacciones|autopartes|piezas de repuesto)(?![a-z])/;
const OWN_THING_REPAIRED =
  /(?<![a-z])para (?:reparar |arreglar )?(?:la|el|nuestra|nuestro|nuestras|nuestros|mi|las|los) (?!de )[a-z]+(?![a-z])/;
const CUSTOMERS_THINGS_REPAIRED =
  /(?<![a-z])para (?:reparar|arreglar|reparaciones de|arreglos de) (?!la |el |nuestr|mi )[a-z]+s(?![a-z])/;
/** Goods a supplier delivers to a shop that resells them: stock, whatever the goods are. */
const RESALE =
  /(?<![a-z])(para vender|para la venta|para revender|para stock|al stock|para el stock|para reponer|mercaderia|mercancia|importadora|importador|mayorista|distribuidor[a]?|nos (?:mando|mandaron|envio|enviaron|surtio|surtieron|trajo|trajeron)|llego el pedido|llego la|llegaron los|llegaron las|repusimos)(?![a-z])/;

/** Units a utility is billed in ('120 kWh', '14 m3'): a bill, not goods counted. */
const MEASURES_OF_SUPPLY = /^(?:kwh|kw|m3|metros|litros|minutos|megas|gb)$/;

const DELIVERY =
  /(?<![a-z])(nos (?:mando|mandaron|envio|enviaron|entrego|entregaron|trajo|trajeron|llego|llegaron)|llego (?:el|la|los|las)|llegaron (?:el|la|los|las)|mandamos a hacer|encargamos|nos facturo|nos facturaron|nos descont[a-z]*|nos cobr[a-z]* (?:el|la|los|las)? ?(?:comision|mantencion|mantenimiento|4x1000|itf|gmf))(?![a-z])/;

const ADVANCE_BEFORE =
  /(?<![a-z])(ya (?:les|le)? ?(?:habiamos|habia|hemos) (?:senado|girado|dado|dao|adelantado|pagado|transferido|mandado|abonado)|(?:les|le) (?:habiamos|habia) (?:senado|girado|dado|adelantado|pagado|transferido|mandado|abonado|pasado|depositado|yapeado)|de anticipo|de adelanto|de avance|de sena|de senal|anticipo de|adelanto de|avance de|del anticipo|del adelanto|del avance|de la sena|de la senal)(?![a-z])/;

const ADVANCE_NO_FIGURE =
  /(?<![a-z])(?:(?:ya )?(?:les|le)? ?(?:habiamos|habia|hemos) (?:dado|adelantado|pagado|transferido|girado|senado) (?:el|la) (?:anticipo|adelanto|sena|senal|avance)|(?:descontamos|descontando|descontad[oa]|descuenta|se descuenta|restamos|restando|restad[oa]|quitamos|quitando|quitad[oa]|menos) (?:el|la) (?:anticipo|adelanto|sena|senal|avance)|(?:el|la) (?:anticipo|adelanto|sena|senal|avance) (?:que (?:le|les) (?:dimos|dimos|habiamos dado|mandamos|giramos|pagamos)|se descuenta|ya estaba)|(?:el|la) (?:anticipo|adelanto|sena|senal|avance) ya (?:se (?:lo|la) |les |le )?(?:habiamos|habia|hemos) (?:dado|adelantado|pagado|transferido|girado|mandado)|(?:despues de|descontando|menos|aparte de) lo que (?:le |les )?(?:adelantamos|anticipamos|habiamos adelantado|habiamos anticipado|dimos de (?:anticipo|adelanto|sena|senal)))(?![a-z])/;
const ADVANCE_IN_BOOKS = /(?<![a-z])(?:anticipo|adelanto|sena|senal|avance)(?![a-z])/;

function nearAdvanceWord(r: Reading, v: Value): boolean {
  // 'en total eran 3 mil. descontando el adelanto…': the total, a sentence away, is not the advance.
  const before =
    r.text
      .slice(Math.max(0, v.start - 25), v.start)
      .split(/[.;]\s/)
      .pop() ?? '';
  const after = r.text.slice(v.end, v.end + 25).split(/[.;]\s/)[0] ?? '';
  if (
    /(?<![a-z])(?:en total|el total|total de|total)\s*(?:eran|era|fue|fueron|son|es|de)?\s*[$€]?\s*$/.test(
      before,
    )
  )
    return false;
  return /(?<![a-z])(?:anticipo|adelanto|sena|senal|avance)(?![a-z])/.test(`${before} ${after}`);
}

/** The part already advanced to this supplier ('ya les habíamos girado 900 de anticipo'). */
function advanceOf(r: Reading, ledger: Ledger, vals: readonly Value[]): Value | undefined {
  const given = ledger.lines.some(
    (l) => l.section === 'assets' && l.category === ACCOUNT.otherCurrentAssets && l.amount > 0,
  );
  if (!given) return undefined;
  // 'la factura son 800, ya les habíamos dado los 400': the figure the books hold as given ahead.
  const open = ledger.lines.filter(
    (l) => l.section === 'assets' && l.category === ACCOUNT.otherCurrentAssets && l.amount > 0,
  );
  const held = vals.filter((v) => !v.qty && open.some((l) => l.amount === v.cents));
  if (held.length === 1 && ADVANCE_BEFORE.test(r.text)) return held[0];
  // 'ya les habíamos dado el anticipo', 'le descontamos la señal que le dimos': the advance the
  // books hold for this supplier, when the message gives no figure for it.
  if (ADVANCE_NO_FIGURE.test(r.text) && !vals.some((v) => !v.qty && nearAdvanceWord(r, v))) {
    const advances = ledger.transactions.filter((tx) =>
      tx.lines.some(
        (l) =>
          l.section === 'assets' &&
          l.category === ACCOUNT.otherCurrentAssets &&
          l.amount > 0 &&
          ADVANCE_IN_BOOKS.test(normalize(l.description)),
      ),
    );
    const words = refTokens(r.text);
    const named = advances.filter((tx) => matchScore(words, tx.text).specific > 0);
    const tx = named.length === 1 ? named[0] : advances.length === 1 ? advances[0] : undefined;
    const line = tx?.lines.find(
      (l) => l.section === 'assets' && l.category === ACCOUNT.otherCurrentAssets && l.amount > 0,
    );
    if (line) return { cents: line.amount, start: -1, end: -1 };
  }
  // The amount nearest the advance words ('los 1.070 que ya les habíamos adelantado'), never a count.
  const word = new RegExp(ADVANCE_BEFORE.source, 'g');
  let best: { v: Value; d: number } | undefined;
  for (const m of r.text.matchAll(word)) {
    for (const v of vals) {
      if (v.qty) continue;
      const d = v.end <= m.index ? m.index - v.end : Math.max(0, v.start - (m.index + m[0].length));
      if (d <= 40 && (!best || d < best.d)) best = { v, d };
    }
  }
  return best?.v;
}

/** Paying what was owed is a settlement, not a purchase ('los 800 que faltaban', 'del saldo'). */
/** Rented to a customer ('alquilamos el salón a una empresa'): rented out, not in. */
const RENTED_TO =
  /^[^.;]{0,40}(?<![a-z])a (?:un|una|el|la|los|las|nuestro|nuestra) (?:cliente|clienta|empresa|turista|familia|pareja|grupo|colegio|particular)(?![a-z])/;
const OWED =
  /(?<![a-z])(que (?:le |les )?(?:debiamos|debemos|faltaba[n]?|quedaba[n]?)|del saldo|el saldo (?:de|del)|lo que (?:le |les )?(?:debiamos|debemos|faltaba)|la deuda|pendiente[s]? (?:de|con)|la factura pendiente|resumen de la|(?:pag[a-z]*|saldamos|cancelamos|liquidamos) (?:el total de |el saldo de )?(?:la|el resumen de la) (?:tarjeta|visa|master|mastercard|amex))(?![a-z])/;
/** An instalment of something bought earlier is a payment of what is owed, not a new purchase. */
const INSTALMENT =
  /(?<![a-z])((?:primera|segunda|tercera|cuarta|quinta|sexta|ultima|otra|siguiente|proxima|\d+(?:ra|da|ta|era|a)?) (?:cuota|letra|mensualidad)|(?:cuota|letra) (?:numero|n) ?\d|(?:cuota|letra|mensualidad) (?:de|del) (?:la|el|los|las))(?![a-z])/;
const BUILT =
  /(?<![a-z])(desarroll[a-z]*|a medida|nos (?:hicieron|hizo|programaron|programo|construyeron|crearon|creo|disenaron|haga|hagan|hiciera|programe|construya|arme|cree|disene)|la hizo|lo hizo|los fuentes|codigo fuente|propiedad intelectual|(?:el codigo|los codigos|el software|el sistema|la app|la aplicacion|la plataforma|la web|el programa) (?:queda|quedan|es|son|va a ser|sera|va a quedar|quedara) (?:nuestro|nuestros|nuestra|de la empresa|de la sociedad|propiedad de la empresa)|nos (?:esta|estan) (?:haciendo|desarrollando|programando|construyendo) (?:la|el) (?:app|aplicacion|plataforma|web|software|sistema|programa))(?![a-z])/;

const ONE_THING_ARRIVED =
  /(?<![a-z])(?:ya )?(?:llego|ha llegado|nos llego|nos entregaron|nos trajeron|nos instalaron) (?:el|la) (?!pedido|mercaderia|mercancia|encargo|material|stock|factura|pago|plata|transferencia|liquidacion|carga|primer|primera|segundo|segunda|otro|otra|nuevo|nueva|ultimo|ultima|resto|mitad|envio|lote|paquete|cargamento|surtido)[a-z]{4,}(?<!s)(?![a-z])/;
const DELIVERED_MANY =
  /(?<![a-z])(?:(?:llego|llegaron|ha llegado|han llegado|nos llego|nos llegaron|recibimos|nos entregaron|nos trajeron) (?:\d|el|la|los|las|lo)|surtimos|surti|nos surtio|nos surtieron|(?:para|pa|pal) (?:el )?(?:stock|deposito|almacen|inventario))(?![a-z])/;
const ARRIVED =
  /(?<![a-z])(ya (?:tenemos|tengo) (?:aqui |aca )?(?:los|las) \d+|ya (?:estan|esta) aqui (?:los|las|el|la)|pedido a|pedimos a|le pedimos a|primer pedido|(?:ha|han) llegado (?:el|la|los|las)|nos surtio|nos surtieron|nos abastecio|nos abastecieron|llego (?:el|la|los|las)|llegaron (?:el|la|los|las)|nos (?:mando|mandaron|envio|enviaron|entrego|entregaron|trajo|trajeron|(?:ha|han) traido|(?:ha|han) entregado|(?:ha|han) mandado)|recibimos (?:el|la|los|las) (?:pedido|mercaderia|mercancia|encargo)|(?:nos|me) (?:llego|llegaron|dejo|dejaron|(?:ha|han) dejado|(?:ha|han) llegado|fio|fiaron) \d+ [a-z]+|(?:primera|segunda|otra) (?:tanda|partida|remesa|entrega) de (?:genero|mercaderia|mercancia|producto|productos|materia prima|insumos)|(?:al|del|con el|a la|de la) (?:mayorista|distribuidor|distribuidora|importador|importadora|fabricante|mercado mayorista|central de abastos))(?![a-z])/;
/** Things given away ('le regalamos una canasta a un cliente', 'donamos 100'): a cost, nothing sold. */
export const GIVEN_AWAY =
  /(?<![a-z])(?:(?:le|les) )?(?:regalamos|regale|obsequiamos|obsequie|donamos|done|hemos donado|hicimos una donacion)(?![a-z])/;
const FREELANCERS =
  /(?<![a-z])(?<!cuota de |cuota del |cuota de los )(autonom[oa]s?|freelances?|freelancers?|independientes|monotributistas?)(?![a-z])/;
const PERSON_BILLED =
  /(?<![a-z])(?:nos|me) (?:ha |han )?(?:pasado|pasaron|paso|mandado|mandaron|enviado|enviaron|facturado|facturaron|facturo) (?:sus|su) (?:facturas?|recibos?|boletas?|cuentas?|honorarios)(?![a-z])/;
/** 'compramos… a Hidrotek…, lo demás nos lo financia Hidrotek': whom we bought from lends the rest. */
function financedBySeller(text: string): boolean {
  const lender =
    /(?<![a-z])(?:nos )?(?:lo |la |los |las )?financi(?:a|o|an|aron) (?:el |la )?([a-z]{4,})/.exec(text);
  const who = lender?.[1];
  return (
    who !== undefined &&
    new RegExp(`(?<![a-z])(?:a|de|con|en) ${who}(?![a-z])`).test(text.slice(0, lender?.index))
  );
}

const SELLER_FINANCED =
  /(?<![a-z])(?:(?:se lo|se la|le) (?:pagamos|pagaremos|vamos a pagar|debemos) (?:al|a la) (?:mism[oa]|propi[oa]) (?:dueno|duena|vendedor|vendedora|tienda|senor|senora)(?![a-z])|(?:(?:nos|me) (?:lo|la|los|las) )?financi(?:a|o|an|aron|ado|ada) (?:por |con )?(?:el|la) (?:propi[oa] |mism[oa] )?(?:dueno anterior|anterior dueno|antigu[oa] dueno|vendedor|vendedora|proveedor|proveedora|fabricante|tienda|comercio|casa comercial|distribuidor|distribuidora|importador|importadora|mayorista|almacen|concesionario|concesionaria|agencia|dealer|automotora|automotriz)(?![a-z])|(?:el|la) (?:dealer|concesionario|concesionaria|agencia|tienda|vendedor|vendedora|proveedor|proveedora|almacen|distribuidor|distribuidora|casa comercial|importadora|importador) (?:nos|me) (?:lo |la |los |las )?financi(?:o|a|aron|an)(?![a-z]))/;
const ON_TERMS = /(?<![a-z])(?:a credito|a \d+ dias|fiad[oa]s?|al fiado|credito de \d+ dias)(?![a-z])/;
/** What the bank takes from the account by itself ('el 4x1000 del mes fue de 9.800'): paid from it. */
const BANK_TAKES =
  /(?<![a-z])(4x1000|4 x 1000|gmf|itf|cuota de manejo|comision de mantenimiento|mantencion de (?:la )?cuenta|mantenimiento de (?:la )?cuenta|comisiones bancarias|gastos bancarios)(?![a-z])/;
const PARTNER_PAID =
  /(?<![a-z])(de su bolsillo|con su (?:plata|dinero|tarjeta|cuenta|lana|guita|pasta)|de su (?:plata|dinero|cuenta|tarjeta)|de mi bolsillo|con mi (?:plata|dinero|tarjeta personal))(?![a-z])/;
const RECURRING =
  /(?<![a-z])(al mes|mensual|mensuales|por mes|cada mes|al ano|anual|por ano|suscripcion|plan)(?![a-z])/;

/** What follows an amount still owed: instalments, days, credit. */
const REST_OWED_AFTER =
  /^\s*(?:€|\$|dolares|euros|soles|pesos)?\s*(?:en|a) (?:\d+|dos|tres|cuatro|seis|doce) (?:cuotas|letras|pagos|mensualidades|meses|dias|quincenas)|^\s*(?:€|\$|dolares|euros|soles|pesos)?\s*(?:a credito|a plazos|en cuotas|financiad)/;

const DOWN =
  /(?<![a-z])(cuota inicial|inicial|de entrada|entrada|enganche|de pie|pie|prima|al firmar|pago inicial|\d(?: mil)? de entrega)(?![a-z])/;
/** A price said of the thing itself ('costaba 9.600', 'salió en 7.200', 'valía 32 mil'). */
const PRICE_OF_IT =
  /(?<![a-z])(?:costaba|costo|cuesta|salia|salio (?:en|a|por)|valia|vale|valio|tenia un precio de|precio de)\s*(?:\$|€)?\s*\d/;
const LOAN_PAID_SELLER =
  /(?<![a-z])(banco|financiera|caja|(?<!a )credito|prestamo|leasing)(?![a-z])[^.;]*(?<![a-z])(directo|directamente|al fabricante|al vendedor|al concesionario|al proveedor|financi[a-z]*|puso|pago el resto|a devolver)(?![a-z])|(?<![a-z])(financiad[oa](?! (?:por|con) (?:el|la) (?:propio |propia )?(?:proveedor|proveedora|fabricante|tienda|comercio|vendedor|vendedora|casa comercial|distribuidor|distribuidora|mayorista))|financio|financia)(?![a-z])|(?<![a-z])(?:el resto|el saldo|lo demas|lo que falta|\d[\d.,]*(?: mil| k)?)(?:(?! a credito(?![a-z])) [a-z0-9]+){0,4} (?:con|por|mediante|via|a traves de) (?:un |una |el |la )?(?:credito|prestamo|financiamiento|financiacion|leasing|banco|financiera|cooperativa|caja [a-z]+)(?![a-z])|(?<![a-z])(?:giro|pago|puso|desembolso|deposito|transfirio)(?: [a-z]+){0,3} (?:directo|directamente) (?:al|a la|a los)(?![a-z])/;

/**
 * A purchase of an asset, stock, a service or an expense: what it is, how much, and how it was paid
 * (now, on credit, by card, a down payment and the rest on credit or with a loan, an advance already
 * given applied). Declines (null) when the thing or the amounts are not clear, for the general reader.
 */
export const purchase: Rule = ({ r, ledger }) => {
  if (r.question || has(r, 'hypothetical') || has(r, 'sell') || has(r, 'payIn')) return null;
  // 'le hemos devuelto 24 pavos por bizum': money or goods given back are never bought.
  if (has(r, 'refundCustomer') || has(r, 'returnSupplier')) return null;
  // 'le dimos una habitación a 2 guías…, la empresa nos paga a fin de mes': whoever pays us later
  // bought from us; nothing was bought.
  if (THEY_PAY_LATER.test(r.text) && !has(r, 'payOut') && !has(r, 'buy')) return null;
  // 'le pagamos 1 palo a cuenta de las bicis': paid towards what is owed, never bought again.
  if (
    has(r, 'payOut') &&
    !has(r, 'buy') &&
    ON_ACCOUNT.test(r.text) &&
    ledger.lines.some((l) => l.section === 'liabilities' && l.amount > 0)
  )
    return null;
  // 'los ponemos nosotros' beside a purchase is paying, not a contribution.
  if (
    has(r, 'contribute') &&
    !has(r, 'buy') &&
    !has(r, 'billed') &&
    // 'Notaría y gestoría de la constitución: 480 €': the founding's paperwork is a fee paid.
    !/(?<![a-z])(?:notaria|notario|gestoria|gestor|abogad[oa]|contador|contadora|asesoria|asesor|asesora|registro mercantil|escritura de constitucion)(?![a-z])/.test(
      r.text,
    ) &&
    !DOWN.test(r.text) &&
    !(PARTNER_PAID.test(r.text) && /(?<![a-z])pago(?![a-z])/.test(r.text))
  )
    return null;
  if (
    // 'mandamos a confeccionar 40 polos pa venderle…, le pagamos a la costurera': goods made to sell.
    // 'compramos una escuadradora… el resto se lo pagamos al vendedor': whom we bought from, not staff.
    (has(r, 'salary') &&
      !(FOR_SALE.test(r.text) && r.values.some((v) => v.qty)) &&
      !(has(r, 'buy') && /(?<![a-z])(?:al|a la) (?:vendedor|vendedora)(?![a-z])/.test(r.text))) ||
    has(r, 'socialCharges') ||
    has(r, 'deposit') ||
    has(r, 'depreciation') ||
    has(r, 'lendOut')
  )
    return null;
  // 'se rompió la nevera y la arreglamos, 180': our own thing repaired is a repair expense.
  const ownRepair = OWN_REPAIR.test(r.text);
  // 'nos robaron 150 de la caja': money or goods lost to theft are a loss of the period.
  // Only money taken: stolen goods leave the stock, which this purchase reading cannot book.
  const theft =
    THEFT.test(r.text) &&
    /(?<![a-z])(caja|cajon|registradora|efectivo|plata|dinero|billetes|recaudacion|la venta del dia)(?![a-z])/.test(
      r.text,
    ) &&
    !has(r, 'sell') &&
    !has(r, 'buy');
  const verb =
    ownRepair ||
    theft ||
    has(r, 'buy') ||
    DELIVERY.test(r.text) ||
    ARRIVED.test(r.text) ||
    has(r, 'payOut') ||
    has(r, 'billed') ||
    has(r, 'rent') ||
    has(r, 'card') ||
    PARTNER_PAID.test(r.text) ||
    BANK_TAKES.test(r.text) ||
    GIVEN_AWAY.test(r.text) ||
    // 'materiales dentales, 640 mil, a 30 días con el depósito': a thing and its credit term, no verb.
    (ON_TERMS.test(r.text) &&
      !THEY_PAY_LATER.test(r.text) &&
      !/(?<![a-z])(?:nos|me) (?:debe|deben)(?![a-z])/.test(r.text)) ||
    (LOAN_PAID_SELLER.test(r.text) && /(?<![a-z])(sacamos|nos llevamos|estrenamos)(?![a-z])/.test(r.text)) ||
    // 'la cámara costaba 9.600, pusimos 1.600 de entrada y…': a price and a down payment on it is a purchase.
    (DOWN.test(r.text) && PRICE_OF_IT.test(r.text));
  // 'llegaron las rosas…, ya les habíamos dado los 400 del anticipo y lo que faltaba se los pagamos':
  // what was left after an advance is the rest of this purchase, not an earlier debt.
  const restAfterAdvance = ADVANCE_BEFORE.test(r.text) && ARRIVED.test(r.text);
  if (
    !verb ||
    (OWED.test(r.text) && !restAfterAdvance) ||
    INSTALMENT.test(r.text) ||
    /(?<![a-z])hipoteca/.test(r.text)
  )
    return null;
  // 'nos mandó 200 kilos…, nos paga a fin de mes': whoever sent it pays us, so it is not our purchase.
  if (THEY_PAY_LATER.test(r.text) && !has(r, 'buy') && !has(r, 'payOut') && !has(r, 'billed')) return null;
  const rentedIn = r.hits.some((h) => h.cue === 'rent' && !RENTED_TO.test(r.text.slice(h.end)));
  // Goods a supplier delivers, or bought to sell, that the lexicon does not name ('llegaron las
  // monturas', 'compré X para reponer'): stock.
  const head = theft
    ? { thing: { expense: 'other' } as Thing, words: 'Robo' }
    : ownRepair
      ? { thing: { expense: 'other' } as Thing, words: 'Reparación' }
      : GIVEN_AWAY.test(r.text)
        ? givenAway(r)
        : (headThing(r) ??
          // 'llegó el hilado: 80 kilos a 95 el kilo': goods weighed or measured are stock.
          (ONE_THING_ARRIVED.test(r.text) ? measuredGoods(r) : undefined) ??
          // 'llegó el dron', 'llegó la nebulizadora': one thing of its own arriving is equipment.
          (ONE_THING_ARRIVED.test(r.text) && !FOR_SALE.test(r.text)
            ? { thing: { asset: 'equipment' } as Thing }
            : undefined) ??
          // 'pedimos 15 mil etiquetas a 8 centavos': things counted and ordered are stock.
          (ARRIVED.test(r.text) || FOR_SALE.test(r.text) || /(?<![a-z])(?:pedimos|encargamos) \d/.test(r.text)
            ? { thing: { asset: 'inventory' } as Thing }
            : // What the bank charges for that the lexicon does not name ('por una transferencia internacional') is its fee.
              has(r, 'bankCharges')
              ? { thing: { expense: 'financial' } as Thing, words: 'Comisión bancaria' }
              : // Whatever is rented in, named or not ('alquilamos vajilla para el evento'), is rent.
                rentedIn
                ? { thing: { expense: 'rent' } as Thing, words: 'Alquiler' }
                : NOT_FOR_SALE.test(r.text) || OWN_USE.test(r.text)
                  ? { thing: { asset: 'equipment' } as Thing }
                  : measuredGoods(r)));
  if (!head) return null;
  // 'pagamos el condominio de la oficina': a place named only as where (a weak word) is never bought
  // when nothing says it was bought.
  if (head.hit?.concept.weight === 0 && 'asset' in head.thing && !has(r, 'buy')) return null;
  // 'alquilamos una camioneta por 3 días': a thing rented for a while is rent, never the thing bought.
  let thing: Thing = rentedIn ? { expense: 'rent' } : head.thing;
  // Kept for the company's own use or to lend ('neoprenos pa' la escuela'): equipment, never stock.
  if ('asset' in thing && thing.asset === 'inventory' && OWN_USE.test(r.text) && !FOR_SALE.test(r.text))
    thing = { asset: 'equipment' };
  // Read when the rule answers: the thing may be reclassified below (stock, a cost, an intangible).
  let label: string | undefined;
  const bought = (rest: Omit<PurchaseMovement, 'kind' | 'label' | 'what'> = {}): Understood =>
    one({
      kind: 'purchase',
      label: label ?? labelOf(r, thing, head.hit, head.words),
      what: thing,
      ...rest,
    });
  // An order of tools or machines delivered to a company that keeps them in stock is more stock:
  // a hardware store's 'pedido de herramientas' is for sale, a workshop's one tool is equipment.
  if (
    'asset' in thing &&
    (thing.asset === 'machinery' || thing.asset === 'equipment') &&
    /(?<![a-z])pedido(?![a-z])/.test(r.text) &&
    ARRIVED.test(r.text) &&
    head.hit !== undefined &&
    /s$/.test(r.text.slice(head.hit.start, head.hit.end)) &&
    ledger.lines.some((l) => l.category === ACCOUNT.inventories && l.amount > 0)
  )
    thing = { asset: 'inventory' };
  const vals = moneyIn(r).filter((v) => !isDimension(r, v));
  if (vals.length === 0) return null;
  // '25 chiquillos a 48 € por cabeza': people counted at a price are customers, never bought.
  if (vals.some((v) => v.qty?.unit && PEOPLE.test(v.qty.unit))) return null;
  const advance = advanceOf(r, ledger, vals);
  const info = analyzeMeans(r.msg);
  const partStarts = new Set([...info.used].map((m) => m.start));
  const downVal = vals.find(
    (v) =>
      v !== advance &&
      (/^\s*(?:€|\$|dolares|euros|soles)?\s*(?:de|como|en|a)?\s*(?:cuota inicial|inicial|entrada|enganche|pie|prima|pago inicial|al firmar)(?![a-z])|^\s*(?:€|\$|dolares|euros|soles)?\s*de entrega(?![a-z])/.test(
        r.text.slice(v.end, v.end + 24),
      ) ||
        /(?:cuota inicial|inicial|entrada|enganche|pie|prima|pago inicial|al firmar)\s*(?:de|:)?\s*\$?\s*$/.test(
          r.text.slice(Math.max(0, v.start - 22), v.start),
        ) ||
        // '2.400. Le hicimos una transferencia de 800 y el resto a 60 días': the part paid, with its means.
        (has(r, 'rest') &&
          vals.some((w) => w !== v && w.cents > v.cents) &&
          /(?:transferencia|transfe|bizum|yape|plin|deposito|pago|abono) (?:de|por)\s*\$?\s*$/.test(
            r.text.slice(Math.max(0, v.start - 26), v.start),
          ))),
  );
  // 'costó 9.500, 4 mil de prima y el resto (5.500) nos lo financia': the rest restated is no price.
  const restSaid = vals.find(
    (v) =>
      !v.qty &&
      (/(?<![a-z])(?:el resto|el saldo|lo demas|lo que falta|lo restante|la diferencia|los otros|las otras)\s*[(:,]?\s*(?:de\s*)?[$€]?\s*$/.test(
        r.text.slice(Math.max(0, v.start - 24), v.start),
      ) ||
        // 'nos quedan 170 mil por pagarle a 60 días': what is left to pay after the rest of the message.
        (/(?<![a-z])(?:nos|me) (?:quedan|queda|quedaron|quedo)\s*[$€]?\s*$/.test(
          r.text.slice(Math.max(0, v.start - 16), v.start),
        ) &&
          /^\s*(?:mil\s+)?(?:€|\$|dolares|euros|pesos)?\s*(?:por pagar(?:le|les)?|a deber|pendientes?|debiendo)(?![a-z])/.test(
            r.text.slice(v.end, v.end + 24),
          ))) &&
      vals.some((w) => w !== v && w.cents > v.cents),
  );
  let items = vals.filter(
    (v) =>
      v !== advance && v !== downVal && v !== restSaid && !(v.qty === undefined && partStarts.has(v.start)),
  );
  // '300 al contado, el saldo a 60 días' and no price: the part paid is not the total, which is asked.
  if (items.length === 0 && info.parts.some((p) => p.kind === 'rest') && vals.length === 1) return bought();
  // Every amount tied to a way of paying ('16 al mes con la tarjeta'): together they are the total.
  if (items.length === 0) items = vals.filter((v) => v !== advance && v !== downVal);
  if (items.length === 0) return null;
  // '6.500… le transferimos 2.500 y el resto en 5 cuotas mensuales de 800': the instalment of a rest
  // whose price is said is how the rest is paid, not part of the price.
  if (items.length >= 2 && /(?<![a-z])(?:el resto|lo demas|el saldo|la diferencia)(?![a-z])/.test(r.text)) {
    const schedule = items.filter((v) => !v.qty && instalmentsBefore(r, v) !== undefined);
    if (schedule.length === 1 && items.length - 1 >= 1) items = items.filter((v) => !schedule.includes(v));
  }
  // '1.200 de inicial y 8 cuotas de 300': the price is what is paid now and every instalment.
  const instalments = items.length === 1 && !items[0]?.qty ? instalmentsBefore(r, items[0]) : undefined;
  if (instalments !== undefined) {
    const total = ((downVal?.cents ?? 0) + instalments) as Cents;
    const settlement = downVal
      ? settlementOf(r, info, total, downVal.cents, advance?.cents)
      : has(r, 'card')
        ? { kind: 'card' as const }
        : { kind: 'credit' as const };
    if (settlement === null) return null;
    return bought({ amount: total, ...(settlement ? { settlement } : {}) });
  }
  // VAT the user separates ('5.200 más IVA del 21%, 6.292 en total'): the net is the cost, the VAT is
  // recoverable; a total said beside them is their sum, not another item.
  const vat = vatOf(r, vals);
  if (vat) {
    // The net is a price said, or units at a price each ('150 libros a 9 más IVA').
    const net = items.find((v) => v !== vat.value && (!v.qty || v.unitPrice !== undefined));
    if (!net) return null;
    const gross = net.cents + vat.vat;
    const settlement = settlementOf(r, info, cents(gross), paidNowOf(downVal), advance?.cents);
    if (settlement === null) return null;
    return bought({ amount: net.cents, vat: vat.vat, ...(settlement ? { settlement } : {}) });
  }
  // '3 los pagamos al tiro y los otros 3 quedaron a 30 días': units paid now and units owed.
  const units = countSplitOf(r.text);
  const unitItem = items.find((v) => v.qty && v.unitPrice !== undefined);
  if (
    units &&
    unitItem?.unitPrice !== undefined &&
    items.every((v) => v === unitItem || (!v.qty && units.counts.includes(v.cents / 100)))
  ) {
    const now = mulDiv(unitItem.unitPrice, units.paid * 100, 100);
    return bought({ amount: unitItem.cents, settlement: { kind: 'split', now } });
  }
  const counted = items.filter((v) => v.qty);
  const said = items.find(
    (v) =>
      !v.qty &&
      (/(?:en total|total|por|=|:|vale|valia|cuesta|costo|precio)\s*\$?\s*$/.test(
        r.text.slice(Math.max(0, v.start - 14), v.start),
      ) ||
        // '$15,000 en total': the total named after its figure.
        /^\s*(?:€|\$|euros|dolares|pesos)?\s*(?:en total|de total|total)(?![a-z])/.test(
          r.text.slice(v.end, v.end + 16),
        )),
  );
  let total: Cents;
  let paidNow: Cents | undefined = downVal?.cents;
  const partsSum = [...info.used].reduce((a, m) => a + m.value, 0);
  const others = said ? items.filter((v) => v !== said && !v.qty) : [];
  const othersSum = others.reduce((a, v) => a + v.cents, 0);
  const only = items.length === 1 ? (items[0] as Value) : undefined;
  // '600 de entrada y 900 en 3 cuotas con la tienda': after a down payment, an amount owed in
  // instalments or days is the rest, not the price.
  if (only && downVal && !only.qty && REST_OWED_AFTER.test(r.text.slice(only.end, only.end + 40)))
    total = (only.cents + downVal.cents) as Cents;
  else if (only) total = only.cents;
  else if (counted.length === items.length)
    total = counted.reduce((a, v) => (a + v.cents) as Cents, 0 as Cents);
  else if (said && counted.length + 1 === items.length) {
    // '30 metros a 14 el metro y espuma por 210': a price smaller than the counted things is another item.
    const countedSum = counted.reduce((a, v) => a + v.cents, 0);
    total = (said.cents < countedSum ? said.cents + countedSum : said.cents) as Cents;
  } else if (said && others.length > 0 && othersSum + partsSum + (paidNow ?? 0) === said.cents) {
    // '24.000: 4.000 los ponemos nosotros y 20.000 con un préstamo': the loose amount is paid now.
    total = said.cents;
    paidNow = ((paidNow ?? 0) + othersSum) as Cents;
  } else return null;
  // A web or a licence paid by the month is a subscription, not an asset ('Wix, 16 al mes').
  if ('asset' in thing && thing.asset === 'intangible' && RECURRING.test(r.text) && !BUILT.test(r.text))
    thing = { expense: 'software' };
  // What was built, not who built it: 'Desarrollo de la app', never 'Compra de programador'.
  const made =
    /(?<![a-z])(app|aplicacion|plataforma|web|pagina web|tienda online|software|sistema|programa|mvp)(?![a-z])/.exec(
      r.text,
    )?.[1];
  // A professional who made something else for us ('el diseñador que nos hizo el logo') is a fee:
  // only software the company owns is an intangible it built.
  if (
    BUILT.test(r.text) &&
    'expense' in thing &&
    (thing.expense === 'software' ||
      (thing.expense === 'professional_fees' &&
        (made !== undefined || /(?<![a-z])(codigo|fuentes|programador|programadora)/.test(r.text))))
  ) {
    thing = { asset: 'intangible' };
    const article = made && /^(?:software|sistema|programa|mvp)$/.test(made) ? 'del' : 'de la';
    label = made ? `Desarrollo ${article} ${restore(made, r.msg.raw)}` : 'Desarrollo de software';
  }
  // 'los dos monitores autónomos nos han pasado sus facturas': people who bill us for their work.
  if (FREELANCERS.test(r.text) && (has(r, 'billed') || PERSON_BILLED.test(r.text)))
    thing = { expense: 'professional_fees' };
  // Counted things a distributor sends at a price each are stock, whatever the lexicon calls them.
  // 'llegaron las 40 cubiertas de la importadora': many units from a wholesaler, priced as one bill.
  const manyUnits = r.mentions.some((m) => m.kind === 'qty' && m.value >= 1000 && Boolean(m.unit));
  const resale = RESALE.test(r.text);
  // '20 packs de agua a 4 el pack' from a distributor: water counted in packs is goods, never the
  // water bill.
  if (
    resale &&
    'expense' in thing &&
    thing.expense === 'utilities' &&
    counted.some((v) => v.qty?.unit !== undefined && !MEASURES_OF_SUPPLY.test(v.qty.unit))
  )
    thing = { asset: 'inventory' };
  if (
    resale &&
    !CONSUMED.test(r.text) &&
    (counted.length > 0 || manyUnits || SPARE_PARTS.test(r.text)) &&
    (('asset' in thing && thing.asset !== 'intangible') ||
      ('expense' in thing && (thing.expense === 'other' || thing.expense === 'repairs')))
  )
    thing = { asset: 'inventory' };
  // Spare parts counted at a price each, or for repairing customers' things ('repuestos para reparar
  // celulares'), are the stock of a repair shop; parts for one thing of our own ('para la furgoneta')
  // are a repair.
  if (
    SPARE_PARTS.test(r.text) &&
    !OWN_THING_REPAIRED.test(r.text) &&
    (counted.length > 0 || CUSTOMERS_THINGS_REPAIRED.test(r.text)) &&
    'expense' in thing &&
    (thing.expense === 'other' || thing.expense === 'repairs')
  )
    thing = { asset: 'inventory' };
  // 'llegaron 40 llantas a 48 c/u', 'surtimos el depósito: 40 galones a 12,50': many units of a thing
  // a supplier delivered, each at its price, are stock.
  if (
    'expense' in thing &&
    (thing.expense === 'other' || thing.expense === 'repairs') &&
    DELIVERED_MANY.test(r.text) &&
    counted.some((v) => (v.qty?.value ?? 0) >= 1000 && v.unitPrice !== undefined) &&
    !CONSUMED.test(r.text) &&
    !OWN_USE.test(r.text)
  )
    thing = { asset: 'inventory' };
  // Bought said to be for stock or for sale ('10 cámaras y cable para stock'): stock, counted or not.
  if (
    FOR_SALE.test(r.text) &&
    'asset' in thing &&
    thing.asset !== 'intangible' &&
    !(thing.asset !== 'inventory' && MAKES_WHAT_IS_SOLD.test(r.text))
  )
    thing = { asset: 'inventory' };
  if ('asset' in thing && thing.asset === 'vehicle' && resale) thing = { asset: 'inventory' };
  // What the books already hold as stock or have sold ('20 guitarras' for a music shop): more stock.
  if (
    'asset' in thing &&
    (thing.asset === 'equipment' || thing.asset === 'machinery') &&
    !OWN_USE.test(r.text) &&
    !NOT_FOR_SALE.test(r.text) &&
    stockedBefore(ledger, head.words ?? (head.hit ? r.text.slice(head.hit.start, head.hit.end) : undefined))
  )
    thing = { asset: 'inventory' };
  // Supplies bought to use up in the work ('ceras y productos para usar en los servicios'): a cost.
  if ('asset' in thing && thing.asset === 'inventory' && (NOT_FOR_SALE.test(r.text) || OWN_USE.test(r.text)))
    thing = { asset: 'equipment' };
  if ('asset' in thing && thing.asset === 'inventory' && FOR_USE.test(r.text) && !FOR_SALE.test(r.text))
    thing = { expense: 'other' };
  // Supplies bought to sell ('para vender en el mostrador compré 48 shampoos'): stock, not a cost.
  if (
    'expense' in thing &&
    (thing.expense === 'other' || thing.expense === 'marketing') &&
    FOR_SALE.test(r.text)
  ) {
    // The thing counted names it ('40 polos con el logo'), not the words that read as a cost.
    const counted = thing.expense === 'marketing' ? r.values.find((v) => v.qty?.unit)?.qty?.unit : undefined;
    if (counted) label = `Compra de ${counted}`;
    thing = { asset: 'inventory' };
  }
  // 'la carne la pagué de una, el pan me lo fiaron': each thing counted, paid its own way.
  const eachPaid = paidNow === undefined ? paidPerItem(r, counted) : undefined;
  const settlement =
    eachPaid !== undefined && eachPaid > 0 && eachPaid < total
      ? { kind: 'split' as const, now: eachPaid }
      : settlementOf(r, info, total, paidNow, advance?.cents);
  if (settlement === null) return null;
  return bought({
    amount: total,
    ...(settlement ? { settlement } : {}),
    ...(advance ? { advanceApplied: advance.cents } : {}),
  });
};

const PAID_WORDS =
  /^(?:[a-z]+ ){0,3}?(?:(?:la|lo|las|los) )?(?:pague|pagamos|pagado|pagada|pagados|pagadas|de una|al contado|de contado|en efectivo|al tiro|cash|por transferencia|con (?:la )?(?:tarjeta|debito))(?![a-z])/;
const OWED_WORDS =
  /^(?:[a-z]+ ){0,3}?(?:(?:me|nos) )?(?:(?:la|lo|las|los) )?(?:fiaron|fio|fiad[oa]s?|a credito|a \d+ dias|quedo a deber|quedamos debiendo|debemos|pendiente|a pagar)(?![a-z])/;

/**
 * What was paid now when each thing counted is said to be paid or owed on its own ('60 kilos de
 * carne… y 200 panes…; la carne la pagué de una, el pan me lo fiaron'): the sum of the things paid,
 * or undefined unless every thing is named again with one way of paying.
 */
function paidPerItem(r: Reading, counted: readonly Value[]): Cents | undefined {
  if (counted.length < 2) return undefined;
  let now = 0;
  let owed = 0;
  for (const v of counted) {
    const after = r.text.slice(v.end);
    const noun =
      /^\s*(?:€|\$|[a-z]+ )?(?:de |del )?([a-z]{3,})/.exec(r.text.slice(v.qty?.end ?? v.end))?.[1] ??
      v.qty?.unit;
    if (!noun) return undefined;
    const stemOf = noun.slice(0, Math.max(3, noun.length - 2));
    const named = new RegExp(`(?<![a-z])(?:el|la|los|las) ${stemOf}[a-z]*\\s+`).exec(after.slice(5));
    if (!named) return undefined;
    const rest = after.slice(5 + named.index + named[0].length);
    if (PAID_WORDS.test(rest)) now += v.cents;
    else if (OWED_WORDS.test(rest)) owed += v.cents;
    else return undefined;
  }
  return now > 0 && owed > 0 ? (now as Cents) : undefined;
}

/** '6x12', '25 kg', '500 litros': measures of a thing, never money. */
function isDimension(r: Reading, v: Value): boolean {
  if (v.qty) return false;
  const after = r.text.slice(v.end, v.end + 8);
  const before = r.text.slice(Math.max(0, v.start - 3), v.start);
  return (
    /^\s*(?:x\s*\d|kg|kilos?|litros?|lts?|cm|mts?|metros?|m2|gb|tb|pulgadas)(?![a-z])/.test(after) ||
    /\dx\s*$/.test(before) ||
    /(?<![a-z])(ciclo|fase|etapa|version|modelo|numero|nro|no\.)\s*$/.test(
      r.text.slice(Math.max(0, v.start - 10), v.start),
    )
  );
}

const INSTALMENTS_OF =
  /(?<![a-z0-9.,])(\d+)\s+(?:cuotas|letras|mensualidades|pagos|abonos|plazos)(?:\s+(?:mensuales|fijas|iguales|quincenales|semanales|sin intereses|de pago))?\s+(?:de|x|por)\s*\$?\s*$/;

/** 'en 8 cuotas de 300': the sum of the instalments, when the figure is one instalment. */
function instalmentsBefore(r: Reading, v: Value | undefined): Cents | undefined {
  if (!v) return undefined;
  const m = INSTALMENTS_OF.exec(r.text.slice(Math.max(0, v.start - 50), v.start));
  const n = Number(m?.[1]);
  if (!m || !Number.isInteger(n) || n < 2 || n > 120) return undefined;
  return (v.cents * n) as Cents;
}

function settlementOf(
  r: Reading,
  info0: ReturnType<typeof analyzeMeans>,
  total: Cents,
  down: Cents | undefined,
  advance: Cents | undefined,
): Settlement | undefined | null {
  const due = (total - (advance ?? 0)) as Cents;
  // 'el adelanto de 600 se descuenta': the advance is not a part paid now.
  const info =
    advance !== undefined && advance > 0
      ? { ...info0, parts: info0.parts.filter((p) => !(p.kind === 'amount' && p.cents === advance)) }
      : info0;
  // 'lo pagó Pablo de su bolsillo': the company owes it back, or Pablo leaves it as a contribution.
  if (PARTNER_PAID.test(r.text)) {
    const said = r.said;
    const back =
      /(?<![a-z])((?:se lo|se la|se los|se las|le) (?:devolvemos|devolveremos|reponemos|pagamos|pagaremos)|hay que devolver(?:selo|sela|le)?|a devolver|nos lo presto|(?:la empresa|el negocio|la sociedad) (?:me|le) (?:lo|la|los|las) (?:devuelve|devolvera|repone|paga|pagara|reembolsa)|(?:me|le) (?:lo|la|los|las) (?:devuelve|devolvera|reembolsa|reembolsara) la empresa|(?:despues|luego|mas adelante|a fin de mes) (?:me|le|nos) (?:lo|la|los|las) (?:devuelven|devolveran|van a devolver|reembolsan|reponen|pagan))(?![a-z])/.test(
        said,
      ) && !/(?<![a-z])no (?:hay que |se (?:lo|la|le) |se lo |se la |le )?devol/.test(said);
    return { kind: 'partner', repay: back };
  }
  // 'nos lo financia el dueño anterior en 10 cuotas': owed to whoever sold it, not a loan.
  if (SELLER_FINANCED.test(r.text) || financedBySeller(r.text)) {
    // 'dimos 500 en efectivo y el resto nos lo financia la tienda': the part paid is the down payment.
    const now = down ?? paidPart(info);
    return now !== undefined && now < due ? { kind: 'split', now } : { kind: 'credit' };
  }
  const loanPart = info.parts.some((p) => p.means === 'loan') || info.global.has('loan');
  if ((LOAN_PAID_SELLER.test(r.text) || loanPart) && !has(r, 'card')) {
    const termMonths = loanTerm(r);
    const now = down ?? paidPart(info);
    return {
      kind: 'loan',
      ...(now !== undefined ? { down: now } : {}),
      ...(termMonths !== undefined ? { termMonths } : {}),
    };
  }
  if (down !== undefined)
    return { kind: 'split', now: down, ...(has(r, 'card') ? { laterOnCard: true } : {}) };
  if (has(r, 'card') && !info.parts.some((p) => p.means === 'cash')) return { kind: 'card' };
  // 'ya les habíamos adelantado 500 y el resto a 30 días': what is left after the advance is the rest.
  if (
    advance !== undefined &&
    advance > 0 &&
    info.parts.length > 0 &&
    info.parts.every((p) => p.kind === 'rest')
  ) {
    const means = info.parts[0]?.means;
    if (means === 'credit') return { kind: 'credit' };
    if (means === 'cash') return { kind: 'now' };
    if (means === 'card') return { kind: 'card' };
  }
  const split = splitTotal(due, info);
  if (!split.ok && split.reason === 'vague') return null;
  if (!split.ok && (split.reason === 'inconsistent' || split.reason === 'no-total')) return null;
  if (split.ok && split.portions.length > 0) {
    const now = split.portions.filter((p) => p.means === 'cash').reduce((a, p) => a + p.cents, 0) as Cents;
    const later = split.portions.filter((p) => p.means !== 'cash').reduce((a, p) => a + p.cents, 0);
    if (now + later !== due) return null;
    if (later === 0) return { kind: 'now' };
    if (now === 0)
      return split.portions.every((p) => p.means === 'card') ? { kind: 'card' } : { kind: 'credit' };
    return { kind: 'split', now };
  }
  const credit = info.global.has('credit') || has(r, 'credit') || DUE.test(r.text) || LATER_DATE.test(r.said);
  const means = info.global.has('cash') || has(r, 'now') || BANK_TOOK.test(r.text) || BANK_TAKES.test(r.text);
  const paidVerb =
    /(?<![a-z])(pague|pagamos|pagado|pagada|pagados|pagadas|cancelamos|cancele|donamos|done|hemos donado|salio de|sacamos de|se (?:le |les )?(?:pago|pagaron|abono|abonaron|cancelo|cancelaron)|ya (?:se )?pago|(?:tuvimos|tuve|hubo) que (?:pagar|pagarle|pagarles|abonar|abonarle)|(?:nos|me) toco (?:pagar|pagarle|pagarles|abonar))(?![a-z])/.test(
      r.text,
    );
  // 'la pagamos a final de mes': a paying verb beside a future date is still owed.
  if (credit && !means) return { kind: 'credit' };
  if ((means || paidVerb || CHARGED.test(r.text)) && !credit) return { kind: 'now' };
  return undefined;
}

const DUE =
  /(?<![a-z])(vence|vencimiento|por pagar|(?<!(?:fui|fuimos|vine|vinimos|pase|pasamos|fue)(?: [a-z]+){0,4} )a pagar el|hay que pagar)(?![a-z])/;
/** 'la pagamos el 10 del mes que viene': the date is read away from the text, the promise stays. */
const LATER_DATE =
  /(?<![a-z])(?:la|lo|las|los|se (?:la|lo|las|los)) (?:pagamos|pagaremos|pago|pagare|vamos a pagar|cancelamos|abonamos)\s+(?:(?:el|la|los|las|a|en|hasta)\s[^.;]*?(?:que viene|proximo|proxima|siguiente|entrante)|(?:el|este) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)(?! pasado)|(?:pasado )?manana)(?![a-z])/;
/**
 * 'la muni nos cobró la licencia', 'ya nos han pasado el cargo': someone charged us and it is done.
 * The present ('nos cobra 85 al mes') is a rate, not this payment.
 */
const CHARGED =
  /(?<![a-z])(?:nos|me) (?:cobro|cobraron|ha cobrado|han cobrado|(?:han |ha )?(?:pasado|pasaron|paso) el cargo)(?![a-z])/;
/** The bank took it from the account itself: charges, interest, the 4x1000. */
const BANK_TOOK =
  /(?<![a-z])(el banco|la entidad|la caja)(?![a-z])[^.;]{0,20}(?<![a-z])nos (?:cobro|cobraron|desconto|descontaron|cargo|cargaron|debito|debitaron)(?![a-z])/;

function paidNowOf(v: Value | undefined): Cents | undefined {
  return v?.cents;
}

const UNITS_PAID =
  /(?<![a-z0-9.,])(\d+|una|uno) (?:de (?:ellos|ellas) )?(?:los |las |la |lo )?(?:pagamos|pague|pagados|pagadas|pagada|pagado|al contado|de contado|en efectivo|al tiro)/;
const UNITS_OWED =
  /(?<![a-z0-9.,])(?:(?:los |las )?(?:otros |otras )?(\d+|una|uno)|(?:la|el) (?:otra|otro|ultima|ultimo|restante)) (?:[a-z]+ ){0,2}?(?:quedaron|quedan|quedo|queda|a credito|fiad[oa]s?|a \d+ dias|pendientes?|por pagar)/;

function countSplitOf(text: string): { paid: number; counts: number[] } | undefined {
  const p = UNITS_PAID.exec(text);
  const o = UNITS_OWED.exec(text);
  if (!p?.[1] || !o || p.index === o.index) return undefined;
  // 'dos al contado y una a 30 días', 'una al contado y la otra a 60 días': a word is one thing.
  const owed = o[1] && /^\d+$/.test(o[1]) ? Number(o[1]) : 1;
  const paid = /^\d+$/.test(p[1]) ? Number(p[1]) : 1;
  return { paid, counts: [paid, owed] };
}

function paidPart(info: ReturnType<typeof analyzeMeans>): Cents | undefined {
  const cash = info.parts.filter((p) => p.means === 'cash' && p.kind === 'amount' && p.cents !== undefined);
  if (cash.length === 0) return undefined;
  return cash.reduce((a, p) => (a + (p.cents ?? 0)) as Cents, 0 as Cents);
}

/** The line's description in the user's words ('Compra de computadora', 'Recibo de luz'). */
function labelOf(r: Reading, thing: Thing, hit: ConceptHit | undefined, named?: string): string {
  const words = hit ? describeHit(r.text, r.msg.raw, hit) : named ? restore(named, r.msg.raw) : undefined;
  const name = words && words.length <= 60 ? words : hit?.concept.label;
  if ('asset' in thing) return name ? `Compra de ${name.charAt(0).toLowerCase()}${name.slice(1)}` : 'Compra';
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : 'Gasto';
}
