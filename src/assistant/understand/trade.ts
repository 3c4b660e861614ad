import { jobPart } from './by-kind';
import {
  ACCOUNT,
  CATEGORY,
  mulDiv,
  type AccountRef,
  type Cents,
  type IncomeKind,
  type Movement,
  type Settlement,
} from '../../domain';
import type { Mention } from '../local/amounts';
import type { Ledger } from '../local/ledger';
import { analyzeMeans, splitTotal } from '../local/means';
import type { Value } from '../local/values';
import { has, moneyIn, type Reading } from '../reading/read';
import { ASSET_CONCEPTS, EXPENSE_CONCEPTS, findConcepts, REVENUE_CONCEPTS } from '../local/lexicon';
import { namesOpenReceivable, owedAlready, PAID_FOR, SOLD_BEFORE_PAID } from './settle';
import { matchScore, refTokens } from '../local/refs';
import { normalize } from '../local/text';
import { REST_TODAY } from './adjustments';

const PART_OF_DEBT =
  /(?<![a-z])(?:de lo que (?:nos |me )?(?:debe|deben|debia|debian|adeuda|adeudaba|quedo debiendo)|de (?:su|la) (?:deuda|factura|saldo|cuenta pendiente)|a cuenta de (?:su|la|lo))(?![a-z])/;

const ALREADY_OWED =
  'Esa deuda del cliente ya está en los libros como cuenta por cobrar, así que no registro nada nuevo. Cuando te pague, cuéntamelo y registro el cobro.';
import type { Rule } from './rules';
import { CHANNEL_AFTER } from './channels';
import { accountRef, one } from './movements';

export const GOODS =
  /(?<![a-z])(producto[s]?|mercaderia|mercancia|abarrotes|viveres|comestibles|golosinas|dulces|churros?|porras?|chocolates?|bocadillos?|empanadas?|verduras?|frutas?|carnes?|pollos?|huevos?|tortillas?|helados?|unidades|platos?|menus?|almuerzos?|cenas?|desayunos?|bebidas?|batidos?|aguas?|cafes?|articulos?|botellas?|cajas?|kilos?|bultos?|sacos?|piezas?|prendas?|camisetas?|zapatos?|pastel(?:es)?|pan(?:es)?|tortas?|postres?|helados?|cervezas?|vinos|(?<!(?:lo|la|los|las|le|les|se|nos|me|no|que|ya) )vino(?! a | por | hoy| ayer| con )|litros?|material(?:es)?|repuestos?|herramientas?|taladros?|libros?|ramos?|flor(?:es)?|macetas?|plantas?|lentes|anteojos|gafas|monturas?|lunas|cuadernos?|lapices|lapiceros|boligrafos|utiles|mochilas?|juguetes?|ropa|zapatillas|camisas?|vestidos?|perfumes?|cosmeticos|velas|jabones|quesos?|frascos?|latas?|paquetes de|bolsas? de|unidades|piezas|pares|docenas?|ceviches?|jugos?|snacks?|comida|comidas|delivery|domicilios|raciones|cubiertos|pedidos?|equipos?|accesorios?|fundas?|cargador(?:es)?|audifonos?|celular(?:es)?)(?![a-z])/;
export const SERVICES =
  /(?<![a-z])(servicios?|ajardinamientos?|jardineria|paisajismo|podas?|(?<!pagamos (?:el |la )?|pague (?:el |la )?)alquiler(?:es)? (?:de|del|era|fue|salio|a|por)|limpiezas?|desinfeccion(?:es)?|fumigacion(?:es)?|rectificacion(?:es)?|afinacion(?:es)?|rebranding|branding|(?<!del |con el |con su |con los |de )logos?|identidad (?:visual|corporativa)|reels?|spots?|comerciales|animacion(?:es)?|edicion(?:es)? de video|eventos?|restauracion(?:es)?|instalacion(?:es)?|consultorias?|asesorias?|matriculas?|cuotas?|mensualidad(?:es)?|clases?|tutorias?|terapias?|cursos?|taller(?:es)?|remodelacion(?:es)?|reformas?|obras?|construccion(?:es)?|noches?|estadias?|hospedajes?|alojamientos?|habitacion(?:es)?|catalogos?|fotografias?|videos?|filmacion(?:es)?|cobertura|reservas?|plan(?:es)?|suscripcion(?:es)?|proyectos?|reparacion(?:es)?|mantencion(?:es)?|(?<!vend(?:imos|i|emos|ieron|io|en) (?:\d+ )?(?:los |las )?)arreglos?(?! florales| de flores| de globos| frutales)|lavados?|instalacion(?:es)?|sesion(?:es)?|consultas?|examen(?:es)?|revision(?:es)?|cortes?|tintes?|peinados?|banos?|paseos?|fotos|sesiones de fotos|tratamientos?|partidas?|entrenos?|entrenamientos?|socios?|alumnos?|pacientes?|huespedes|ninos|ninas|estudiantes|inscritos|matriculados|participantes|asistentes|pension(?:es)?|colegiaturas?|mudanzas?|fletes?|traslados?|diseno|auditoria|honorarios|capacitacion(?:es)?|tours?|paquetes?|viajes?|traduccion(?:es)?|cortes?|lavados?|revision(?:es)?|mantenimientos?|licencias?|membresias?|coworking|escritorios?|puestos? (?:fijos?|flexibles?|de trabajo)|(?:oficina|sala)s? privadas?)(?![a-z])/;
/**
 * 'por traducir un libro', 'por pintar la fachada': charging for doing something is a service, whatever
 * the thing worked on; making or selling things ('por hacer 20 tortas') is not.
 */
const SERVICE_ACT =
  /(?<![a-z])(?:para|pa) (?:hacer|hacerle|hacerles|dar|darle|darles) (?:el|la|un|una) (?:mantenimiento|service|servicio|revision|reparacion|arreglo|limpieza|afinacion|puesta a punto)(?![a-z])|(?<![a-z])por (?!(?:vender|comprar|hacer|fabricar|preparar|hornear|cocinar|producir|elaborar|confeccionar|imprimir|entregar|enviar|pagar|cobrar)(?![a-z]))[a-z]{3,}(?:ar|er|ir)(?:(?:le|les|lo|la|los|las)(?![a-z])|(?:le|les|lo|la|los|las)? (?:el|la|los|las|un|una|unos|unas|su|sus|nuestro|nuestra|todo|toda|[0-9]))/;
const RENTED_OUT =
  /(?<![a-z])(rentamos|alquilamos|arrendamos|rentado|alquilado|arrendado|alquiler de (?:las|los|nuestr)|renta de (?:las|los|nuestr)|(?:renta|alquiler|arriendo) de (?:[a-z]+ )?(?:mesas|sillas|carpas|toldos|mobiliario|vajilla|manteleria|luces|sonido|inflables|brincolines|trajes|disfraces|bicis|bicicletas|kayaks|tablas))(?![a-z])/;
/** Whom or what work is done for: counted, they are services sold, not things. */
const WORKED_ON =
  /^(?:personas?|clientes?|clientas?|invitados?|turistas?|viajeros?|pasajeros?|usuarios?|perros?|gatos?|mascotas?|animales|caballos?|autos?|carros?|coches?|motos?|vehiculos?|casas?|departamentos?|oficinas?|locales|habitacion(?:es)?|camas?|plazas?|cupos?|horas?|dias?|semanas?|meses|jornadas?|turnos?|eventos?|bodas?|fiestas?|grupos?|familias?|empresas?|ninos|ninas|chicos|adultos|estudiantes|participantes|asistentes|inscritos)$/;
const MATERIAL = /(?<![a-z])(?:material|materiales|insumos?|productos?|repuestos?)(?![a-z])/g;
/** Material used up in the work ('del almacén he gastado material que nos costó 620'). */
const MATERIAL_USED =
  /(?<![a-z])(?:(?:gast|us|consum|ocup|utiliz|pus)[a-z]*|del (?:almacen|stock|inventario))(?: [a-z]+){0,3} (?:material|materiales|insumos?|productos?|repuestos?)(?![a-z])|(?<![a-z])(?:material|materiales|insumos?|productos?|repuestos?) (?:que )?(?:se )?(?:gast|us|consum|ocup|utiliz)[a-z]*/;
/** Units that are acts of work ('balanceos', 'reparaciones', 'pinchaduras', 'cambios' of a part). */
const WORK_NOUN =
  /^(?:(?!trofe|corre|muse|sorte|rode|dese)[a-z]{3,}eos?|[a-z]{3,}ciones|[a-z]{3,}cion|cambios?|arreglos?|pinchaduras?|parches|soldaduras?|reparaciones|mantenimientos?|diagnosticos?|servicios?|lavados?|revisiones|masajes?|montajes?|peritajes?|tatuajes?)$/;
/** Whether every unit counted at a price is an act of work (and at least one is counted). */
function workCounted(r: Reading): boolean {
  const counted = r.values.filter((v) => v.qty?.unit && v.unitPrice !== undefined);
  return counted.length > 0 && counted.every((v) => WORK_NOUN.test(v.qty?.unit ?? ''));
}
const FOOD_SERVICE = /(?<![a-z])(catering|almuerzo de empresa|evento)(?![a-z])/;
/** A customer named by its trade ('de una distribuidora de repuestos', 'a una marca de ropa'). */
const CUSTOMER_TRADE =
  /(?<![a-z])(?:de|a|para|con) (?:una|un|la|el|esa|ese) (?:distribuidora|distribuidor|marca|tienda|empresa|fabrica|negocio|cadena|importadora|boutique|ferreteria|libreria|clinica|cliente|clienta|almacen|comercio|local|emprendimiento|startup|pyme|planta|maquiladora|nave|bodega|oficina) (?:de|del|en) [a-z]+(?: (?:de|y) [a-z]+)?/g;
/** Software or a site built for a customer is work done for them, not goods sold. */
const BUILT_FOR_THEM =
  /(?<![a-z])(?:hicimos|hice|terminamos|termine|desarrollamos|desarrolle|disenamos|programamos|construimos|montamos|armamos|creamos|entregamos|lanzamos|implementamos|migramos|rediseñamos|redisenamos)(?: (?:le|les))? (?:la|el|una|un|su|sus) (?:nueva |nuevo )?(web|pagina web|sitio web|tienda online|tienda virtual|ecommerce|landing|app|aplicacion|software|sistema|plataforma|intranet|dashboard)(?![a-z])/;

