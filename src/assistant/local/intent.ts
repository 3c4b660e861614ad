/**
 * What the user wants from this message: book a movement, fix or remove an earlier one, ask about the
 * figures, or talk (greetings, concepts, advice, anything else).
 */
export type Intent =
  'delete' | 'edit' | 'query' | 'concept' | 'advice' | 'greeting' | 'thanks' | 'offtopic' | 'movement';

export const DELETE =
  /(?<![a-z])(borra|borrar|borralo|borrala|borralos|borren|borre|elimina|eliminar|eliminalo|eliminala|eliminalos|eliminen|(?<!(?:nos|me) (?:lo |la |los |las )?)quita(?! (?:de|del) (?:la factura|el saldo|la deuda|lo que))|(?<!para |pa |de |sin )quitar|quitalo|quitala|anula|anular|anulalo|deshaz|deshacer|suprime|suprimir|saca(?! (?:la|las|el|los) (?:cuentas?|depreciacion|depre|amortizacion|calculo|total|resumen|balance|reporte|utilidad|iva|intereses)(?![a-z]))|sacalo|sacala|remueve)(?![a-z])|registre dos veces|registramos dos veces|esta duplicad[oa]|esta repetid[oa]|lo puse dos veces/;
export const EDIT =
  /(?<![a-z])((?<!(?:porque|por que|ya que|pues|como) )no (?:era|eran|fue|fueron|es|son|costo|costaron|valia|valian|vale|cuesta)(?!\s*(?:$|[.!?,;]|(?:y|pero|porque|asi que|entonces|le|les|se|nos)\s))(?! (?:de |para |cosa de |gasto de )?(?:la empresa|el negocio|la firma|la sociedad|la compania|(?:un )?prestamo|personal|empleados?|empleadas?|trabajador(?:es|as?)?|de planilla|de nomina|socios?|socias?|fijos?|fijas?)(?![a-z]))|sino|en vez de|en lugar de|corrige|corregir|corrigelo|corrijo|(?<!por |para |de |a |que )(?:cambia|cambiar|cambialo|modifica|modificar)(?! (?:la|el|las|los) (?:chapa|cerradura|aceite|llanta|llantas|rueda|ruedas|bateria|filtro|filtros|pantalla|vidrio|foco|focos|piso|pintura|puerta|tuberia|cable|cables))|me equivoque|nos equivocamos|me he liado|me lie|nos hemos liado|una correccion|arreglame|arreglalo|arreglala|arreglamelo|corrigeme|(?<!\d )(?<!\d (?:mil|dolares|euros) )\d[\d.,]*(?: mil)?,? no (?:en|a|por) \d|no (?:quedo|quedaron|esta|estaba|estan|estaban) (?:pendientes?|debiendo|a credito|fiad[oa]s?|por pagar|por cobrar)|(?:lo|la|los|las) (?:pusiste|pusieron|registraste|anotaste|cargaste|apuntaste|tomaste) como|estaba mal|esta mal|hay un error|error en|quedo en|en realidad (?:fue|fueron|era|eran|son)|(?:fue|fueron|era|eran|costo|costaron) en realidad|mismo precio|mismo plazo|(?<!\d )(?<!\d (?:dolares|euros|soles|pesos) )fue (?:todo |toda )?(?:a credito|al contado|en efectivo|con (?:la )?tarjeta[a-z ]*)|(?<!(?:todavia|aun|ahorita|ahora) )no (?:lo |la )?(?:pagamos|cobramos)(?: en efectivo| al contado| nada)?(?![a-z])|(?:fue|era|eran|fueron) (?:de |para |a )?[a-z]+,? no (?:de |para |a )?[a-z]+|(?:puse|pusimos|registre|registramos|anote|apunte|aparece|figura)\s+\$?\d[\d.,]*\s*(?:€|dolares|euros)?,?\s*(?:pero|y)\s+(?:eran|era|fue|fueron|es|son))(?![a-z])|\d\s*,?\s+no\s+(?:de\s+|era\s+|eran\s+|fue\s+|fueron\s+)?\$?\d|(?:\s|,)(?:y\s+)?no\s+(?:en|a|de)\s+\d+\s+(?:meses|mes|anos|ano|cuotas|dias|semanas)(?![a-z])|(?<![a-z])lo (?:del?|de la) [a-z]+ cambio(?![a-z])|,\s*(?:y\s+)?no\s+(?:de\s+)?\$?\d[\d.,]*\s*(?:€|dolares|euros)?\s*(?:\(|$|\.|,|;)/;
export const CONCEPT =
  /(?<![a-z])(que es|que son|que significa|que significan|que quiere decir|para que sirve|para que sirven|como funciona|como se calcula|diferencia entre|que diferencia hay|diferencia hay entre|en que se diferencia|en que se diferencian|explicame|me explicas|me explica|define|definicion|en que consiste|concepto de)(?![a-z])/;
export const ADVICE =
  /(?<![a-z])(me conviene|nos conviene|conviene mas|que me recomiendas|que nos recomiendas|recomiendas|deberia|deberiamos|es mejor|seria mejor|vale la pena|consejo|aconsejas|sugieres)(?![a-z])/;
/** '¿tengo que separar el IVA…?': how to book, asked (said without '?', it is a request to book). */
export const HOW_TO_BOOK =
  /(?<![a-z])(?:(?:(?:tengo|tenemos|hay) que|debo|debemos|hace falta|se tiene que|necesito|tendria que|tendriamos que) (?:separar|desglosar|registrar|anotar|apuntar|poner|cargar|incluir|declarar|contabilizar)(?:lo|la|los|las)?|(?:eso |esto )?(?:se|lo|la) (?:apunta|anota|registra|contabiliza)(?= ?\?|$)|(?:eso |esto )?(?:se|lo|la) (?:apunto|anoto|registro) o no|cuenta como (?:gasto|ingreso)(?= ?\?))(?![a-z])/;
export const QUERY =
  /^(?:y\s+|oye\s+|oye,\s+|una pregunta,?\s+)?(?:cuanto|cuanta|cuantos|cuantas|cual|cuales|como (?:va|vamos|esta|estamos|quedo|queda|andamos)|tenemos|hay(?! que)|dame|dime|muestrame|mostrame|ensename|resumen(?! (?:del?|de la) (?:tpv|datafono|pos|posnet|terminal|punto de venta|clip|banco)(?![a-z]))|resume|haz un resumen|calcula|cuadra|esta cuadrado|el balance|balance|saldo|total de|totales|que tal (?:vamos|van))(?![a-z])|(?<![a-z])(resumen(?! (?:del?|de la) (?:tpv|datafono|pos|posnet|terminal|punto de venta|clip|banco)(?![a-z]))|cuadra el balance|esta cuadrado|razon corriente|ratio|endeudamiento|margen neto|utilidad neta|cual es el|cual es la|cuanto (?:tenemos|hay|llevamos|hemos|debemos|nos deben|le debemos|suman|suma|es el|es la|son|van)|cuanta plata|cuanto dinero)(?![a-z])/;
const CASE_PUT =
  /^(?:(?:una )?pregunta[:,]?\s+|oye,?\s+|y\s+)?(?:cuando|si|que pasa si|en caso de que|en el caso de que)\s/;
/** Questions about the figures whatever words follow ('¿cómo vamos?', 'dame un resumen'). */
export const STRONG_QUERY =
  /^(?:y\s+)?(?:como (?:va|vamos|andamos|estamos|va la empresa|van las cuentas|van los numeros)|que tal (?:vamos|van)|dame un resumen|haz(?:me)? un resumen|resumen(?! (?:del?|de la) (?:tpv|datafono|pos|posnet|terminal|punto de venta|clip|banco)(?![a-z]))|resumeme|muestrame (?:el|los|las)|ensename (?:el|los|las))(?![a-z])/;
/** Words that make a question about the company's figures rather than small talk. */
export const FINANCE =
  /(?<![a-z])(dinero|plata|caja|efectivo|banco|cuenta|cuentas|balance|saldo|total|totales|activo|activos|pasivo|pasivos|patrimonio|capital|ingreso|ingresos|gasto|gastos|gastado|gastamos|venta|ventas|vendido|vendimos|compras|comprado|deuda|deudas|debemos|deben|debe|utilidad|ganancia|ganancias|ganado|ganamos|ganando|ganar|perdido|perdiendo|perdida|vender|venden|vendemos|gastando|costo|costos|resultado|resultados|margen|ratio|razon|liquidez|endeudamiento|cobrar|pagar|proveedor|proveedores|cliente|clientes|inventario|costo|costado|membresias?|sueldos?|alquiler|prestamo|impuestos?|cuadra|numeros|facturado|aportes?|iva|intereses|invert[a-z]*|inversion|inversiones|plazo fijo|deposito|equipos?|vehiculos?|maquinaria|activos? fijos?|honorarios|marketing|publicidad|software|suscripciones|servicios)(?![a-z])/;
export const GREETING =
  /^(?:hola|holi|buenas|buenos dias|buenas tardes|buenas noches|hey|saludos|que tal|hello|hi)(?![a-z])/;
const DONE_AFTER_ASSENT =
  /(?<![a-z])(?:pag|cobr|consign|deposit|transfer|vend|compr|aport|prest|abon|factur)(?:amos|aron|ado|ada|ados|adas|o|e|i|io|imos|ieron)(?![a-z])/;

export const THANKS =
  /^(?:gracias|muchas gracias|mil gracias|genial|perfecto|excelente|ok|vale|listo|dale|super|chevere|bacan|de acuerdo|entendido)(?![a-z])[^0-9]*$/;

/**
 * 'Resumen del día en el taller: vendimos…': a report of the day's movements opened like a request
 * for a summary. What follows the colon is what happened. A day named by its date ('del viernes')
 * has left the text as blanks.
 */
const DAY_REPORT =
  /^(?:(?:hola|buenas|buen dia|buenos dias|buenas tardes|buenas noches|que tal|oye|mira)[a-z!,. ]{0,12}\s*)?(?:(?:te|les|os) (?:paso|mando|envio|dejo|cuento) )?(?:(?:un|el|mi) )?(?:resumen|cierre|reporte|informe|balance|parte)(?: rapido| corto)?(?: de (?:los |las )?(?:gastos|ventas|compras|movimientos|ingresos|pagos|cobros))? (?:del dia|de hoy|de ayer|de (?:la|esta) semana|de la quincena|del finde|del fin de semana|de la jornada|de caja|del mes|del?\s{2,})(?: (?:en|de) (?:el|la) [a-z]+)?\s*[:,-]\s*(?=[a-z0-9])/;

export function withoutDayReport(text: string): string {
  return text.replace(DAY_REPORT, '');
}

export function detectIntent(text: string, hasAmount: boolean): Intent {
  const t = hasAmount ? withoutDayReport(text.trim()) : text.trim();
  // 'la garantía, que es un mes de arriendo (765)': a relative clause in a movement, not a question.
  const relative =
    hasAmount &&
    !t.includes('?') &&
    (/[a-z)],? que (?:es|son) (?:un|una|el|la|los|las|\d)/.test(t) ||
      // '…, sin intereses, que es mi suegro': why, said of someone, not a question.
      /[a-z)],? que (?:es|son|era|eran) (?:mi|mis|su|sus|nuestro|nuestra|nuestros|nuestras|de la familia|familia|amigo|amiga)(?![a-z])/.test(
        t,
      ) ||
      // 'la señora Carmen, que es clienta de siempre, …': an aside between commas.
      /[a-z)], que (?:es|son|era|eran) [a-z ]+[,;.]/.test(t) ||
      // '(no confundir con lo del SRI que es aparte)': an aside in parentheses.
      /\([^)]*(?<![a-z])que (?:es|son|era|eran) [^)]*\)/.test(t) ||
      // '…y la renta de este mes, que es lo mismo, 1.400': said of a figure told, with no question.
      (hasAmount &&
        !t.includes('?') &&
        /.{15,}(?<![a-z])que (?:es|son) (?:lo mismo|igual|otro tanto)(?![a-z])/.test(t)) ||
      // 'mi hermano (que es socio) retiró 200', '… o sea que es personal': an aside, not a question.
      /\(que (?:es|son) [a-z ]+\)|o sea que (?:es|son)|.{12,}(?<![a-z])que (?:es|son) (?:personal|suyo|suya|mio|mia|socio|socia|de credito|de debito)(?![a-z])/.test(
        t,
      ));
  if (CONCEPT.test(t) && !relative) return 'concept';
  if ((ADVICE.test(t) || (HOW_TO_BOOK.test(t) && t.includes('?'))) && !hasAmount) return 'advice';
  if (DELETE.test(t)) return 'delete';
  if (EDIT.test(t)) return 'edit';
  if (STRONG_QUERY.test(t)) return 'query';
  // '¿cuando un cliente me hace retención…, esa plata la perdí?': a case put, asked about, is a concept.
  if (!hasAmount && t.includes('?') && CASE_PUT.test(t)) return 'concept';
  if (QUERY.test(t) || (t.endsWith('?') && !hasAmount)) return FINANCE.test(t) ? 'query' : 'offtopic';
  // 'listo, ya se les consignó la quincena': a word of assent opening news of a movement.
  if (THANKS.test(t) && !DONE_AFTER_ASSENT.test(t)) return 'thanks';
  if (GREETING.test(t) && t.split(' ').length <= 6) return 'greeting';
  return 'movement';
}