/** Goods or services, by the nouns sold; the verb 'vender' leans to goods, 'facturar' to services. */
export { servedCounted };

const OWN_PAY_COLLECTED =
  /(?<![a-z])(?:he|hemos|ha|han|ya) cobrado (?:mi|su|sus|mis|nuestra|nuestro|nuestras|nuestros|la|el) (?:nomina|sueldo|salario|quincena|mensualidad|paga)(?![a-z])/;

export function incomeKind(r: Reading, ledger: Ledger): IncomeKind {
  // Only goods have a cost of sales: a cost said beside the sale settles it (work named and no goods,
  // 'instalación eléctrica…, material que nos costó 620', stays work: the material is its cost).
  const workOnly =
    SERVICES.test(r.text.replace(CUSTOMER_TRADE, ' ')) &&
    !GOODS.test(r.text.replace(CUSTOMER_TRADE, ' ').replace(MATERIAL, ' ')) &&
    MATERIAL_USED.test(r.text);
  if (
    !workOnly &&
    (COST_OF_MATERIAL.test(r.text) ||
      // ('nos salió un cliente grande' is luck, not a cost: only a figure after it is one.)
      /(?<![a-z])(costo|coste|costaron|costaba|costaban|costado|nos costo|me costo|nos cuesta|(?:nos sale|nos salen|nos salio|me sale|me salen|me salio|me cuesta|me cuestan)(?= (?:en |a |por |como )?[$€]?\d)|a nosotros nos)(?![a-z])/.test(
        r.text,
      ))
  )
    return 'goods';
  // Charging for the use of our things ('rentamos 200 sillas para una boda') is a service.
  if (SERVICE_ACT.test(r.text) || RENTED_OUT.test(r.text)) return 'services';
  // Being hired ('nos contrataron un taller para su equipo') is work, whatever it is about.
  if (
    /(?<![a-z])(?:nos|me) contrat(?:o|aron|aria|arian)(?![a-z])/.test(r.text) &&
    !/(?<![a-z])vend/.test(r.text)
  )
    return 'services';
  // The takings of a bar, a shop or a stall ('la barra hizo 1.340') are goods sold.
  if (
    /(?<![a-z])(?:la barra|el bar|el restaurante|la cafeteria|la tienda|el puesto|el carrito|el food truck|el kiosco|la bodega) (?:hizo|facturo|vendio|recaudo|saco|dejo)(?![a-z])/.test(
      r.text,
    )
  )
    return 'goods';
  // 'cuentacuentos del sábado: 18 críos a 8 €': people counted at a price pay for a service.
  if (r.values.some((v) => v.qty?.unit && v.unitPrice !== undefined && PEOPLE.test(v.qty.unit)))
    return 'services';
  // 'tatuamos a 6 clientes', 'paseamos 12 perros': work done for whom or what is counted.
  const done = /(?<![a-z])(?!vend|entreg|despach)[a-z]+(?:amos|imos) (?:a )?\d+ ([a-z]+)/.exec(r.text);
  if (done?.[1] && WORKED_ON.test(done[1])) return 'services';
  // 'nos mandó 6 celulares para cambio de batería': the customer's own things, worked on, are a service.
  if (
    /(?<![a-z])(?:nos|me) (?:mando|mandaron|trajo|trajeron|dejo|dejaron|llevo|llevaron|entrego|entregaron|envio|enviaron) [^.;]{0,50}?(?:para|pa|a) (?:reparar|arreglar|repararle|arreglarle|cambio|cambiarle|cambiar|revision|revisar|mantenimiento|limpieza|ajuste|arreglo|reparacion|diagnostico|servicio)(?![a-z])/.test(
      r.text,
    )
  )
    return 'services';
  // '38 pinchaduras a 8 y 12 balanceos a 15', '2 cambios de pantalla a 35': every unit counted is
  // an act of work (a noun made of a verb), so the takings are services.
  if (workCounted(r) && !has(r, 'sell')) return 'services';
  // 'entregamos las 8 sillas…, el trabajo era por 1.500': the price named as work is a service.
  if (/(?<![a-z])el trabajo (?:era|fue|es|costo|salio|sale)(?![a-z])/.test(r.text)) return 'services';
  // 'la web de una distribuidora de repuestos': what the customer deals in is not what we sold it.
  const ours = r.text.replace(CUSTOMER_TRADE, ' ');
  const goods = GOODS.exec(ours);
  const services = SERVICES.exec(ours) ?? BUILT_FOR_THEM.exec(ours);
  if (goods && !services) return 'goods';
  if (services && !goods) return 'services';
  if (goods && services) {
    // What is counted and priced decides ('en el taller: vendimos 3 piezas a 85'), then the earliest.
    const qty = r.values.find((v) => v.qty?.unit && v.unitPrice !== undefined)?.qty;
    // The counted words as said ('paquetes de agua'), not the bare unit ('paquetes').
    const unit = qty ? r.text.slice(qty.end, qty.end + 24).trim() : undefined;
    const startsWith = (re: RegExp, t: string): boolean => re.exec(t)?.index === 0;
    if (unit && startsWith(GOODS, unit) && !startsWith(SERVICES, unit)) return 'goods';
    if (unit && startsWith(SERVICES, unit) && !startsWith(GOODS, unit)) return 'services';
    // Same start: the longer word decides ('paquetes de agua' are goods, 'paquetes' alone may be tours).
    if (goods.index === services.index) return goods[0].length > services[0].length ? 'goods' : 'services';
    return goods.index < services.index ? 'goods' : 'services';
  }
  if (FOOD_SERVICE.test(r.text)) return 'goods';
  // 'salió el primer despacho a Miami: 6.500 tallos a 0,55': units shipped are things.
  if (
    /(?<![a-z])(?:despacho|despachos|embarque|embarques|contenedor|contenedores|exportacion|exportaciones|exportamos)(?![a-z])/.test(
      r.text,
    ) &&
    r.values.some((v) => v.qty?.unit !== undefined && !WORKED_ON.test(v.qty.unit))
  )
    return 'goods';
  // Units that went out at a price each ('salieron 150 tamales a 5') are things, not work; events that
  // 'salieron' (took place) are not.
  if (/(?<![a-z])salieron \d[\d.,]* [a-z]+ (?:a|por) \d/.test(r.text)) return 'goods';
  const dominant = ledger.dominantRevenue();
  if (/(?<![a-z])vend[a-z]*(?![a-z])/.test(r.text)) return 'goods';
  // 'fueron 1.240 en ventas con tarjeta' at a car wash: the takings of a business that sells its work.
  if (
    /(?<![a-z])ventas?(?![a-z])/.test(r.text) &&
    (dominant !== 'Prestación de servicios' ||
      r.values.some((v) => v.qty?.unit !== undefined && !WORKED_ON.test(v.qty.unit)))
  )
    return 'goods';
  if (dominant === 'Ventas de productos') return 'goods';
  if (dominant === 'Prestación de servicios') return 'services';
  // With no sales yet, units a customer ordered or took at a price each ('nos pidió 300 paletas a
  // 1,20') are things, unless what is counted is whom or what the work was done for ('12 perros').
  const counted = r.values.find((v) => v.qty?.unit && v.unitPrice !== undefined);
  if (
    counted?.qty?.unit &&
    !WORKED_ON.test(counted.qty.unit) &&
    /(?<![a-z])(?:(?:nos|me) (?:pidio|pidieron|encargo|encargaron|compro|compraron|llevo|llevaron)|se (?:llevo|llevaron)|confeccionamos|fabricamos|producimos|horneamos|elaboramos|entregamos|despachamos)(?![a-z])/.test(
      r.text,
    )
  )
    return 'goods';
  return /(?<![a-z])(vend[a-z]*|venta[s]?)(?![a-z])/.test(r.text) ? 'goods' : 'services';
}

/** 'la materia prima que se usó', 'lo que se usó de insumos': what the goods sold used up. */
const COST_OF_MATERIAL =
  /(?<![a-z])(?:(?:materia prima|insumos|materiales|ingredientes) (?:que )?se (?:uso|usaron|gasto|gastaron|consumio|consumieron)|se (?:uso|usaron|gasto|gastaron|consumio|consumieron) de (?:materia prima|insumos|materiales|ingredientes))(?![a-z])/;
const COST_BEFORE =
  /(?:costo|coste|costaron|costaba|costaban|costado|costo unitario|nos costo|nos costaron|me costo|me costaron|a nosotros|cada [a-z]+ nos costo|de costo|nos cuesta|nos cuestan|nos sale|nos salen|nos salio|nos salieron|me cuesta|me cuestan|me sale|me salen|me salio|me salieron|se nos fue|se nos fueron|se nos gasto|se nos gastaron|se nos consumio|se nos consumieron|(?:materia prima|insumos?|materiales|material|ingredientes|mercaderia|productos?) (?:que )?se (?:nos )?(?:uso|usaron|gasto|gastaron|consumio|consumieron|fue|fueron)(?: como| unos| unas| aprox)?|lo que se (?:uso|usaron|gasto|gastaron|consumio|consumieron) (?:de|en)|(?<![a-z])(?:las|los|la|lo) (?:habia |habiamos |he |hemos )?(?:pagado|comprado|pagamos|compramos|pague|compre)(?: (?:a|en|por))?|(?:me|nos) (?:habia|habian|ha|han) (?:salido|costado))[^0-9]{0,40}$/;
const COST_CUE =
  /(?<![a-z])((?:me|nos) (?:habia|habian|ha|han) (?:salido|costado)|costo|coste|costaron|costaba|costaban|costado|nos costo|nos costaron|me costo|me costaron|nos cuesta|nos cuestan|me cuesta|me cuestan|nos salen|nos sale|nos salieron|me salen|me sale|me salieron)(?![a-z])/g;
const COST_AFTER = /^[^0-9.;]{0,12}(?:de costo|de coste|costo|coste)/;
const PER_UNIT = /(?:cada|c\/u|unitari|por unidad|la unidad|el kilo|el litro|cada uno|cada una)/;

/** Amounts that are costs of what was sold ('el costo fue 830', 'cada bulto nos costó 7,20'). */
function costValues(r: Reading, vals: readonly Value[]): Value[] {
  const cues = [...r.text.matchAll(COST_CUE)].map((m) => m.index);
  return vals.filter((v) => {
    const before = r.text.slice(Math.max(0, v.start - 55), v.start);
    const after = r.text.slice(v.end, v.end + 20);
    if (COST_BEFORE.test(before) || COST_AFTER.test(after)) return true;
    // A list after a cost word ('coste: los batidos 1,20 y el agua 0,30') stays a list of costs.
    const cue = cues.filter((c) => c < v.start).pop();
    if (cue === undefined) return false;
    // '(nos costaron 14,50 cada una) y además 3 masajes de 60': things counted at a price after the
    // cost's aside are sold, not costs.
    if (v.qty && v.unitPrice !== undefined) return false;
    const between = r.text.slice(cue, v.start);
    return (
      !/[.;)]\s|(?<![a-z])ademas(?![a-z])/.test(between) &&
      !/(?<![a-z])(vend|cobr|pag|factur|compr)[a-z]*/.test(between)
    );
  });
}

/**
 * The cost of goods sold: a per-unit cost times the units sold of the item it names (or the only
 * item), a total cost as said.
 */
export function totalCost(r: Reading, costs: readonly Value[], items: readonly Value[]): Cents | undefined {
  if (costs.length === 0) return undefined;
  let total = 0;
  for (const c of costs) {
    // The words around the cost, within its own sentence ('65 cada una. De producto se gastaron 48':
    // the price's 'cada una' is not the cost's).
    const from = Math.max(0, c.start - 45);
    const cut = Math.max(r.text.lastIndexOf('. ', c.start), r.text.lastIndexOf('; ', c.start));
    const ctx = r.text.slice(cut >= from ? cut + 2 : from, c.end + 15);
    const counted = items.filter((i) => i.qty);
    const single = counted.length === 1 ? counted[0] : undefined;
    // A cost below one unit's price is a unit cost ('vendimos 26 a 29; nos costaron 18,50').
    // (Not for work counted, '3 casas a 65… de producto se gastaron 48': the material is for all.)
    const belowUnit =
      single?.unitPrice !== undefined &&
      c.cents < single.unitPrice &&
      costs.length === 1 &&
      !WORKED_ON.test(single.qty?.unit ?? '') &&
      !SERVICES.test(` ${single.qty?.unit ?? ''} `);
    // 'el costo por paquete es 0,55': the cost said per the unit counted in the sale.
    const unitAt = single?.qty?.unit ? stemAt(ctx, single.qty.unit) : -1;
    const perCountedUnit = unitAt > 0 && /(?:por|cada|x|el|la)\s+$/.test(ctx.slice(0, unitAt));
    if (
      counted.length === 0 ||
      (!PER_UNIT.test(ctx) &&
        !belowUnit &&
        !perCountedUnit &&
        costs.length === 1 &&
        counted.length === 1 &&
        !perUnitByList(r, c))
    )
      total += c.cents;
    else {
      const word = r.text.slice(Math.max(0, c.start - 40), c.start);
      const named = counted
        .map((i) => ({ i, at: i.qty?.unit ? stemAt(word, i.qty.unit) : -1 }))
        .filter((x) => x.at >= 0)
        .sort((a, b) => b.at - a.at)[0]?.i;
      // '2 por jabón y 4,50 por vela': the item named right after its cost.
      const after = r.text.slice(c.end, c.end + 20);
      const namedAfter = counted.find(
        (i) =>
          i.qty?.unit &&
          new RegExp(`^\\s*(?:€|\\$|dolares|euros)?\\s*(?:por|el|la|los|las|cada|x)\\s+(?:[a-z]+ )?`).test(
            after,
          ) &&
          stemAt(after.slice(0, 18), i.qty.unit) >= 0,
      );
      // 'vendimos 9 cremas a 12 y 4 rollers a 22… nos costaron 6 y 11 cada uno': costs in the order
      // of the items sold.
      const inOrder =
        costs.length === counted.length && costs.length > 1 ? counted[costs.indexOf(c)] : undefined;
      const item = namedAfter ?? named ?? inOrder ?? (counted.length === 1 ? counted[0] : undefined);
      if (!item?.qty) return undefined;
      total += mulDiv(c.cents, item.qty.value, 100);
    }
  }
  return total as Cents;
}

/** 'Coste: los batidos 1,20 € y el agua 0,30 €': costs listed per item are per unit. */
function perUnitByList(r: Reading, c: Value): boolean {
  const word = r.text.slice(Math.max(0, c.start - 25), c.start);
  return r.values.some((i) => i.qty?.unit && stemIn(word, i.qty.unit));
}

function stemAt(text: string, unit: string): number {
  // 'luces' is 'luz' in the singular ('7,50 la luz').
  const base = /ces$/.test(unit) ? `${unit.slice(0, -3)}z` : unit.replace(/(es|s)$/, '');
  const stem = base.slice(0, 5);
  if (stem.length < 3) return -1;
  // At the start of a word: 'cas' (of 'cases') is not the end of 'micas'.
  let at = -1;
  for (const m of text.matchAll(new RegExp(`(?<![a-z])${stem}`, 'g'))) at = m.index;
  return at;
}

function stemIn(text: string, unit: string): boolean {
  return stemAt(text, unit) >= 0;
}

const SOLD_ALREADY_PAID =
  /(?<![a-z])(todo cobrado|cobrad[oa]s?|ya (?:nos )?pag[a-z]*|pagaron|(?:nos|me|que|quien) (?:lo |la |los |las )?pago|al contado|de contado|en efectivo)(?![a-z])/;

/** 'devueltos', 'impagados', 'rebotados': items of a collection that did not come in. */
const RETURNED_COUNT =
  /(?<![a-z0-9.,])(\d+) (?:[a-z]+ ){0,3}(?:devuelt[oa]s|impagad[oa]s|rebotad[oa]s|rechazad[oa]s|sin fondos|sin cobrar|pendientes)/;

function countSettlement(r: Reading, items: readonly Value[], total: Cents): Settlement | undefined {
  const unitItem = items.find((i) => i.qty && i.unitPrice !== undefined);
  if (!unitItem?.qty || unitItem.unitPrice === undefined || items.length !== 1) return undefined;
  const returned = RETURNED_COUNT.exec(r.text);
  if (returned?.[1]) {
    const pending = Number(returned[1]);
    return { kind: 'split', now: (total - mulDiv(unitItem.unitPrice, pending * 100, 100)) as Cents };
  }
  const split = r.msg.countSplit ?? countSplit(r.text);
  // Counts of units paid and owed are of the units sold: '…nos dio 400 y los otros 220 nos los paga'
  // beside 2 units sold are money, not units.
  if (split && split.paid * 100 <= unitItem.qty.value)
    return { kind: 'split', now: mulDiv(unitItem.unitPrice, split.paid * 100, 100) };
  return undefined;
}

/** Participles of spending or receiving: never work done for a customer. */
const NOT_SERVICE_DONE =
  /^(?:comprado|pagado|gastado|cargado|invertido|pedido|recibido|abonado|transferido|depositado|contratado|alquilado|arrendado|tomado|sacado|aportado|metido|cobrado|vendido|facturado|tenido|adquirido|encargado|mandado|enviado|devuelto|prestado|retirado|pillado|conseguido|traido|llevado|repuesto|surtido)$/;

/** Verbs of spending or receiving: never the service the company gives. */
const NOT_SERVICE =
  /^(compramos|pagamos|gastamos|cargamos|llenamos|echamos|tanqueamos|invertimos|pedimos|recibimos|abonamos|transferimos|depositamos|contratamos|alquilamos|arrendamos|tomamos|sacamos|pusimos|aportamos|metimos|cobramos|vendimos|facturamos|debemos|tenemos|adquirimos|encargamos|mandamos|enviamos|repusimos|surtimos|devolvimos|prestamos|retiramos|dimos|quedamos|estamos|fuimos|vimos|abrimos|cerramos|firmamos|empezamos|arrancamos|llevamos|trajimos)$/;

/**
 * 'lavamos 35 autos a 12 cada uno', 'cortamos 18 cabellos a 8': the company's own work, counted and
 * priced, is a sale of services even without the verb 'vender'.
 */
function servedCounted(r: Reading): boolean {
  // '9 pagados con tarjeta': customers who paid, not a payment of ours.
  const counted = r.values.find((v) => v.qty && v.unitPrice !== undefined);
  const unit = counted?.qty?.unit ?? '';
  // '9 lavados completos a 25 c/u, pagados en efectivo': the work counted agrees with the participle,
  // so its customers paid it; '12 sillas a 30, pagadas en efectivo' stays a purchase.
  const workPaid = (h: { start: number; end: number }): boolean =>
    counted !== undefined &&
    h.start > counted.start &&
    /^pagad[oa]s(?![a-z])/.test(r.text.slice(h.start, h.end)) &&
    (SERVICES.test(` ${unit} `) || WORKED_ON.test(unit));
  const ourPayment = r.hits.some(
    (h) =>
      h.cue === 'payOut' &&
      !workPaid(h) &&
      !(
        /^(?:pagad|pagaron|han pagado)/.test(r.text.slice(h.start, h.end)) &&
        /(?:\d|todas|todos|todo|ya|(?<!le |les |nos |me )han)\s+$/.test(
          r.text.slice(Math.max(0, h.start - 11), h.start),
        )
      ) &&
      // '18 pagadas y 4 nos las pagan': the counts of a split were read away; those paid are customers.
      !(r.msg.countSplit && /^pagad[oa]s$/.test(r.text.slice(h.start, h.end))),
  );
  const customersPaid = r.hits.some((h) => h.cue === 'payOut' && workPaid(h));
  if (has(r, 'buy') || ourPayment || has(r, 'borrow') || (has(r, 'card') && !customersPaid)) return false;
  if (!counted) return false;
  if (customersPaid) return true;
  // '38 pinchaduras a 8 y 12 balanceos a 15, todo cobrado': acts of work counted, and collected.
  if ((has(r, 'now') || has(r, 'payIn') || has(r, 'credit')) && workCounted(r)) return true;
  const before = r.text.slice(Math.max(0, counted.start - 45), counted.start);
  // '…hicimos 3 fletes, dos de 80…': a count broken into parts keeps its verb before the whole.
  const verb = /(?<![a-z])([a-z]{3,}(?:amos|imos))\s+(?:\d+\s+)?(?:[a-z]+,?\s+){0,4}$/.exec(before);
  if (verb?.[1] && !NOT_SERVICE.test(verb[1])) return true;
  if (
    /(?<![a-z])(?:atendi|hice|he hecho|di|he dado|dicte|imparti|realice|he atendido)\s+(?:[a-z]+\s+){0,2}$/.test(
      before,
    )
  )
    return true;
  // 'hemos retapizado las 12 sillas… a 120 cada una': work we did, said in the perfect tense.
  const perfect = /(?<![a-z])(?:hemos|he) ([a-z]+(?:ado|ido))\s+(?:[a-z]+\s+){0,2}$/.exec(before);
  if (perfect?.[1] && !NOT_SERVICE_DONE.test(perfect[1])) return true;
  // 'el finde entraron 14 grupos a 40 el grupo': customers who came, counted at a price each.
  if (
    counted.qty?.unit &&
    WORKED_ON.test(counted.qty.unit) &&
    /(?<![a-z])(?:entraron|vinieron|llegaron|pasaron|jugaron|asistieron|se inscribieron|se apuntaron|reservaron|tuvimos|recibimos)\s+(?:[a-z]+\s+){0,2}$/.test(
      before,
    )
  )
    return true;
  // 'mantenciones de la semana: 17 a 24 cada una, todo en efectivo': the work named, then counted.
  return SERVICES.test(r.text) && (has(r, 'now') || has(r, 'credit')) && !ourPayment;
}

/**
 * 'nos cayeron 1.2k de una consultoría que hicimos': money in for work or goods the company gave, with
 * nobody owing us anything it could be collecting.
 */
/** An order or a part paid on account: an advance, never the sale itself. */
const ON_ORDER =
  /(?<![a-z])(encarg[a-z]*|a pedido|por encargo|abono|a cuenta|reserv[a-z]*|apart[a-z]*)(?![a-z])/;

/** Memberships and extras: incomes the lexicon keeps apart, which the general reader books. */
function namesOtherIncome(r: Reading): boolean {
  return findConcepts(r.text, REVENUE_CONCEPTS).some(
    (h) => h.concept.category !== CATEGORY.productSales && h.concept.category !== CATEGORY.services,
  );
}

function paidForWork(r: Reading, ledger: Ledger): boolean {
  if (!has(r, 'payIn') || has(r, 'payOut') || has(r, 'buy') || has(r, 'borrow') || has(r, 'contribute'))
    return false;
  if (has(r, 'advance') || has(r, 'unearned') || ON_ORDER.test(r.text)) return false;
  if (!SERVICES.test(r.text) && !GOODS.test(r.text)) return false;
  if (namesOtherIncome(r)) return false;
  return ledger.total('assets', (l) => l.category === ACCOUNT.receivables) <= 0;
}

/**
 * 'entraron 640 por Yape de los lavados', 'hoy entró 300 de los cortes': the day's takings named by
 * what was sold or done. Money in from a loan, a partner, a debt or a refund is not takings.
 */
function takings(r: Reading): boolean {
  if (has(r, 'buy') || has(r, 'payOut') || has(r, 'borrow') || has(r, 'contribute') || has(r, 'advance'))
    return false;
  const m = TAKINGS.exec(r.text);
  if (m?.[1] && !NOT_TAKINGS.test(m[1])) return true;
  // 'cafés y bollería de la semana: 740 en caja': what we sell, over a stretch of time, now in the till
  // (a day named by its date has left the text as blanks).
  return (
    TILL_OF_A_PERIOD.test(r.text) &&
    findConcepts(r.text, REVENUE_CONCEPTS).length > 0 &&
    findConcepts(r.text, EXPENSE_CONCEPTS).length === 0
  );
}
const TILL_OF_A_PERIOD =
  /(?<![a-z])(?:(?:de|del) (?:la semana|el dia|dia|hoy|finde|fin de semana|mes|turno|jornada|sabado|domingo|la manana|la tarde|la noche)(?![a-z])|del\s{3,})[^.;]{0,60}?\d[\d.,]*\s*(?:€|\$|euros|dolares|soles|pesos)?\s+(?:en caja|en la caja|en efectivo|cobrad[oa]s)(?![a-z])/;
const TAKINGS =
  /(?<![a-z])(?:entr(?:o|aron)|ingres(?:o|aron)|(?:nos |me )?(?:cayo|cayeron)|recaudamos|juntamos)\s+(?:hoy\s+)?\d[\d.,]*[^.;]{0,40}?(?<![a-z])(?:de|por)\s+(?:los|las|el|la)\s+([a-z]+)/;
const NOT_TAKINGS =
  /^(?:prestamo|prestamos|credito|creditos|banco|socio|socios|socia|socias|capital|aporte|aportes|deuda|deudas|factura|facturas|saldo|cobro|cobros|devolucion|reembolso|anticipo|adelanto|sena|senal|inversion|inversionista|seguro|subsidio|subvencion|ayuda|intereses|interes|cuenta|caja|tarjeta|transferencia|semana|mes|dia|manana|tarde|noche|ano|quincena)$/;

/** Something the lexicon knows as a cost or an asset, and nothing it knows as income. */
function namesACost(r: Reading): boolean {
  return (
    findConcepts(r.text, [...EXPENSE_CONCEPTS, ...ASSET_CONCEPTS]).length > 0 &&
    findConcepts(r.text, REVENUE_CONCEPTS).length === 0 &&
    !SERVICES.test(r.text) &&
    !GOODS.test(r.text)
  );
}

/** 'hoy he hecho dos tatuajes': work done by the one who writes, named by what was done. */
const EVENT_WORKED =
  /(?<![a-z])(?:una|un|la|el|otra|otro) (?:boda|matrimonio|quinceanera|fiesta de quince|fiesta|cumpleanos|evento|graduacion|bautizo|primera comunion|show|concierto|congreso|aniversario|despedida|posada|fiesta de empresa|cena de empresa)(?![a-z])/;
const DID_WORK =
  /^(?:hoy |ayer |esta semana |este finde |este mes )?(?:(?:he hecho|hemos hecho|hice|he realizado|hemos realizado|realice|he atendido|hemos atendido|atendi) (?:\d+|un|una|el|la|los|las|otro|otra|otros|otras) [a-z]+|(?:le|les) (?:instalamos|instale|montamos|monte|hicimos|hice|reparamos|repare|cambiamos|cambie|arreglamos|arregle|pusimos|puse) (?:a (?:un|una|el|la) (?:cliente|clienta)|(?:un|una|el|la|los|las|\d+) [a-z]+))/;

/** 'hoy lavamos y planchamos ropa por 340, en efectivo': the company's own work, one amount, paid or owed. */
function servedOnce(r: Reading): boolean {
  if (has(r, 'buy') || has(r, 'payOut') || has(r, 'borrow') || has(r, 'contribute')) return false;
  // 'cargamos bencina al auto…, 40.000 con débito': what was put in names a cost, not work done.
  if (
    namesACost(r) &&
    !has(r, 'payIn') &&
    !/(?<![a-z])(?:nos|me) (?:paga|pagan|pagara|pagaran)(?![a-z])/.test(r.text)
  )
    return false;
  // 'una boda en Puerto Colombia, sonido y luces, 1.800 y nos pagaron por Nequi': an event we worked,
  // with its one price, paid or owed.
  if (EVENT_WORKED.test(r.text) && (has(r, 'payIn') || has(r, 'credit')) && moneyIn(r).length === 1)
    return true;
  // A customer paying by card is a collection ('he hecho una limpieza, 60 con tarjeta').
  const paid =
    has(r, 'now') || has(r, 'credit') || has(r, 'card') || /(?<![a-z])tarjeta(?![a-z])/.test(r.text);
  if (r.values.length > 0 && paid && DID_WORK.test(r.text.trim())) return true;
  if (has(r, 'card') || r.values.length !== 1 || (!has(r, 'now') && !has(r, 'credit'))) return false;
  const verb = /^(?:hoy |ayer |esta semana |este finde |este mes )?([a-z]{3,}(?:amos|imos))(?![a-z])/.exec(
    r.text.trim(),
  );
  return Boolean(verb?.[1] && !NOT_SERVICE.test(verb[1]) && !/(?:pagamos|gastamos)/.test(verb[1]));
}

const PAID_N =
  /(?<![a-z0-9.,])(\d+) (?:[a-z]+ ){0,4}?(?:ya )?(?:pagaron|pago|pagado|pagados|pagadas|cobrad[oa]s|abonaron|consignaron|transfirieron|al contado|en efectivo|con tarjeta|con el tpv|por transferencia)(?![a-z])/;
const LATER_N =
  /(?<![a-z0-9.,])(\d+) (?:[a-z]+,? ){0,10}?(?:quedaron de pagar[a-z]*|quedan de pagar[a-z]*|pagan (?:el|la|a|al|en)|pagan(?= {2,}|\s*[,.;]?\s*$)|(?:nos )?(?:lo|la|los|las) pagan|pagaran|pendientes?|a credito|fiad[oa]s|deben|debe|por cobrar|sin pagar|quedaron debiendo|(?:me|nos) (?:lo |la |los |las )?(?:pasan|pagan|paga|pasa|pagara|pagaran|dan|traen|transfieren|depositan|abonan)|todavia no|aun no|no (?:han pagado|pagaron|me han pagado|nos han pagado)|(?:me |nos )?(?:quedan|quedaron|queda|quedo) (?:a deber|debiendo))(?![a-z])/;

/** '6 pagaron y 2 pagan la semana que viene': units collected now and units owed. */
function countSplit(text: string): { paid: number; pending: number } | undefined {
  const p = PAID_N.exec(text);
  const l = LATER_N.exec(text);
  // 'dos pagaron en efectivo y al otro le fiamos': the one left is owed.
  const other = OTHER_OWES.test(text) ? 1 : undefined;
  if (!p?.[1] || p.index === l?.index) return undefined;
  const pending = l?.[1] ? Number(l[1]) : other;
  return pending === undefined ? undefined : { paid: Number(p[1]), pending };
}
const OTHER_OWES =
  /(?<![a-z])(?:al|el|la|a la) (?:otr[oa]|ultim[oa]|que falta|que faltaba)(?: [a-z]+){0,3}? (?:le |les |nos |me )?(?:fiamos|fiado|fiada|debe|paga|pagara|pasa|queda debiendo|quedo debiendo|queda a deber|quedo a deber|dejamos a deber)(?![a-z])/;

const REST_LATER =
  /(?<![a-z])(?:lo demas|el resto|lo restante|la diferencia|el saldo|lo que falta)(?![a-z])[^.;]*?(?<![a-z])(?:lo pagan|lo paga|nos (?:lo |la )?pagan|nos (?:lo |la )?paga|pagaran|pagara|queda|quedo|quedan|a credito|fiado|lo deben|lo debe|nos (?:lo )?deben|nos (?:lo )?debe)(?![a-z])/;
/** 'cada uno pagó 40': each of the people counted paid us (students, guests, customers). */
/** '640 cobrados por Nequi y 210 que nos pagan el lunes': part in, part owed to us, of one job. */
function partlyCollected(r: Reading): boolean {
  if (!has(r, 'payIn') || has(r, 'payOut') || has(r, 'buy')) return false;
  const parts = analyzeMeans(r.msg).parts;
  const said = (means: string): boolean => parts.some((p) => p.kind === 'amount' && p.means === means);
  return said('cash') && said('credit');
}

/** '14 clientes me han pagado el bono de 120': customers counted, each paying a price. */
export function payersPaid(r: Reading): boolean {
  return (
    has(r, 'payIn') &&
    !has(r, 'payOut') &&
    r.values.some((v) => v.qty?.unit && v.unitPrice !== undefined && PEOPLE.test(v.qty.unit))
  );
}

/** People counted ('14 alumnas', '25 chiquillos'): customers paying, never things bought. */
export const PEOPLE =
  /^(?:clientes?|clientas?|alumn[oa]s?|pacientes?|huespedes?|usuarios?|usuarias?|suscriptor(?:es|as?)?|miembros?|familias?|inscrit[oa]s?|participantes?|asistentes?|compradore?s?|compradoras?|personas?|pax|ninos?|ninas?|chic[oa]s|chiquill[oa]s|crios|adultos?|turistas?|viajeros?|invitados?|comensales?|socios?|socias?)$/;
const EACH_PAID =
  /(?<![a-z])(?:cada uno|cada una|cada quien|cada alumno|cada cliente) (?:pago|abono|yapeo|plineo|transfirio|deposito|consigno)(?![a-z])/;

const EXPLICIT_TOTAL =
  /(?:=|en total|total de|total|por un total de|sumaron|suman|suma|fueron|por|facturado|facturamos|facturada)\s*\$?\s*$/;

/**
 * A sale of goods or services: the total (said, or quantities × unit prices), how it was collected
 * (now, on credit, or split by amounts, fractions or counts) and the cost of what was sold.
 */
/** 'vendimos la impresora vieja que ya no usábamos': one of our own things sold, not our goods. */
const OWN_THING_SOLD =
  /(?<![a-z])(?:vendimos|vendi|hemos vendido|he vendido|se vendio|(?:cerramos|hicimos|concretamos) la venta de) (?:el|la|los|las|nuestro|nuestra|nuestros|nuestras|mi|mis) ((?:[a-z]+ ){0,3}?)(?:viej[oa]s?|usad[oa]s? que|antigu[oa]s?|(?:de la empresa|del negocio)(?= (?:por|en|a) )|que ya no (?:usabamos|usamos|necesitabamos|necesitamos|ocupabamos|ocupamos|servia|sirve))(?![a-z])/;
/** The answer to what it was carried at: never booked, or the figure said with the books. */
const NEVER_BOOKED =
  /(?<![a-z])(?:nunca (?:se |la |lo |las |los )?(?:registr|anot|contabiliz)[a-z]*|no (?:estaba|estaban|esta|estan|la tenia|lo tenia|la teniamos|lo teniamos) (?:registrad[oa]s?|anotad[oa]s?|en (?:los )?libros)|no (?:la|lo|las|los) (?:registramos|anotamos|teniamos registrad[oa]s?))(?![a-z])/;
const CARRIED_BEFORE =
  /(?:en (?:los )?libros(?: (?:la|lo|los|las) teniamos (?:en|por|a))?|registrad[oa]s? (?:en|por)|(?:la|lo) teniamos (?:en|por)|valor en libros(?: de| era| es)?|valia|estaba en|quedaba en)\s*(?:de\s*)?\$?\s*$/;

/**
 * One of the company's own things sold (an old printer, the used van): the thing leaves the books at
 * what it was carried at, found in the books or asked; the price is the other figure.
 */
export const assetSale: Rule = ({ r, ledger }) => {
  const sold = OWN_THING_SOLD.exec(r.text);
  if (!sold || r.question) return null;
  const words = (sold[1] ?? '').trim();
  const vals = moneyIn(r).filter((v) => !v.qty);
  const carriedVal = vals.find((v) => CARRIED_BEFORE.test(r.text.slice(Math.max(0, v.start - 30), v.start)));
  const price = vals.filter((v) => v !== carriedVal).sort((x, y) => y.cents - x.cents)[0];
  const asset = ledger.lines.find(
    (l) =>
      l.section === 'assets' &&
      l.type === 'no_corriente' &&
      l.amount > 0 &&
      words !== '' &&
      matchScore(refTokens(words), l.description).specific >= 1,
  );
  const carrying = NEVER_BOOKED.test(r.text) ? (0 as Cents) : carriedVal?.cents;
  // Not in the books by its words: the word's kind of asset decides the account ('camioneta').
  const named = asset ? undefined : kindAccount(words);
  const info = analyzeMeans(r.msg);
  const settlement: Settlement | undefined =
    info.global.has('credit') || has(r, 'credit')
      ? { kind: 'credit' }
      : info.global.has('cash') || has(r, 'now') || has(r, 'payIn')
        ? { kind: 'now' }
        : undefined;
  return one({
    kind: 'asset_sold',
    label: words ? `Venta de ${words} (bien propio)` : 'Venta de un bien propio',
    ...(price ? { amount: price.cents } : {}),
    ...(carrying !== undefined ? { carrying } : {}),
    ...(asset ? { asset: accountRef(asset) } : named ? { asset: named } : {}),
    ...(settlement ? { settlement } : {}),
  });
};

const KIND_ACCOUNT: Readonly<Record<string, string>> = {
  vehicle: ACCOUNT.vehicles,
  machinery: ACCOUNT.machinery,
  intangible: ACCOUNT.intangibles,
  equipment: ACCOUNT.ppe,
};

function kindAccount(words: string): AccountRef | undefined {
  const hit = findConcepts(words, ASSET_CONCEPTS).find((h) => h.concept.kind && 'asset' in h.concept.kind);
  const kind = hit?.concept.kind && 'asset' in hit.concept.kind ? hit.concept.kind.asset : undefined;
  const category = kind ? KIND_ACCOUNT[kind] : undefined;
  return category ? { section: 'assets', category, type: 'no_corriente' } : undefined;
}

/** 'fumigación del conjunto: 1.800, nos pagan a 30 días': work or goods the customer pays us later. */
function paidUsLater(r: Reading): boolean {
  return (
    /(?<![a-z])(?:nos|me) (?:lo |la )?(?:pagan|paga|pagaran|pagara|van a pagar|va a pagar) (?:a|en|dentro de) \d+ (?:dias|semanas)(?![a-z])/.test(
      r.text,
    ) &&
    !has(r, 'buy') &&
    !has(r, 'payOut') &&
    !has(r, 'borrow') &&
    // Only a job named by its noun, with no verb of its own: a verb is read by the rules that know it.
    !weDid(r.text) &&
    moneyIn(r).length >= 1
  );
}

export const sale: Rule = ({ r, ledger }) => {
  if (
    r.question ||
    // 'he cobrado mi nómina': a partner on the payroll paid, not a sale.
    OWN_PAY_COLLECTED.test(r.text) ||
    has(r, 'hypothetical') ||
    // 'nos ha facturado 14 limpiezas', 'nos cobra por clase': a supplier's bill, never our sale.
    has(r, 'billed') ||
    has(r, 'refundCustomer') ||
    has(r, 'returnSupplier') ||
    has(r, 'unearned') ||
    // 'ya nos pagaron 2 de las 3 tienditas lo que les fiamos': what was sold before, now collected.
    (has(r, 'payIn') && SOLD_BEFORE_PAID.test(r.text))
  )
    return null;
  // 'cobramos 640 por el montaje', '20 clases cobradas': we charged for what we gave. Without a count,
  // not when it names an open invoice (a collection) or a kind of income the lexicon keeps apart
  // (memberships, extras).
  const chargedOnce =
    /(?<![a-z])(?:cobramos|cobre|hemos cobrado|he cobrado|pasamos a cobrar|fuimos a cobrar)(?![a-z])/.test(
      r.text,
    ) &&
    !namesOtherIncome(r) &&
    !namesOpenReceivable(r, ledger);
  const charged =
    (r.values.some((v) => v.qty) || chargedOnce) &&
    /(?<![a-z])cobrad[oa]s|cobramos|cobre|hemos cobrado|he cobrado|pasamos a cobrar|fuimos a cobrar(?![a-z])/.test(
      r.text,
    ) &&
    !has(r, 'payOut');
  // 'los 3 huéspedes pagaron 180 por 2 noches': customers paying for what we gave them.
  // 'alquilamos 4 bicis para una excursión…, nos pagaron por Bizum': our things rented out.
  // 'alquilamos 14 tablas a 20 el día': many of our things rented at a price each is income, paid or not.
  const rentedCounted =
    RENTED_OUT.test(r.text) &&
    r.values.some((v) => v.qty && v.unitPrice !== undefined && v.qty.value >= 200) &&
    /(?<![a-z])(?:el dia|la hora|por dia|por hora|al dia|cada una|cada uno|c\/u|la jornada|por jornada|por persona)(?![a-z])/.test(
      r.text,
    );
  const rentedOut =
    RENTED_OUT.test(r.text) && (has(r, 'payIn') || rentedCounted) && !has(r, 'payOut') && !has(r, 'buy');
  const paidFor =
    has(r, 'payIn') &&
    (PAID_FOR.test(r.text) || EACH_PAID.test(r.text)) &&
    !has(r, 'payOut') &&
    !has(r, 'buy');
  // 'nos dieron 300 en efectivo y lo demás lo pagan el lunes' beside a total: a sale, part collected.
  // 'una parte nos la dieron en efectivo y la otra queda pendiente': the price said once, then split.
  const inbound =
    has(r, 'payIn') &&
    // 'me dejó 30 cajones…, le di 200 y el resto se lo pago el martes': goods left with us, paid by us.
    !has(r, 'payOut') &&
    (has(r, 'credit') || /(?<![a-z])lo (?:demas|restante|que falta) lo pagan(?![a-z])/.test(r.text)) &&
    (/(?<![a-z])(en total|total)(?![a-z])/.test(r.text) ||
      (/(?<![a-z])(?:una parte|la otra|el resto|lo demas)(?![a-z])/.test(r.text) &&
        !/(?<![a-z])(?:(?:lo|la|los|que) (?:nos )?(?:debia|debian|adeudaba|adeudaban|quedaba|faltaba)|deuda|factura pendiente)(?![a-z])/.test(
          r.text,
        )));
  // '14 clientes me han pagado el bono de 120': customers counted, each paying a price.
  // '8 alumnos a 180 cada uno; 6 han pagado y 2 me lo dan el lunes': people counted, some paid.
  const payersCounted =
    payersPaid(r) ||
    (!has(r, 'buy') &&
      (r.msg.countSplit ?? countSplit(r.text)) !== undefined &&
      r.values.some((v) => v.qty?.unit && v.unitPrice !== undefined && PEOPLE.test(v.qty.unit)));
  const collectedAndOwed = partlyCollected(r);
  if (
    (!has(r, 'sell') &&
      !charged &&
      !inbound &&
      !paidFor &&
      !payersCounted &&
      !collectedAndOwed &&
      !paidForWork(r, ledger) &&
      !servedCounted(r) &&
      !servedOnce(r) &&
      !takings(r) &&
      !rentedOut &&
      !paidUsLater(r)) ||
    /membresia/.test(r.text)
  )
    return null;
  if (has(r, 'fee') && moneyIn(r).length > 1) return null;
  if (owedAlready(r, ledger)) return { kind: 'inform', text: ALREADY_OWED };

  // 'abonó 1.000.000 de lo que nos debe': part of an open invoice collected, never a new sale.
  if (
    PART_OF_DEBT.test(r.text) &&
    ledger.total('assets', (l) => l.category === ACCOUNT.receivables) > 0 &&
    !has(r, 'sell')
  )
    return null;
  // 'nos pagaron 500 de anticipo y hoy el resto': the advance was never booked and all is collected now.
  const settledToday = REST_TODAY.test(r.said);
  if (
    has(r, 'buy') ||
    has(r, 'borrow') ||
    has(r, 'contribute') ||
    (has(r, 'advance') && !settledToday) ||
    has(r, 'salary')
  )
    return null;
  const vals = moneyIn(r).filter(
    (v) =>
      !settledToday ||
      !/^\s*(?:€|\$|dolares|euros)?\s*(?:de|como) (?:anticipo|adelanto|sena|senal)(?![a-z])/.test(
        r.text.slice(v.end, v.end + 20),
      ),
  );
  if (vals.length === 0) return null;
  const info0 = analyzeMeans(r.msg);
  // ('480 el compresor + 90 la mano de obra… el compresor nos costó 325': a price of the job is no cost.)
  const workPriced = vals.some((v) => jobPart(r.text.slice(v.end, v.end + 30), false) === 'work');
  const costs = costValues(r, vals).filter(
    (v) => !workPriced || !jobPart(r.text.slice(v.end, v.end + 30), true),
  );
  // 'El coste por caja es 24,60': a cost said after how it is paid is no part paid.
  const costAt = new Set(costs.map((c) => c.start));
  const info = {
    ...info0,
    parts: info0.parts.filter((p) => !(p.mention && p.kind === 'amount' && costAt.has(p.mention.start))),
  };
  const partVals = new Set<Mention>(info.used);
  const vat = vatOf(r, vals);
  const payers = (v: Value): boolean =>
    !v.qty &&
    v.cents % 100 === 0 &&
    r.values.some((x) => x.qty) &&
    /^\s*(?:ya\s+)?(?:pagad|cobrad|pagaron|pendiente|fiad|quedaron|deben|(?:nos\s+)?(?:lo|la|los|las)\s+(?:pagan|pagaran|van a pagar|deben|quedan))/.test(
      r.text.slice(v.end, v.end + 14),
    );
  // 'base 1.500, IVA 315, total 1.815': the total is the base and the VAT, not another price.
  const withVat = (v: Value): boolean =>
    vat !== undefined && vals.some((n) => n !== v && n.cents + vat.vat === v.cents);
  const priced = vals.filter((v) => v !== vat?.value && !withVat(v) && !payers(v) && !costs.includes(v));
  const items = priced.filter(
    (v) => !(v.qty === undefined && [...partVals].some((m) => m.start === v.start)),
  );
  // 'vendimos un pastel por 220 en efectivo': the one price is also the part paid; it is the sale.
  if (items.length === 0 && priced.length === 1) items.push(priced[0] as Value);
  // '640 cobrados y 210 que nos pagan el lunes': every amount is a part, and together the price.
  if (items.length === 0 && priced.length > 1 && collectedAndOwed) {
    const first = priced[0] as Value;
    const last = priced[priced.length - 1] as Value;
    items.push({
      cents: priced.reduce((a, v) => a + v.cents, 0) as Cents,
      start: first.start,
      end: last.end,
    });
  }
  // '640 por Mercado Pago y 210 en efectivo': takings told by channel, all in, add up to the sale.
  if (
    priced.length > 1 &&
    items.every((v) => priced.includes(v)) &&
    !has(r, 'credit') &&
    !has(r, 'rest') &&
    priced.every((v) => !v.qty && CHANNEL_AFTER.test(r.text.slice(v.end, v.end + 30)))
  ) {
    const first = priced[0] as Value;
    const last = priced[priced.length - 1] as Value;
    items.splice(0, items.length, {
      cents: priced.reduce((a, v) => a + v.cents, 0) as Cents,
      start: first.start,
      end: last.end,
    });
  }
  // 'le cobramos 1.800; nos dio 1.000 y el resto…': the price charged and the part paid, both read
  // as parts of the payment; the charge is the sale.
  let paidOfCharge: Value | undefined;
  if (items.length === 0 && priced.length === 2) {
    const before = (v: Value): string => r.text.slice(Math.max(0, v.start - 24), v.start);
    const charge = priced.find((v) => !v.qty && CHARGED_BEFORE.test(before(v)));
    const paid = priced.find((v) => v !== charge && !v.qty && PAID_BEFORE.test(before(v)));
    if (charge && paid && paid.cents < charge.cents) {
      items.push(charge, paid);
      paidOfCharge = paid;
    }
  }
  // 'entraron 792 y lo demás lo deben': the part collected now, said after the total.
  const inNow =
    paidOfCharge ??
    items.find(
      (v) =>
        !v.qty &&
        /(?:entraron|ingresaron|nos pagaron|pagaron|nos pago|cobramos|se cobraron|nos dieron|nos dio|nos abono|nos abonaron|nos adelanto|recibimos|nos transfirieron|nos transfirio|yapearon|nos yapeo|nos plineo|nos bizumeo|nos deposito|nos depositaron|nos consigno|nos consignaron)\s*\$?\s*$/.test(
          r.text.slice(Math.max(0, v.start - 22), v.start),
        ),
    );
  // 'cobramos 350 por el logo y 120 por unas tarjetas': each amount is for a thing of its own.
  const forEach =
    items.length > 1 &&
    items.every(
      (v, k) =>
        !v.qty &&
        /^\s*(?:€|\$|dolares|euros|soles|pesos)?\s*(?:por (?!cada|unidad|persona|cabeza|hora|mes|dia|noche|semana|ciento)|de (?:un|una|el|la) (?!cada|unidad|persona|cabeza|hora|mes|dia|noche|semana)[a-z]{3,})/.test(
          r.text.slice(v.end, v.end + 24),
        ) &&
        (k === 0 ||
          /(?:,|(?<![a-z])(?:y|e|mas))\s*$/.test(r.text.slice((items[k - 1] as Value).end, v.start))),
    );
  // '780 el equipo y 300 la mano de obra': the goods and the work of one job, each with its price.
  const jobParts =
    !forEach &&
    priced.length > 1 &&
    workPriced &&
    priced.every(
      (v) =>
        jobPart(r.text.slice(v.end, v.end + 30), true) !== undefined ||
        (v.qty !== undefined && v.unitPrice !== undefined),
    );
  // 'dos tatuajes, 180 y 250, los dos en efectivo': one price for each of the things counted.
  const listed =
    !forEach &&
    priced.length > 1 &&
    priced.every(
      (v, k) =>
        !v.qty &&
        (k === 0 ||
          /^\s*(?:€|\$|dolares|euros)?\s*(?:,|y|e)\s*(?:\$|€)?\s*$/.test(
            r.text.slice((priced[k - 1] as Value).end, v.start),
          )),
    ) &&
    (r.msg.mentions.some(
      (m) => m.kind === 'qty' && m.value === priced.length * 100 && m.end <= (priced[0] as Value).start,
    ) ||
      /(?<![a-z])(?:los|las) (?:dos|tres|cuatro|2|3|4) (?:en|con|por|pagad|cobrad)|(?<![a-z])ambos|ambas|todos (?:en|con|por)/.test(
        r.text,
      ));
  // Every amount listed is a price, whatever way of paying follows the last one.
  if (listed || jobParts) items.splice(0, items.length, ...priced);
  if (inNow && items.length > 1 && !forEach && !listed && !jobParts) items.splice(items.indexOf(inNow), 1);
  if (items.length === 0) return null;
  const said = items.find(
    (v) =>
      !v.qty &&
      (EXPLICIT_TOTAL.test(r.text.slice(Math.max(0, v.start - 20), v.start)) ||
        // 'la caja dio 620.000 en ventas, 400.000 en efectivo y el resto con QR': the takings, then parts.
        /^\s*(?:€|\$|dolares|euros)?\s*(?:en|de) (?:ventas|venta|total)(?![a-z])/.test(
          r.text.slice(v.end, v.end + 20),
        )),
  );
  const counted = items.filter((v) => v.qty);
  // '20 pasteles por 200 y 10 cafés por 30': each group's price follows its count, the sale is their sum.
  const groups = items.filter(
    (v) =>
      !v.qty &&
      /(?<![a-z])\d+ [a-z]+(?: [a-z]+){0,3} por\s*\$?\s*$/.test(
        r.text.slice(Math.max(0, v.start - 40), v.start),
      ),
  );
  let total: Cents;
  // '1.300 en total, 900 por el equipo y 400 por la instalación': the total and the parts it holds.
  const partsOfSaid =
    said !== undefined &&
    items.length > 2 &&
    items.filter((v) => v !== said).reduce((a, v) => a + v.cents, 0) === said.cents;
  if (partsOfSaid) total = said.cents;
  else if ((groups.length > 1 && groups.length === items.length) || forEach || listed || jobParts)
    total = items.reduce((a, v) => (a + v.cents) as Cents, 0 as Cents);
  else if (said && counted.length > 0 && Math.abs(said.cents - counted.reduce((a, v) => a + v.cents, 0)) <= 1)
    total = said.cents;
  else if (items.length === 1) total = (items[0] as Value).cents;
  else if (counted.length === items.length)
    total = counted.reduce((a, v) => (a + v.cents) as Cents, 0 as Cents);
  else if (said) total = said.cents;
  else return null;
  const cost = totalCost(r, costs, items);
  if (costs.length > 0 && cost === undefined) return null;
  let settlement: Settlement | undefined = countSettlement(r, items, total);
  if (!settlement && inNow && items.length > 0 && inNow.cents < total && !forEach)
    settlement = { kind: 'split', now: inNow.cents };
  if (!settlement) {
    const split = splitTotal(total, info);
    const cashParts = info.parts.filter((p) => p.means === 'cash' && p.kind === 'amount');
    const cashNow = cashParts.reduce((a, p) => a + (p.cents ?? 0), 0) as Cents;
    if (!split.ok && cashNow > 0 && cashNow < total && REST_LATER.test(r.said)) {
      // 'nos dieron 300 en efectivo y lo demás lo pagan el lunes': the date is read away, the rest is owed.
      settlement = { kind: 'split', now: cashNow };
    } else if (!split.ok) {
      // Split without its parts ('una parte… y la otra…'): the sale is clear, the parts are asked.
      if (split.reason === 'no-total') return null;
      if (split.reason === 'vague') {
        // 'una parte en efectivo y otra con tarjeta': every part came in, whichever way.
        if (info.parts.length > 0 && info.parts.every((p) => p.means === 'cash') && !has(r, 'credit'))
          settlement = { kind: 'now' };
        else if (!inbound) return null;
        else settlement = { kind: 'split' };
      } else settlement = settlementOf(r, info.global);
    } else if (split.portions.length > 0) {
      // A sale paid by card came in through the terminal: it is collected, like cash.
      const collected = (p: { means: string }): boolean => p.means === 'cash' || p.means === 'card';
      const now = split.portions.filter(collected).reduce((a, p) => a + p.cents, 0) as Cents;
      const later = split.portions.filter((p) => !collected(p)).reduce((a, p) => a + p.cents, 0);
      if (now + later !== total) {
        // 'y lo demás lo pagan el lunes': the date is read away, the rest is still owed.
        if (later === 0 && now > 0 && now < total && REST_LATER.test(r.said))
          settlement = { kind: 'split', now };
        else if (
          later === 0 &&
          now < total &&
          info.parts.every((p) => p.means === 'cash') &&
          !has(r, 'credit')
        )
          settlement = { kind: 'now' };
        else return null;
      } else
        settlement = later === 0 ? { kind: 'now' } : now === 0 ? { kind: 'credit' } : { kind: 'split', now };
    } else settlement = settlementOf(r, info.global);
  }
  // Takings that came in ('cayeron 450 de los cortes') were collected.
  if (!settlement && takings(r) && !has(r, 'credit')) settlement = { kind: 'now' };
  // 'le cobramos 35 pero todavía no paga': charged, not collected.
  if (NOT_PAID_YET.test(r.text) && (!settlement || settlement.kind === 'now'))
    settlement = { kind: 'credit' };
  // 'cobramos 350 por una sesión…, nos pagan la otra semana': 'cobrar' said what we charged.
  if (
    THEY_PAY_LATER.test(r.text) &&
    !MONEY_MEANS.test(r.text) &&
    (!settlement ||
      settlement.kind === 'now' ||
      (settlement.kind === 'split' && settlement.now === undefined))
  )
    settlement = { kind: 'credit' };
  // The company's own work ('lavamos', 'dimos clases') is a service whatever it is done to.
  // '80 barras a 5 c/u…, costo 2,10 c/u': things counted with a cost each are goods, whatever the verb.
  const costEach =
    /(?<![a-z])(?:costo|coste|nos costo|nos costaron|nos cuesta|nos cuestan)(?![a-z])[^.;]{0,20}\d[\d.,]*\s*(?:€|\$|dolares|euros)?\s*(?:c\/u|cada una?|por unidad|la unidad)/.test(
      r.text,
    );
  const income =
    !has(r, 'sell') && !costEach && (servedOnce(r) || servedCounted(r)) ? 'services' : incomeKind(r, ledger);
  return one({
    kind: 'sale',
    label: income === 'goods' ? 'Venta de productos' : 'Prestación de servicios',
    income,
    amount: total,
    ...(vat ? { vat: vat.vat } : {}),
    ...(settlement ? { settlement } : {}),
    ...(cost !== undefined ? { cost } : {}),
  });
};

const CHARGED_BEFORE =
  /(?:cobramos|le cobramos|les cobramos|cobre|facturamos|le facturamos|les facturamos|facture|presupuesto de|precio de|total de|total:|cobrar)\s*\$?\s*$/;
const PAID_BEFORE =
  /(?:nos dio|nos dieron|nos pago|nos pagaron|pago|pagaron|nos abono|nos abonaron|abono|nos adelanto|adelanto|nos transfirio|nos transfirieron|entraron|nos (?:yapeo|yapearon|plineo|plinearon|bizumeo|bizumearon|deposito|depositaron|consigno|consignaron|giro|giraron|mando|mandaron|paso|pasaron))\s*\$?\s*$/;

/** The customer's money already reached the company ('nos han ingresado 250', 'nos transfirieron'). */
const MONEY_CAME_IN =
  /(?<![a-z])(?:nos|me) (?:(?:ha|han) )?(?:ingresad[oa]|ingresaron|ingreso|depositad[oa]|depositaron|deposito|transferid[oa]|transfirieron|transfirio|abonad[oa]|abonaron|abono|consignad[oa]|consignaron|consigno|giraron|giro|yapearon|yapeo|plinearon|plineo|bizumearon|bizumeo)(?![a-z])/;

/** 'nos paga a fin de mes', 'nos consignan el viernes': the other side pays us, later. */
export const THEY_PAY_LATER =
  /(?<![a-z])(?:nos|me) (?:lo |la |los |las )?(?:paga|pagan|pagara|pagaran|va a pagar|van a pagar|consigna|consignan|transfiere|transfieren)(?![a-z])|(?<![a-z])(?<!(?:le|les|lo|la|los|las|se) )(?:pagan|paga) a (?:\d+ dias|fin de mes|final de mes|30|60|90)(?![a-z])/;
const MONEY_MEANS =
  /(?<![a-z])(?:efectivo|transferencia|transfirieron|transfirio|yape|plin|bizum|nequi|tarjeta|datafono|tpv|deposit[a-z]*|consign[a-z]*|ya (?:nos )?pag[a-z]*|adelant[a-z]*|de (?:anticipo|adelanto|sena|senal))(?![a-z])/;
const NOT_PAID_YET =
  /(?<![a-z])(?:todavia|aun) no (?:nos )?(?:lo |la )?(?:paga|pagan|pago|pagaron|ha pagado|han pagado|cancela|cancelo|abona|abono)(?![a-z])|(?<![a-z])no (?:nos )?(?:lo |la )?(?:ha|han) pagado (?:todavia|aun)(?![a-z])/;

function settlementOf(r: Reading, global: ReadonlySet<string>): Settlement | undefined {
  const credit = global.has('credit') || has(r, 'credit');
  const now = global.has('cash') || SOLD_ALREADY_PAID.test(r.text) || MONEY_CAME_IN.test(r.text);
  if (credit && !now) return { kind: 'credit' };
  if (now && !credit) return { kind: 'now' };
  return undefined;
}

/**
 * VAT the user separated ('640 € + el 21% de IVA (134,40 €)', '1.200 + IGV 18%'): the amount beside
 * the tax word, or its rate applied to the net said before it. 'IVA incluido' is not separated.
 */
export function vatOf(r: Reading, vals: readonly Value[]): { vat: Cents; value?: Value } | undefined {
  const word = /(?<![a-z])(iva|igv|itbms|itbis|impuesto al valor agregado)(?![a-z])/.exec(r.text);
  if (
    !word ||
    /(?<![a-z])(iva|igv) incluid[oa]|con (?:el )?(?:iva|igv) incluid[oa]|incluye (?:el )?(?:iva|igv)/.test(
      r.text,
    )
  )
    return undefined;
  const near = vals.find(
    (v) =>
      Math.abs(v.start - word.index) <= 24 &&
      v.start > word.index - 24 &&
      !/^\s*(?:€|\$|dolares|euros)?\s*\+/.test(r.text.slice(v.end, v.end + 6)) &&
      (r.text.lastIndexOf('(', v.start) > r.text.lastIndexOf(')', v.start) ||
        v.start > word.index ||
        // '420 de IVA': only the figure right before the word, not one further back ('2.000 € mas 420 de IVA').
        /^\s*(?:€|\$|dolares|euros|soles|pesos)?\s*(?:de|del|en)\s*$/.test(r.text.slice(v.end, word.index))),
  );
  const net = vals.find((v) => v.end <= word.index);
  // A total said beside them ('6.292 en total') is net + VAT, not the VAT.
  const isTotal = (v: Value): boolean =>
    /^\s*(?:€|\$|dolares|euros)?\s*(?:en total|total|con iva|iva incluido)/.test(
      r.text.slice(v.end, v.end + 18),
    ) ||
    (net !== undefined && v.cents > net.cents);
  if (near && vals.length > 1 && !isTotal(near)) return { vat: near.cents, value: near };
  const pct = r.mentions.find((m) => m.kind === 'pct' && Math.abs(m.start - word.index) <= 20);
  const total = vals.find((v) => v !== net && isTotal(v));
  if (net && total && total.cents > net.cents)
    return { vat: (total.cents - net.cents) as Cents, value: total };
  if (pct && net) return { vat: mulDiv(net.cents, pct.value, 10_000) };
  return undefined;
}

/**
 * 'la aerolínea nos pagó 2.300 de comisiones', 'cobramos 800 de comisión por la venta del local': a
 * commission the company earns as an intermediary is income for its service, never a fee it pays.
 */
export const commissionEarned: Rule = ({ r }) => {
  if (r.question || has(r, 'buy') || has(r, 'payOut') || has(r, 'borrow') || has(r, 'contribute'))
    return null;
  const said = COMMISSION_EARNED.exec(r.text);
  if (!said) return null;
  const vals = moneyIn(r).filter((v) => !v.qty);
  if (vals.length !== 1) return null;
  // 'cobramos la comisión…, nos la ingresan la semana que viene': charged now, paid later.
  const paidOutside = r.hits.some(
    (h) => h.cue === 'payIn' && (h.end <= said.index || h.start >= said.index + said[0].length),
  );
  const owed = has(r, 'credit') && !paidOutside;
  return one({
    kind: 'sale',
    label: 'Comisiones ganadas',
    income: 'services',
    amount: (vals[0] as Value).cents,
    settlement: owed ? { kind: 'credit' } : { kind: 'now' },
  });
};
const COMMISSION_EARNED =
  /(?<![a-z])(?:(?:nos|me) (?:pago|pagaron|transfirio|transfirieron|deposito|depositaron|abono|abonaron|liquido|liquidaron|giro|giraron|consigno|consignaron|dio|dieron)|cobramos|cobre|recibimos|recibi|ingresaron|entraron|nos (?:entraron|llegaron|cayeron))(?: (?:hoy|ayer|ya))? (?:\$ ?)?\d[\d.,]*(?: (?:€|dolares|euros))? (?:de|en|por) (?:la |las |nuestra |nuestras )?comision(?:es)?(?![a-z])|(?<![a-z])comision(?:es)? (?:ganadas?|cobradas?|recibidas?|que nos (?:pago|pagaron|corresponden?))(?![a-z])|(?<![a-z])(?:nos|me) (?:pago|pagaron|transfirio|transfirieron|deposito|depositaron|abono|abonaron|liquido|liquidaron|giro|giraron|consigno|consignaron) (?:la|las|nuestra|nuestras|su|sus) comision(?:es)?(?![a-z])|(?<![a-z])(?:cobramos|cobre|facturamos|facture|ganamos|gane) (?:la|una|nuestra|las|nuestras) comision(?:es)? (?:por|de|del) (?!(?:la |el )?(?:tarjeta|tpv|datafono|posnet|pos|banco|transferencia|cuenta))/;

/**
 * 'la aseguradora nos pagó 800 por el siniestro', 'cobramos la subvención del ayuntamiento, 1.500':
 * money the company receives that no sale earned is other income.
 */
export const otherIncome: Rule = ({ r }) => {
  // 'nos llegó la subvención': money arriving, not goods delivered.
  const bought = r.hits.some((h) => h.cue === 'buy' && !/^nos lleg/.test(r.text.slice(h.start, h.end)));
  if (r.question || bought || has(r, 'payOut') || has(r, 'borrow') || has(r, 'contribute')) return null;
  // 'el datáfono me depositó 1.164 de la sesión de la aseguradora': takings through a terminal, from a
  // customer that happens to be an insurer, not a claim paid.
  if (
    /(?<![a-z])(?:datafono|tpv|pos|posnet|terminal|pasarela|clip|sumup|izipay|datafast|medianet|niubiz|transbank)(?![a-z])/.test(
      r.text,
    )
  )
    return null;
  if (
    !has(r, 'payIn') &&
    !/(?<![a-z])(?:recibimos|cobramos|nos (?:llego|llegaron|entro|entraron|otorgo|otorgaron|concedio|concedieron|aprobo|aprobaron|dio|dieron))(?![a-z])/.test(
      r.text,
    )
  )
    return null;
  const other = findConcepts(r.text, REVENUE_CONCEPTS).filter(
    (h) => h.concept.kind !== undefined && 'income' in h.concept.kind && h.concept.kind.income === 'other',
  );
  // A refund ('nos reembolsaron') gives back what was spent: not income of its own.
  if (other.length === 0 || other.some((h) => /^(?:reembolso|interes(?:es)?|rendimientos?)/.test(h.key)))
    return null;
  const vals = moneyIn(r).filter((v) => !v.qty);
  if (vals.length !== 1) return null;
  return one({
    kind: 'sale',
    label: `Otros ingresos (${other[0]?.key ?? 'varios'})`,
    income: 'other',
    amount: (vals[0] as Value).cents,
    settlement: has(r, 'credit') && !has(r, 'now') ? { kind: 'credit' } : { kind: 'now' },
  });
};

/**
 * 'el banco nos acreditó 15.000 de intereses del plazo fijo': interest the company earns on its money
 * is other income, never the interest it pays on a loan.
 */
export const interestEarned: Rule = ({ r }) => {
  if (r.question || has(r, 'buy') || has(r, 'payOut') || has(r, 'borrow') || has(r, 'instalment'))
    return null;
  if (!INTEREST_EARNED.test(r.text)) return null;
  const vals = moneyIn(r).filter((v) => !v.qty);
  if (vals.length !== 1) return null;
  return one({
    kind: 'sale',
    label: 'Intereses ganados',
    income: 'other',
    amount: (vals[0] as Value).cents,
    settlement: { kind: 'now' },
  });
};
const INTEREST_EARNED =
  /(?<![a-z])(?:(?:nos|me) (?:acredito|acreditaron|pago|pagaron|deposito|depositaron|abono|abonaron|dio|dieron)|cobramos|cobre|recibimos|recibi|ganamos|gane|ingresaron|entraron|nos (?:entraron|llegaron|cayeron))(?: (?:hoy|ayer|ya))? (?:\$ ?)?\d[\d.,]*(?: (?:€|dolares|euros))? (?:de|en|por) (?:los )?(?:intereses|interes|rendimientos?)(?![a-z])|(?<![a-z])(?:intereses|rendimientos?) (?:ganados?|cobrados?|del plazo fijo|de la inversion|del deposito|de la cuenta remunerada)(?![a-z])/;

/**
 * 'lavamos al peso 720 en efectivo' where the books already hold 'Lavado al peso, primera semana':
 * income of a kind the company has earned before, named by the same words (verb or noun), comes in
 * again. Two words in common are needed; the income line in the books gives the category.
 */
export const knownIncome: Rule = ({ r, ledger }) => {
  if (r.question || has(r, 'buy') || has(r, 'payOut') || has(r, 'billed') || has(r, 'borrow')) return null;
  if (has(r, 'contribute') || has(r, 'cost') || has(r, 'rest')) return null;
  // '…ya estaba cobrada, así que le hemos devuelto los 450': money given back is never income.
  if (has(r, 'refundCustomer') || has(r, 'returnSupplier')) return null;
  // 'las que debían la mensualidad ya pagaron': a debt collected, not new income.
  if (/(?<![a-z])(?:debia|debian|debe|deben|adeud[a-z]*|pendiente[s]?|lo que)(?![a-z])/.test(r.text))
    return null;
  const vals = moneyIn(r);
  if (vals.length !== 1) return null;
  // Something must say it was earned: money came in, or we did the work ('lavamos'). A thing named
  // with a figure and no verb may as well be what that income cost us.
  if (!has(r, 'payIn') && !has(r, 'sell') && !weDid(r.text)) return null;
  const now = has(r, 'now') || has(r, 'payIn');
  const later = has(r, 'credit');
  if (now === later) return null;
  const said = prefixes(r.text);
  const line = ledger.lines
    .filter((l) => l.section === 'revenues' && l.amount > 0)
    .find((l) => [...prefixes(l.description)].filter((p) => said.has(p)).length >= 2);
  if (!line) return null;
  // A sale booked on credit named again is most likely being collected: the collection rules read it.
  const onCredit = ledger.lines.some(
    (l) => l.transactionId === line.transactionId && l.category === ACCOUNT.receivables && l.amount > 0,
  );
  if (onCredit) return null;
  const revenue = accountRef(line);
  return one({
    kind: 'sale',
    label: line.description.replace(/,.*$/, ''),
    income: line.category === CATEGORY.productSales ? 'goods' : 'services',
    revenue,
    amount: (vals[0] as Value).cents,
    settlement: now ? { kind: 'now' } : { kind: 'credit' },
  });
};

/** Content words cut to four letters ('lavamos' and 'lavado' both 'lava'). */
function prefixes(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of normalize(text).split(/[^a-z]+/)) {
    if (w.length < 4 || INCOME_STOP.has(w)) continue;
    out.add(w.slice(0, 4));
  }
  return out;
}

const INCOME_STOP = new Set(
  'para como cada todo toda todos todas esta este esto semana semanas primera primer segunda segundo mes meses dia dias hoy ayer venta ventas ingreso ingresos cobro cobros cobrado cobrada cobramos efectivo contado transferencia credito pendiente cliente clientes nuestro nuestra desde hasta entre sobre pero'.split(
    ' ',
  ),
);

/** 'lavamos', 'cortamos', 'servimos': a verb of work we did, never one of buying or booking ('reservamos'). */
export function weDid(text: string): boolean {
  for (const m of text.matchAll(new RegExp(WE_DID.source, 'g')))
    if (!NOT_SERVICE.test(m[0]) && !/^(?:reservamos|apartamos|cotizamos|gestionamos)$/.test(m[0]))
      return true;
  return false;
}

const WE_DID =
  /(?<![a-z])(?!(?:debemos|tenemos|estamos|quedamos|somos|vamos|podemos|queremos|sabemos|creemos|pensamos|necesitamos|esperamos|hablamos|acordamos|decidimos|contamos|llevamos|dejamos)(?![a-z]))[a-z]{3,}(?:amos|imos)(?![a-z])/;

/** The catalogue's membership incomes (an online school's semester, year and lifetime plans). */
export const MEMBERSHIPS: ReadonlySet<string> = new Set([
  CATEGORY.membership6,
  CATEGORY.membershipAnnual,
  CATEGORY.membershipLifetime,
]);

const EXTRA_WORK =
  /(?<![a-z])(?:taller|talleres|workshop|workshops|masterclass|webinar|webinars|mentoria|mentorias|bootcamp|curso en vivo|charla|charlas|conferencia)(?![a-z])/;

/**
 * 'una escuela nos ha contratado un taller intensivo, 1.800': for a business that lives on its
 * memberships (an online school), one-off work beside them is the catalogue's 'Ingresos extra'.
 */
export function extraIncome(r: Reading, ledger: Ledger, m: Movement): Movement {
  if (m.kind !== 'sale' || m.revenue || m.income !== 'services' || !EXTRA_WORK.test(r.text)) return m;
  const memberships = ledger.lines.some((l) => l.section === 'revenues' && MEMBERSHIPS.has(l.category));
  return memberships ? { ...m, revenue: { section: 'revenues', category: CATEGORY.extraIncome } } : m;
}
