/**
 * The one table of cues: each cue is a family of phrases that tells something about a movement (who
 * pays whom, what kind of event, how it was settled). Phrases are written on normalised text (lower
 * case, no accents, digits for numbers). In a phrase, `*` ends a word with any letters, `#` is a
 * number, and `(a|b)` is a choice. The table is compiled once; every message is scanned once and
 * rules only ask the reading which cues it holds and where.
 */
/** Paid through a card terminal ('con datáfono', 'por el TPV'): money that only ever comes in. */
const PAID_BY_TERMINAL =
  '(pagad(o|a|os|as)( con tarjeta)?|(?<!(le|les|lo|la|se) )pag(o|aron)( con tarjeta)?) (con|por|en) (el|la)? (datafono|tpv|pos|posnet|point|clip|izipay|datafast|medianet|niubiz|sumup|transbank|terminal|lector de tarjetas)';

/**
 * Follows 'aport…' when it is a partner's contribution: an employer's social charges ('aportes
 * patronales', 'aporte al seguro social') are not. Valid as a cue phrase and as a plain pattern, so the
 * general reader's cues use the same list.
 */
export const NOT_EMPLOYER_CHARGE =
  '(?! (?:patronal|patronales|al seguro|a la seguridad|al iess|al imss|a essalud|de salud|a salud|a pension|a la afp|obrero|del empleador))';

/** After 'le dimos': a room, a class or a service given is work sold, never money paid ('le dimos una habitación'). */
const NOT_A_SERVICE_GIVEN =
  '(?! (una|un|1) (habitacion|cuarto|mesa|clase|sesion|consulta|tour|paseo|servicio|corte|masaje|tratamiento|charla|taller|curso|cama|plaza|noche|noches)(?![a-z]))';

/** 'por el TPV' says how money moved; 'el programa del TPV', 'un datáfono nuevo' name the terminal as a thing. */
const terminalAsMeans = (w: string): string =>
  `${w}(?<!(del|de la|de un|de una|para el|para la|un|una|nuevo|nueva|programa del|software del|rollos del|rollo del|papel del|comprar el|compramos el|compre el) ${w})`;

export const CUE_TABLE = {
  // ── who does what ────────────────────────────────────────────────────────────────────
  /** We sold or invoiced. */
  sell: [
    // 'ya salió el primer despacho a Miami', 'salió el pedido de San Valentín para Moscú': an order of
    // ours shipped to a customer abroad or away.
    '(ya)? (salio|salieron|despachamos|embarcamos) (el|la|los|las) (primer|primera|segundo|segunda|ultimo|ultima)? (despacho|despachos|envio|envios|pedido|pedidos|embarque|embarques|contenedor|contenedores|exportacion|orden)(?! (del|de la|de los) (proveedor|proveedora|fabrica|mayorista|distribuidor|importador)) ([a-z]+ ){0,5}?(a|para|rumbo a|hacia) (?!(credito|cuenta|plazo|pagar|cobrar|fin|final)(?![a-z]))[a-z]+',
    // 'fueron 8 a 35 c/u, nos pagaron en efectivo': units at a price that someone paid us for.
    '(fueron|salieron) # ([a-z]+ )?a # (c/u|cada una|cada uno)(?=([^.]|[.](?=[0-9])){0,40}(nos|me) (pagaron|pago|pagan|paga|transfirieron|depositaron|yapearon))',
    // 'le dejé 120 barras a la cafetería…, me pagan a 15 días': goods left with a customer who pays later.
    '(le|les) (deje|dejamos|entregue|entregamos) #(?=([^.]|[.](?=[0-9])){0,80}(me|nos) (pagan|paga|pagara|pagaran|van a pagar))',
    // 'dejamos pan a 6 tienditas del barrio, 85 a cada una, nos pagan a 15 días': goods left with
    // customers counted, who pay later.
    '(deje|dejamos|entregue|entregamos|repartimos) [a-z]+ (a|en) # [a-z]+(?=([^.]|[.](?=[0-9])){0,80}(me|nos) (pagan|paga|pagara|pagaran|van a pagar))',
    // '9.870 € de caja en los diez días' (Spain): the takings of the till ('200 de la caja' is taken out).
    '(?<!(saco|sacaron|saque|sacamos|cogio|cogi|cogimos|cogido|retiro|retire|retiramos|agarro|agarre|tomo|tome|falta|faltan|faltaron) )# (€|euros|dolares|pesos|soles)? de caja(?! (chica|de ahorros?|rural|fuerte|registradora))',
    // 'le instalamos uno de los compresores al chele Ortiz: 480 el compresor + 90 la mano de obra':
    // a job done for a customer, priced.
    '(le|les) (instalamos|montamos|colocamos) (uno|una|un|el|la|los|las|dos|tres|#)(?=([^.]|[.](?=[0-9])){0,80}# (el|la|los|las|de|por) (mano de obra|instalacion|montaje|trabajo|servicio))',
    // 'hicimos un catering pa una startup': food served for a customer is sold.
    '(hicimos|dimos|servimos|atendimos) (un|el|otro) (catering|coffee break|brunch|buffet)',
    // 'le dimos servicio a 6 motos': work done for a customer.
    '(le|les)? (dimos|hicimos) (el)? (servicio|mantenimiento|afinamiento|afinacion) (a|de)',
    // 'le surtimos 300 garrafones a Abarrotes Doña Mary': goods we supplied to a customer.
    '(le|les) (surtimos|surti|despachamos|despache) #',
    // 'nos cayó un contrato nuevo… por 1.200 el mes': work won and priced is sold.
    '(nos|me)? (cayo|salio|entro|llego|conseguimos|cerramos|firmamos|agarramos|pillamos) (un|una|el|otro|otra) (contrato|convenio|acuerdo|trabajo|trabajito|encargo|proyecto|cliente|chamba|pega|curro|job)(?! (del|de|para el|para la) (local|alquiler|arriendo|renta|oficina|nave|bodega|prestamo|credito|leasing|seguro|luz|agua|internet|telefono)) ([^.;]|[.](?=[0-9])){0,80}?por #(?! (anos|ano|meses|mes|dias|semanas))',
    // 'hoy salieron 18 micas a 5 c/u': things counted that went out at a price were sold.
    '(salieron|volaron|se vendieron|se fueron) # [a-z]+ ([a-z ]{0,30})?(a|x|por) #',
    // 'hicimos la limpieza de las oficinas de un bufete, 1.400': work we did for a customer, charged.
    '(hicimos|realizamos|terminamos|dimos|hemos hecho|hemos realizado) (todo|toda)? (la|el|una|un) (logistica|organizacion|produccion|decoracion|ambientacion|coordinacion|montaje|sonido|iluminacion|animacion|filmacion|grabacion|reforma|obra|traslado|diseno|limpieza|limpieza profunda|mudanza|instalacion|reparacion|mantenimiento|fumigacion|poda|pintura|remodelacion|traduccion|asesoria|consultoria|auditoria|sesion de fotos|cobertura|team building|taller|evento|actividad|tour|cata|degustacion|experiencia|partida|capacitacion|charla) (de|del|para|a|en) (la|el|las|los|un|una|su) [a-z]+',
    // 'le hicimos factura a una contratista': we invoiced a customer.
    '(le|les) (hicimos|emitimos|hemos hecho|hemos emitido|hemos mandado|hemos enviado|hemos pasado|he hecho|he emitido|he mandado|he enviado|he pasado|hice|emiti|pasamos|mandamos|enviamos) (la|una|su)? factura',
    // 'puros arreglos…, juntamos 310 en efectivo': the takings gathered, never partners' money put together.
    '(juntamos|junte|juntaron|se junto|se juntaron) (unos|unas)? \\$?#(?! ([^.;]|[.](?=[0-9])){0,40}(entre|socios|socias|capital|aporte|cada uno|cada una))',
    // 'nos ha facturado' is a supplier billing us.
    '(?<!(nos|me) (ha|han) )factur(e|amos|ado|ada|ados|adas|ar|ando)',
    '(?<!nos |me )factur(o|aron)',
    'emiti* (la|una)? factura',
    // 'les pasamos la cuenta de cobro' (Colombia): the bill we send a customer.
    '(le|les)? (pasamos|mandamos|enviamos|hicimos|radicamos|emitimos) (la|una|su)? cuenta de cobro',
    '(factura|boleta|recibo) (a|al|para) (un|una|el|la|nuestro|nuestra)? (cliente*|clienta*)',
    // 'hoy en el mercado hemos hecho 512 € con el TPV': takings made through the terminal or the till.
    '(hemos hecho|hicimos|hice|he hecho|hemos sacado|sacamos|saque) # (€|euros|dolares|pesos|soles|pavos)? (con el|por el|en el|con la|por la) (tpv|datafono|pos|posnet|point|terminal|caja|maquinita|sumup|clip)',
    // 'apúntame la factura a Aquona: doce furgonetas a 35': an invoice we issued to a customer named.
    '(apunta|apuntame|anota|anotame|registra|registrame|mete|meteme|pon|ponme) (la|una|esta|esa) factura (a|al|para) (?!(nosotros|nos|la empresa)(?![a-z]))[a-z]+',
    // 'dimos tutoría de matemática a los 3 hijos': the work the company gave, without an article.
    '(dimos|impartimos|hicimos) (clases?|tutorias?|asesorias?|consultorias?|talleres?|cursos?|sesiones?|masajes?|terapias?|charlas?|capacitaciones?|tours?|paseos?)',
    // 'se fueron 180 en gasolina' is money spent, not goods sold.
    'se (fue|fueron) # (?!en )*',
    'hicimos caja',
    // 'vino un padre y se ha llevado el piano por 749': a customer took it for a price.
    'se (ha |han )?(llevo|llevaron|llevado) ([a-z]+,? ){1,8}(por|a) #',
    // 'el conservatorio se ha llevado 6 guitarras a 290 cada una': a count taken at a unit price.
    'se (ha |han )?(llevo|llevaron|llevado) # [a-z]+ ([a-z]+ ){0,3}(por|a|x) [$€]?#',
    // 'cierre del sábado: 1.845.000', 'cierre de TPV': the till or the terminal closed on a day's takings.
    '(cierre|cerramos|cerre) (de|del) (caja|la caja|dia|sabado|domingo|lunes|martes|miercoles|jueves|viernes|finde|fin de semana|semana|turno|tpv|datafono|pos|posnet|terminal)',
    '(todo|toda|todos|todas) (x|por|con|en) (el|la)? (datafono|tpv|pos|posnet|transbank|clip|sumup|izipay|datafast|medianet|niubiz|point|terminal|lector)',
    // 'lo del sábado por la terminal Clip: 18.600', 'alquileres del domingo por el TPV: 1.236,50': takings.
    '(x|por|en) (el|la) (datafono|tpv|pos|posnet|terminal|lector)( [a-z]+)?:? #',
    '# (€|\\$|euros|dolares|pesos)? (x|por|en) (el|la)? (datafono|tpv|pos|posnet|terminal|lector)',
    '(caja|lo|ventas|alquileres|clases) del (dia|sabado|domingo|lunes|martes|miercoles|jueves|viernes|finde|fin de semana)',
    // 'la caja del día cerró en 415 mil': the day's takings.
    '(la caja|el dia|la jornada|la venta) (del dia|de hoy|del sabado|del domingo|de la semana)? (cerro|cerramos|cuadro|termino) (en|con) (#)?',
    // Takings of a place or a till ('la barra hizo 1.340', 'el puesto recaudó 600').
    '(la caja|la barra|el local|la tienda|el puesto|el carrito|el bar|el restaurante|la cafeteria|el food truck|el stand|la feria) (hizo|facturo|vendio|recaudo|saco|dejo) #',
    '(hicimos|hice) # (en|de) (ventas|venta|caja)',
    '(recaudamos|recaude)',
    'se llev(o|aron) (fiad(o|a|os|as)|al fiado|a credito)? (material|mercaderia|mercancia|producto*)',
    // 'el vecino se llevó fiado…': goods a customer took on credit.
    'se llev(o|aron) (fiad(o|a|os|as)|al fiado|a credito)',
    '(cliente*|clienta*|comprador*|compradora*) (nos)? se (llevo|llevaron|lleva|llevan)',
    'se llev(o|aron) # [a-z]+ ([a-z]+ ){0,3}(fiad*|a credito|a cuenta|a #|por #)',
    'despachamos',
    '(hemos|he) (despachado|servido)',
    // 'salieron 150 tamales a 5 cada uno': units gone at a price are sold (without a price they may be used up).
    'salieron # [a-z]+ (a|por) #',
    'atendimos',
    // Work done, counted ('hice tres tatuajes', 'realizamos 4 mudanzas'): what we charge for, unless the
    // count is of payments, purchases or orders we placed.
    '(hice|hicimos|realice|realizamos) # (?!pagos|pago|compras|compra|transferencias|transferencia|depositos|deposito|pedidos|pedido|retiros|retiro|abonos|abono|cuotas|cuota|giros|giro|consignaciones|envios|viajes|preguntas|cambios|ajustes|asientos|movimientos|registros|horas extra)[a-z]+',
    // An event covered for a customer ('cubrimos una boda', 'filmamos un bautizo'): work we charge for.
    '(cubrimos|fotografiamos|filmamos|grabamos|amenizamos|animamos|musicalizamos|tocamos en) (una|un|el|la|dos|tres|#) (boda|bodas|evento|eventos|cumpleanos|fiesta|fiestas|bautizo|bautizos|quince*|graduacion|graduaciones|congreso|conferencia|comunion|comuniones|matrimonio|matrimonios|sesion|sesiones|concierto|partido)',
    // 'tatuamos a 6 clientes', 'paseamos 12 perros': work done for whom we charge.
    '(?!contrat|despedi|pag|compr|invit|busc|entrevist|tuvimos|tenemos|sumamos)[a-z]+(amos|imos) (a)? # (clientes|clientas|personas|pacientes|alumnos|alumnas|huespedes|turistas|pasajeros|invitados|perros|mascotas|gatos|autos|carros|coches|motos|bicis|bicicletas|familias|ninos|novios|parejas)',
    // Rooms or beds taken by guests ('se ocuparon 30 camas', 'hospedamos 12 turistas'): nights sold.
    'se ocup(o|aron) # [a-z]+',
    '(hospedamos|alojamos) # [a-z]+',
    // An order of units at a price from a customer ('un colegio nos pidió 300 paletas a 1,20').
    '(nos|me) (pidio|pidieron|encargo|encargaron|ha pedido|han pedido|ha encargado|han encargado) # [a-z]+ ([a-z]+ ){0,5}a #',
    // A job a customer gave us ('una empresa nos encargó el catálogo, 900').
    '(nos|me) (encargo|encargaron) (el|la|los|las|un|una|unos|unas)',
    '(nos|me) (contrat(o|aron)|(ha|han) contratado)',
    '(el|la|los|las|un|una)? (cliente|clientes|clienta|clientas|comprador|compradora) (nos)? (paga|pagan|pagara|pagaran|abona|abonan|cancela|cancelan) (a|en|el|la|al)',
    '(nos|me) (lo|la|los|las)? (compro|compraron|ha comprado|han comprado)',
    'entregamos',
    // 'le fiamos a doña Marta 45 en abarrotes': goods given on trust are sold on credit.
    '(le|les) (fiamos|fie|fio|fiaron)',
    // 'dos familias todavía no pagan la pensión del mes': customers owing what we gave them.
    '(familia|familias|cliente|clientes|clienta|clientas|alumno|alumnos|alumna|alumnas|socio|socios|paciente|pacientes|padres|huesped|huespedes|inquilino|inquilinos) (todavia|aun)? no (nos)? (pagan|paga|han pagado|ha pagado|pagaron|pago) (la|el|su|sus|los|las)',
    // 'el hotel nos debe 1.100 de la lavandería del mes': what a customer owes for what we did.
    '(nos|me) (debe|deben|adeuda|adeudan) # (de|del|por)',
    // 'al vendedor' names who sold to us.
    // 'pa restaurarlas y venderlas': what goods bought are for, never a sale made.
    '(?<!para |pa |para la |a la |de |nos |me |nos la |nos lo |nos las |nos los |[a-z]+(?:arlas|arlos|arla|arlo) y )vend(?!edor|imia|erl)*',
    // 'punto de venta' (a till, a POS system) names a thing, not a sale.
    // 'la chica de ventas', 'el asesor de ventas': someone's job, not a sale.
    '(?<!para |para la |a la |punto de |puntos de |terminal de |sistema de |autorizacion de |permiso de |licencia de |patente de |tasa de |(chica|chico|muchacha|muchacho|senora|senor|encargad[oa]|asesor[a]?|asesoras|asesores|ejecutiv[oa]s?|jefe|jefa|gerente|director[a]?|vendedor[a]?|auxiliar|asistente|equipo) de )venta(?!nill)*(?<!venta(?= ambulante))',
  ],
  /** We bought or acquired. */
  buy: [
    // 'hemos pillado una moto de segunda mano' (Spain): bought.
    '(he|hemos|ha|han) pillado (un|una|unos|unas|el|la|los|las|#)',
    '(pillamos|pille) (un|una|unos|unas|el|la|los|las|#)',
    // 'se cargó gasolina a la camioneta, 120': fuel bought.
    '(se|le|les)? (cargo|cargamos|cargue|echo|echamos|eche|puso|pusimos|puse|tanqueamos|tanquee) (gasolina|nafta|diesel|gasoil|combustible|bencina|petroleo)',
    // 'hemos repuesto 10 anillos en una feria': stock bought again ('un repuesto' is a spare part).
    '(he|hemos|ha|han) repuesto (#|el|la|los|las|un|una|unos|unas|mas|stock|mercaderia)',
    '(repusimos|repuse)',
    // 'fui al mayor de Quinta Crespo: 200 paquetes de harina a 1,10': goods got at the wholesaler's.
    '(fui|fuimos|pase|pasamos) (al|a la|por el|por la) (mayor|mayorista|distribuidora|distribuidor|mercado mayorista|central de abastos|abasto|makro|costco|cash and carry)(?=[^.;?]{0,60}#)',
    // 'sacamos al crédito en la distribuidora 40 galones': goods taken on credit from a seller.
    '(sacamos|saque|sacaron) (al credito|a credito|fiado|al fiado|de contado|al contado) (en|de|con) (la|el)',
    // 'cogimos un motor Honda', 'agarramos una camioneta': a thing got for the company, bought.
    '(cogimos|cogi|agarramos|pillamos) (un|una|unos|unas|dos|tres|#) (?!(plata|dinero|efectivo|pasta|cash|billete|billetes|prestamo|credito)(?![a-z]))[a-z]{3,}',
    // 'un apicultor nos vendió 20 cubetas de miel': sold to us is bought.
    '(nos|me) (lo|la|los|las)? (vendio|vendieron|ha vendido|han vendido)',
    // 'la distribuidora nos dejó 40 libros a 95': goods a supplier left with us are bought.
    '(el|la|nuestro|nuestra) (proveedor|proveedora|distribuidor|distribuidora|mayorista|fabricante|importador|importadora|suplidor|suplidora) (de [a-z]+)? (nos|me) (dejo|dejaron|trajo|trajeron|mando|mandaron|envio|enviaron|entrego|entregaron|fio|fiaron|despacho|despacharon|(ha|han) (dejado|traido|mandado|enviado|entregado|fiado|despachado))',
    // 'pedimos 20 mil bolsas impresas…': things counted that we ordered from a supplier.
    '(le|les)? (pedimos|encargamos) #',
    // 'he pillao en Wallapop 6 sillas' (Spain): got, that is bought.
    '(he|hemos) pillado',
    'pillamos',
    // 'nos surtió Comex': a supplier stocked us up.
    '(nos|me) (surtio|surtieron|abastecio|abastecieron|proveyo|proveyeron|repuso|repusieron)',
    // 'el comprador' is a customer, never our purchase.
    // 'nos metió 2 mil para comprar herramienta': money given for a purchase still to come.
    // 'una cafetería nos ha comprado 60 platos' is a customer buying from us; 'el cliente compró el
    // calefón' is the customer's own purchase.
    // 'son de los que compramos en Olmedo': a purchase already told, named to say which goods.
    '(?<!nos |me |nos lo |nos la |nos los |nos las |para |pa |para que |pa que |(nos|me) (lo |la |los |las )?(ha|han) |(el|la|los|las) (cliente|clienta|clientes|clientas) (ya )?|de (los|las|lo) que (le |les )?|(son|es|eran|era) (los|las|lo) que (le |les )?)compr(?!ador|es|ob|om|en)*',
    // 'me compré', 'nos compramos': bought for ourselves; 'me compró' is a customer buying from us.
    '(me|nos) (he |hemos )?(compre|compramos|comprado)',
    'adquiri*',
    'adquiere*',
    'nos hicimos con',
    'nos quedamos con',
    // 'nos hemos pillado 4 micros' (Spain): bought.
    '(nos|me) (he |hemos )?(pillado|pillamos|pille)',
    'repus*',
    '(?<!le |les )surti*',
    'encarg(ue|amos)',
    'llego el pedido',
    // 'pedido a la editorial: 20 libros…', 'hicimos un pedido al mayorista': an order we placed with
    // a seller; 'para revender', 'para la venta': things got to sell again are stock bought.
    '(hicimos|hice|hemos hecho|he hecho|mandamos|mande)? (un|el|otro)? pedido (a|al|a la|con|de) (la|el|los|las)? (editorial|proveedor|proveedora|distribuidor|distribuidora|distribuidores|mayorista|fabrica|fabricante|importador|importadora|laboratorio|bodega|drogueria|almacen)',
    'para (revender|reventa|la reventa|vender en la tienda|tener en stock|stock)(?![a-z])',
    // 'llegaron 60 llantas de…': goods counted arriving are a purchase received, never people.
    '(llegaron|han llegado|ya llegaron) #(?! (clientes|clientas|personas|alumnos|alumnas|turistas|huespedes|pacientes|invitados|chicos|ninos|perros|mascotas|autos|carros|coches|pedidos de))',
    // 'nos llegó la liquidación de la pasarela' is money or a paper arriving, not goods.
    'nos (entregaron|llego|llegaron|trajeron)(?! (la|el|los|las) (liquidacion|liquidaciones|pago|pagos|deposito|transferencia|plata|dinero|cobro|resumen|extracto))',
    'recibimos (el|la|los|las)? (pedido|mercaderia|mercancia|encargo)',
    // 'ya tenemos 18 matriculados': people signed up are customers, never something bought.
    'ya tenemos(?! (# )?(la |el |los |las |nuestra |nuestro )?(matricul|inscrit|alumn|client|nin|reserv|pedid|persona|paciente|socio|miembro|suscript|seguidor|huesped|turista|grupo|chic|usuari|estudiant|interesad|mascota|perro|sl|sa|sas|srl|sac|spa|empresa|sociedad|cuenta|constituida|constitucion|local|ruc|nit|cif|rut|montad|abiert|registrad|listo|lista|todo|permiso|licencia|emplead|trabajador|ayudant|plebe|personal|operari|muchach|chaval|chavo|peon|jornaler|cajer|repartidor|chofer|mecanic|tecnic)*) (un|una|el|la|nuevo|nueva)?',
    'nos llevamos',
    'estrenamos',
    // 'estoy dado de alta como trabajador': someone registered on the payroll, not a service signed up to.
    '(?<!(estoy|esta|estamos|estan) )(dimos|dado|damos|di) de alta(?! como)',
    'nos (suscribimos|dimos de alta)',
    'suscribimos',
    'renovamos',
    // Hiring staff ('contratamos dos chicos pa cargar') is pay to come, never a service bought.
    // 'contratamos a Bryan de técnico': a person hired by name (the personal 'a' before a name).
    '(?<!(nos|me) (ha|han) )contrat(amos|e|ado|ada)(?! a (?!(un|una|la|el|los|las|unos|unas|nuestro|nuestra|nuestros|nuestras|esta|este|esa|ese|otra|otro|[0-9]+)(?![a-z]))[a-z]+)(?! (a )?(la |el |al |un |una |dos |tres |cuatro |[0-9]+ )?(senora|senor|don|dona|seno|chico|chica|chicos|chicas|ayudante|ayudantes|empleado|empleada|empleados|empleadas|trabajador|trabajadora|trabajadores|trabajadoras|persona|personas|cajero|cajera|mesero|mesera|meseros|cocinero|cocinera|recepcionista|vendedor|vendedora|repartidor|repartidora|operario|operarios|peon|peones|asistente|auxiliar|muchacho|muchacha|muchachos|muchachas|gurisa|guriso|patojo|patoja|pelado|pelada|chaval|chavala|dependiente|dependienta|camarero|camarera|barista|profesor|profesora|monitor|monitora|costurer[oa]s?|tecnic[oa]s?|maestr[oa]s?|enfermer[oa]s?|peluquer[oa]s?|estilistas?|limpiadoras?|teachers?|instructor(a|es|as)?|guias?|chofer(es)?|conductor(a|es|as)?|mecanic[oa]s?|albanil(es)?|taquer[oa]s?|cociner[oa]s|profesores|profesoras|monitores|monitoras|vendedores|vendedoras|cajeros|cajeras|recepcionistas|baristas|camareros|camareras)(?![a-z]))',
  ],
  /** We rented something (in, when no money came in; out, when a customer paid for it). */
  rent: ['(alquilamos|alquile|arrendamos|arrende|rentamos|rente|hemos alquilado|he alquilado|hemos rentado)'],
  /** We paid (first person, or the company). */
  payOut: [
    // 'ayer se fueron 180 en gasolina': money spent on something.
    'se (fue|fueron|nos fue|nos fueron) # (€|euros|dolares|pesos|soles)? en (gasolina|nafta|diesel|gasoil|combustible|bencina|comida|taxis?|uber|pasajes|peajes|material|materiales|insumos|reparaciones|arreglos)',
    // 'y hemos liquidado al distribuidor lo que le quedaba': what we owed, paid off.
    '(?<!(nos|me) )(le |les )?(hemos|he) (liquidado|cancelado|saldado) (a|al|a la|a los|a las|lo|la|el|los|las|toda|todo)',
    // 'le mandamos 3 mil al importador', 'les transferimos el resto': money sent by us.
    '(le|les) (mandamos|mande|enviamos|envie|transferimos|transferi|depositamos|deposite|giramos|gire|consignamos|consigne|pasamos|pase) (#(?! (?!(mil|lucas|k|euros|dolares|pesos|soles|pavos|de|al|a|por|en|del|y|mas)(?![a-z]))[a-z]{2,})|(el|la|lo|los|las) (dinero|plata|pago|resto|saldo|sueldo|que))',
    // 'le mandé al carpintero 300 de anticipo': money sent to someone named before the figure.
    '(le|les) (mandamos|mande|enviamos|envie|transferimos|transferi|depositamos|deposite|giramos|gire|pasamos|pase|yapee|yapeamos) (a|al|a la|a los|a las) [a-z]+ ([a-z]+ )?#',
    // 'pagados por el banco el seguro…, 720, y la tasa…, 310': bills said paid, the verb first.
    '(?<!(nos|me|te|le|les) (ha |han |hemos |he )?)(pagados|pagadas|pagado|pagada) (por el banco|por banco|por transferencia|con la tarjeta|con tarjeta|con la debito|con debito|en efectivo|desde la cuenta)',
    // 'hemos aprovechado para pagar la de la gestoría': the chance taken to pay is a payment made.
    '(aprovechamos|hemos aprovechado|aproveche|he aprovechado|aprovechando) (para|y) (pagar|pagarle|pagarles|cancelar|saldar|liquidar|abonar)',
    'pague',
    // 'le yapeé su sueldo': paid through a wallet, said with the wallet as the verb.
    '(le|les) (yapee|yapeamos|plinee|plineamos|bizumee|bizumeamos|sinpee|nequie)',
    // 'le he hecho la transferencia a Javi': a transfer we made is money out.
    '(le|les) (he|hemos)? (hecho|hice|hicimos) (la|una|el|otra|otro) (transferencia|transfe|bizum|deposito|giro|yapeo|sinpe)',
    '(?<!(nos|me) )(he|hemos) hecho (la|una|el|otra|otro) (transferencia|transfe|bizum|deposito|giro|yapeo|sinpe)',
    '(?<!(nos|me) )(hice|hicimos) (la|una|el|otra|otro) (transferencia|transfe|bizum|deposito|giro|yapeo|sinpe)',
    // Told to the assistant as an order ('págale la mitad al del horno', 'paga lo que debemos').
    'pagale*',
    // 'tuvimos que pagarle 120', 'nos tocó pagar la multa': an obligation met is a payment.
    '(tuvimos|tuve|hubo|tocara|toco|nos toco|me toco) (que)? (pagar|pagarle|pagarles|abonar|abonarle|devolver|devolverle)',
    'pagar(le|les)',
    '(?<![a-z] )paga (la|el|lo|los|las|todo|a|al)',
    'pagamos',
    // 'los clientes me han pagado' is money coming in.
    '(?<!(me|nos) (ha|han) |(los|las) de (la |el |los |las )?[a-z]+ (ya )?(ha|han) |que (nos )?(debia|debian)[^.;]{0,40} (ha|han) )pagado',
    'pagada',
    'pagados',
    'pagadas',
    'he pagado',
    'hemos pagado',
    'le pag*',
    'les pag*',
    'se (le|les) (pago|pagaron|abono|abonaron|transfirio|transfirieron)',
    // The impersonal 'se pagaron los honorarios': the company paid them.
    'se (pago|pagaron|abono|abonaron|cancelo|cancelaron|transfirio|transfirieron|giro|giraron) (el|la|los|las)',
    'abone',
    'abonamos',
    'le abon*',
    'les abon*',
    'cancele',
    'cancelamos',
    'le cancel*',
    'les cancel*',
    'salde',
    'saldamos',
    // 'fui a la alcaldía a pagar el permiso': went and paid it.
    '(fui|fuimos|vine|vinimos|pase|pasamos) ([a-z]+ ){0,4}a pagar',
    // 'hemos saldado la tarjeta', 'ya liquidamos lo del proveedor': a debt of ours paid off.
    '(hemos|he|ya) (saldado|liquidado|cancelado|pagado) (la|el|los|las|lo|todo|toda)',
    'liquide',
    'liquidamos',
    'transferi',
    'transferimos',
    'le transferi*',
    // ('les he mandado la factura' is a bill we sent a customer, never money paid.)
    '(le|les) (hemos|he) (transferido|pagado|abonado|girado|depositado|consignado|yapeado|bizumeado|mandado)(?! (la|una|su|el|un) (factura|presupuesto|cotizacion|proforma|cuenta de cobro|recibo))',
    // Wallet apps as verbs (PE Yape/Plin, ES Bizum, CO Nequi): paying by them is paying.
    '(yapeamos|yapee|plineamos|plinee|bizumeamos|bizumee|nequeamos|nequee)',
    'se (lo|la|los|las) (pasamos|yapeamos|mandamos|depositamos|consignamos)',
    '(le|les) pasamos #',
    // Someone we owed collected it: 'el ayudante ya cobró lo que le debíamos'.
    '(cobro|cobraron|ha cobrado|han cobrado) (lo que|el sueldo que|la parte que) (le|les)? (debiamos|debemos|adeudabamos|faltaba)',
    '(le|les)? (hicimos|hice|mandamos|mande) (un|una) (yape|plin|bizum|nequi|transferencia|deposito|giro)',
    'giramos',
    'le giramos',
    `le di${NOT_A_SERVICE_GIVEN}`,
    'se (lo|la|los|las) (di|dimos|pague|pagamos|transferi|transferimos|deposite|depositamos|abone|abonamos)',
    `le dimos${NOT_A_SERVICE_GIVEN}`,
    `les dimos${NOT_A_SERVICE_GIVEN}`,
    'sali(o|eron) de (la)? (caja|cuenta)',
    'lo sacamos de',
    'domiciliad*',
    // 'nos domiciliaron el seguro': the bank paid it from our account.
    '(nos|me) (lo|la|los|las)? (ha|han)? (domicili(aron|ado|ada))',
    'nos (cargaron|cargan|descont(o|aron)|debit(o|aron)|cobr(o|aron|an|a))',
    '(nos|me) (ha|han) (cobrado|cargado|descontado|debitado|facturado)',
    'me (cobro|cobraron|cobra|cobran)',
    'cargad(o|a|os|as) (a|en) (la)? (cuenta|tarjeta|tc)',
    'ya (quedo|quedaron|esta|estan) pag(o|os|ado|ados|ada|adas)',
    'le consign*',
    'les consign*',
    'consignamos a',
  ],
  /** A supplier billed or charged us: a cost of ours, paid or still owed. */
  billed: [
    '(nos|me) (facturo|facturaron|cobro|cobraron)',
    // 'la maestra nos cobra por clase': what someone charges us, at a rate.
    '(nos|me) (cobra|cobran|factura|facturan) (por|a|el|la|#)',
    '(nos|me) (ha|han) (facturado|cobrado)',
    '(nos|me) (paso|pasaron|mando|mandaron|envio|enviaron) (la|su) (cuenta|factura|boleta|cuenta de cobro)',
    // 'la gestoría nos ha pasado la factura de…': a bill received, said in the perfect tense.
    '(nos|me) (ha|han) (pasado|mandado|enviado|emitido|hecho) (la|su|una) (cuenta|factura|boleta|cuenta de cobro)',
    '(nos|me) (pasa|pasan|manda|mandan|envia|envian|hace|hacen|emite|emiten) (su|la)? (factura|boleta|recibo|cuenta de cobro)',
  ],
  /** Customers paid through the card terminal ('pagados con datáfono'). */
  terminalPaid: [PAID_BY_TERMINAL],
  /** Someone paid us. */
  payIn: [
    // 'La peña ya ha pagao lo del chocolate': someone named first has paid what was theirs to pay us.
    '^(el|la|los|las) (?!(socio|socia|socios|socias|dueno|duena|gestor|gestora|gestoria|contador|contadora)(?![a-z]))[a-z]+ ([a-z]+ )?(ya)? (nos)? (ha|han) (pagado|abonado|transferido|saldado) (lo|la|los|las) (del|de la|de los|de las|que)',
    // 'los 3 que debían la cuota del mes ya han pagado': those who owed us, paying.
    '(los|las|el|la) (# |dos |tres |cuatro )?que (nos)? (debia|debian) ([a-z]+ ){0,5}(ya)? (han pagado|ha pagado|pagaron|pago|han abonado|abonaron)',
    // 'el Riu ya soltó los 2.2k que nos debía': a customer let go of what it owed us.
    '(solto|soltaron|ha soltado|han soltado) (los|las|el|la|lo) (# (k|mil|lucas)?)? que (nos)? (debia|debian|adeudaba|adeudaban|quedaba|faltaba)',
    // 'los de Lyon ya han pagado el taller', 'las de la academia pagaron': people named by where they
    // are from, paying, are customers paying us.
    '(los|las) de (la|el|los|las)? [a-z]+ (ya)? (han|ha)? (pagado|pagaron|abonado|abonaron|transferido|transfirieron|cancelado|cancelaron|consignado|consignaron|depositado|depositaron)',
    // 'una clienta nos ha mandado 150 € por Bizum': money sent to us, in the perfect tense.
    // ('nos han pasado 2 recibos domiciliados': bills charged to us, not money in.)
    '(nos|me) (ha|han) (mandado|enviado|girado|pasado|transferido|depositado|ingresado|consignado|yapeado|bizumeado) #(?! (recibos?|facturas?|cargos?|cobros?|cuotas?)(?![a-z]))',
    // 'nos yapeó 400', 'me bizumearon la mitad': the wallet's own verb, in the simple past.
    '(nos|me) (lo|la|los|las)? (yape(o|aron)|pline(o|aron)|bizume(o|aron)|sinpe(o|aron)|nequi(o|aron)|neque(o|aron)|zelle(o|aron)|daviplate(o|aron))',
    // 'ya nos mandaron el 30% por PayPal de adelanto': money a customer sent.
    '(nos|me) (mandaron|mando|enviaron|envio|han mandado|ha mandado|han enviado|ha enviado|pasaron|paso|transfirieron|transfirio|depositaron|deposito|giraron|giro) (el|la|los|las|un|una)? (#%|mitad|adelanto|anticipo|sena|senal|abono)',
    PAID_BY_TERMINAL,
    // 'con los 3 mil que nos dejó Maite ya hemos pagado…': where the money spent came from, not money in.
    '(?<!(con|usando) (el|la|los|las|lo) [^.,;]{0,25}que )(nos|me) (lo|la|los|las)? (ha|han)? (pag(o|aron|ado)|abon(o|aron|ado)|transfiri(o|eron)|deposit(o|aron|ado)|consign(o|aron)|gir(o|aron)|cancel(o|aron)|liquid(o|aron)|(dejo|dejaron)(?! (a credito|fiad[oa]s?|al fiado|a # dias|en consignacion))(?! # (?!(euros|dolares|pesos|soles|lucas|mil|pavos|varos|mangos|palos|verdes|bolivares|quetzales|colones|lempiras|cocos|lukas|luquitas|billetes)(?![a-z]))[a-z]{3,})|adelant(o|aron)|prepag(o|aron))',
    // 'nos dio 300', 'nos dieron el pago', never 'nos dio clases' (a service we received).
    '(nos|me) (lo|la|los|las)? (dio|dieron) (#(?! (dias|meses|semanas|anos))|el dinero|la plata|el pago|el importe|lo que|lo|la|los|las|un adelanto|una sena|una senal|un anticipo|el anticipo|la sena|la senal|el resto|la mitad|el saldo|la plata|en efectivo|por transferencia|\\$)',
    // 'que el banco cobre comisión' is a subjunctive, not 'cobré'.
    // '540 € cobrados por domiciliación': a charge the bank took from us, not money in.
    // 'se ha cobrado la fibra de Movistar': a supplier took its bill from the account, no money in.
    // 'domiciliada, ya nos la han cobrado': the supplier charged us, no money in.
    '(?<!nos ha |nos han |me ha |me han |se ha |se han |nos (la|lo|las|los) (ha|han) |me (la|lo|las|los) (ha|han) )cobr(amos|(?<!que ([a-z]+ ){0,3}cobr)e|ado|ada|ados|adas|ando)(?! (de una vez |a la empresa |en la cuenta )?(por domiciliacion|en la tarjeta|de la cuenta|del banco|por el banco))',
    'ya (nos)? (pago|pagaron|abono|saldo)',
    // 'se cobró $187 todo en billete': the takings collected, said impersonally.
    'se (cobro|cobraron)',
    '(cliente|clienta|clientes) (ya)? (pago|pagaron|abono|saldo|cancelo|consigno)',
    // A customer-like subject a few words before a paying verb in the third person: they paid us.
    '(?<![a-z])(cliente|clienta|clientes|clientas|grupo|pareja|novio|novia|novios|familia|huesped|huespedes|paciente|pacientes|alumno|alumna|alumnos|alumnas|comprador|compradora|inquilino|inquilina)( [a-z]+){0,8} (ya )?(ha |han )?(pagado|abonado|transferido|dejado|(?<!por )adelantado|depositado|pago|pagaron|abono|abonaron|transfirio|transfirieron|dejo|dejaron|adelanto|adelantaron|deposito|depositaron)',
    'abono #',
    'abono (la|media|su)',
    'salda su',
    'saldo su (factura|deuda|cuenta)',
    'cayo el (deposito|pago)',
    '(cada uno|cada una|cada quien|cada alumno|cada cliente) (pago|abono|yapeo|plineo|transfirio|deposito|consigno)',
    // 'se me cayó un celular' is a thing dropped, not money that came in.
    '(?<!se )(nos|me) (cayo|cayeron|entro|entraron)',
    'ingres(aron|o) en (la)? cuenta',
    'entr(o|aron) (a|en) (la)? (cuenta|caja)',
    '(ha|han) (ingresado|transferido|pagado|abonado|depositado|consignado|cancelado) (el resto|lo que faltaba|el saldo|la diferencia|lo pendiente)',
    // 'Casa Antonio ha ingresado la mitad de su factura': a customer paid part of what it owes.
    '(ha|han) (ingresado|transferido|pagado|abonado|depositado|consignado) (la mitad|una parte|parte|su factura|lo que (nos)? (debe|debia|debian))',
    // 'nos ha mandado un Bizum de 250', 'me hizo un yappy': a payment sent to us.
    '(nos|me) (ha |han )?(mandado|mandaron|mando|enviado|enviaron|envio|hecho|hicieron|hizo|pasado|pasaron|paso) (un|una)? (bizum|yape|plin|nequi|daviplata|transferencia|deposito|giro|sinpe|pago movil|zelle|yappy|mercado pago|adelanto|anticipo|abono)',
    // 'entraron 75 lucas de baños': money that came in, and what for.
    '(?<!se |le |les )entr(o|aron) # (mil|lucas|luca|palos|k|€|euros|dolares|pesos|soles)? (de|del|por|en)',
    // 'entró la plata de 2 eventos': money that came in for something.
    'entr(o|aron) (la plata|el dinero|la lana|la pasta|el pago|los pagos|el cobro|los cobros) (de|del|por)',
    'recibimos(?! (la|el|una|un|las|los) (factura|recibo|boleta|cuenta|cobro|aviso|liquidacion))',
    // 'ingresaron 3.500 de un cliente': money in, the amount said next.
    '(nos)? (ingresaron|ingreso) (#|de un|de una|de la|del)',
    'recibi(?! (la|el|una|un|las|los) (factura|recibo|boleta|cuenta|cobro|aviso|liquidacion))',
    // 'nos ha dado factura' is a paper, not money.
    '(nos|me) (ha|han) (dado|dejado|pagado|abonado|transferido|depositado|consignado|adelantado)(?! (la |una |el |un |su )?(factura|recibo|boleta|presupuesto|cotizacion|ticket|comprobante))',
    // 'se la consigno el 15' is a promise of ours, not money in.
    '(?<!se (la|lo|las|los|le|les) )(consignaron|consigno|pagaron|abonaron|transfirieron|depositaron|saldaron)',
    // Not goods counted at a price ('me dejó 30 cajones a 12'): those a supplier left with us.
    // 'mi primo nos pasó 500 por Yape', 'me mandaron la mitad de lo del cumple': money sent to us.
    '(nos|me) (paso|pasaron|mando|mandaron|envio|enviaron|giro|giraron) (#(?! (?!(euros|dolares|pesos|soles|lucas|mil|pavos|varos|mangos|palos|bolivares|quetzales|colones|lempiras|verdes|barras|por|con|via|para|del|que|mas|desde|pero)(?![a-z]))[a-z]{3,})|la mitad|el resto|una parte|parte|lo que|lo del|lo de la|el saldo|la plata|el dinero|la guita|la lana)',
    // 'el colegio transfirió los 6.000 que quedaban': what a customer still owed, paid in.
    '(transfirio|transfirieron|pago|pagaron|deposito|depositaron|consigno|consignaron|abono|abonaron|cancelo|cancelaron) (los|el|la|lo) # que (le |les |nos )?(quedaban|faltaban|debia|debian|quedaba|faltaba|adeudaba)',
    // 'los otros 60 me los mandó por Zelle': the rest sent to us, its way said.
    '(nos|me) (lo|la|los|las) (mando|mandaron|paso|pasaron|envio|enviaron|giro|giraron|transfirio|transfirieron|deposito|depositaron|yapeo|yapearon) (por|en|con|via|al|a la)',
    // 'nos mandó $900 por SINPE': money sent to us, the currency sign before the figure.
    '(nos|me) (paso|pasaron|mando|mandaron|envio|enviaron|giro|giraron|transfirio|transfirieron|deposito|depositaron) (\\$|€)#',
    // 'la señora dejó un abono de 600 para sus coronas': part of the price left with us.
    '(nos)? (dejo|dejaron|ha dejado|han dejado) (un|una) (abono|adelanto|anticipo|sena|senal) (de)? (\\$|€)?#',
    // 'nos ha hecho la transferencia de la factura': someone paid us.
    '(nos|me) (ha|han|ya)? (hecho|hizo|hicieron) (la|una|el|un) (transferencia|bizum|deposito|consignacion|yapeo|sinpe|pago)',
    // 'una productora nos señó 600': an advance paid to us (rioplatense 'señar').
    '(nos|me) (seno|senaron|ha senado|han senado)',
    // ('el distribuidor nos dejó 15 cajas de chela…' is goods left with us, never money.)
    'nos (dejo|dejaron) #(?! (?!(euros|dolares|pesos|soles|lucas|mil|pavos|de|en|por|con|y|que|al?|verdes|varos|mangos|palos|billetes)(?![a-z]))[a-z]{3,}s(?![a-z]))',
    'nos (ha|han) (liquidado|depositado|pagado|transferido|abonado|ingresado)',
  ],
  /** Partners put money or things into the company. */
  contribute: [
    `aport*${NOT_EMPLOYER_CHARGE}`,
    // 'hemos metido 4.000 € cada uno en la cuenta de la SL': each partner's money put in.
    '(hemos|han|he|ha) metido # (€|euros|dolares|pesos|soles|pavos|lucas|mil)? (cada uno|cada una|cada socio|cada socia|por cabeza|por socio|por socia|entre (los|las) (dos|tres|2|3))',
    // 'para capital de trabajo' says what money is for, not that it is equity.
    // 'una agencia de la capital': the city, never the company's capital.
    '(?<!la )capital(?! de trabajo)',
    'capitaliz*',
    // 'al cliente le pusimos el implante': work done on someone, not money put in.
    '(?<!(le|les|se) )pusimos',
    '(?<!(le|les|se|nos|me) )pusieron',
    // 'las dos socias hemos puesto 3.000 cada una': money put in, said in the perfect tense.
    '(hemos|han|he|ha|habiamos|habian) puesto (#|plata|dinero|capital|cada|lo mismo|la misma|el mismo|de (mi|su|nuestro|nuestros) bolsillo)',
    // 'le puse tanque lleno a la furgoneta': something put into a thing, never money put in.
    '(?<!(le|les|se) )puso',
    '(?<!(le|les|se) )puse',
    // 'mi suegro nos metió 2 mil': money put into the company.
    '(nos|me) (metio|metieron|ha metido|han metido) (#|plata|dinero|lana|pasta|guita|capital)',
    'metio # (mil|k)? (€|dolares|euros|soles|pesos)? (mas|otros|otra vez)? (a|en) (la|el) (cuenta|caja|negocio|empresa|banco)',
    // 'Pilar ha metido otros 5.000 en la cuenta de la empresa': a partner's money put in.
    '(ha|han) metido (otros|otras|mas)? # (mil|k)? (€|dolares|euros|soles|pesos|pavos)? (mas)? (a|en) (la|el) (cuenta|caja|negocio|empresa|banco)',
    'pongo',
    'ponemos',
    'inyect*',
    // 'capital de constitución'; never what was paid for it ('la factura del contador por la constitución').
    '(?<!(gastos|gasto|tramites|tramite|notaria|factura|escritura|escrituras|papeles|honorarios|gestoria|registro|por|para) (de |del |por |para )?(la |el )?)constitu*',
    'desembolsad(o|os) (el|los)? capital',
    // 'partimos la SpA con la Cami y el Nacho, 4 mil cada uno': the company founded, each one's share.
    '(partimos|arrancamos|montamos|armamos|abrimos|formamos|creamos|fundamos|iniciamos|empezamos) (la|una|nuestra) (spa|sl|sa|sas|srl|sac|eirl|ltda|sociedad|empresa) ([^.]|[.](?=[0-9])){0,90}cada (uno|una|socio|socia|quien)',
    // 'desembolsados 3.000 € cada una': each partner's share of the capital paid in (Spain).
    'desembolsad(o|os|a|as) ([^.]|[.](?=[0-9])){0,30}cada (uno|una|socio|socia|quien)',
    'paso mi',
    'participaciones',
    'ampliacion de capital',
    'de (mi|su|nuestro) bolsillo',
    // 'metió 20 mil de su bolsa en la cuenta': a partner's own money put in.
    '(meti|metio|metieron|puso|pusieron|puse) # (mil|lucas|k)? (€|euros|dolares|pesos|soles|lempiras)? de (mi|su|sus|nuestros) (bolsa|plata|dinero|lana|pisto|ahorros)',
    'fondeo',
    'se fondeo',
    'entra(n)? (a|en) la (sl|sa|sas|srl|spa|sac|empresa|sociedad|firma)',
    // 'el flete que nos trae la mercadería' brings goods to us; a partner brings things in.
    // 'al traer los muebles': a customer bringing the work in, not a partner.
    // 'lo traen la semana que viene': a supplier bringing an order, never a partner bringing things in.
    '(?<!que nos |que me |que te |al |para |a |ir a |fui a |fuimos a |voy a |vamos a |lo |la |los |las |nos |me |se )trae*',
    'traigo',
    'traemos',
    // 'Paco se trae del taller de su padre el compresor…': a partner bringing his things in.
    'se (trae|traen|trajo|trajeron) (del|de la|de su|de sus|de casa|de mi|de el)',
    'meti(o|mos|eron)? (a|al|en) (la empresa|el banco|la cuenta|caja)',
    'meti(o|mos|eron) (#|plata|dinero|lana|pasta|guita|platita) (€|euros|dolares|soles|pesos)? (a|al|en) (la|el)? (empresa|negocio|banco|cuenta|caja|sociedad)',
    'cada quien meti*',
    // 'meto también mi furgo en la empresa', 'mete su yipeta a la empresa': a partner's thing put in.
    '(meto|mete|meten|metemos|meti|metio|metimos|metieron) (tambien)? (mi|su|sus|mis|nuestra|nuestro|nuestras|nuestros|el|la|los|las) [a-z]+ (a|en|al) (la|el)? (empresa|sociedad|negocio|sl|sa|sas|sac|srl|spa|compania)',
    // 'Maite ha metido 3.000 € en la cuenta': money put in, said in the perfect tense.
    '(ha|han|he|hemos) metido (#|plata|dinero|lana|pasta|guita|platita) (mil|k|lucas)? (€|euros|dolares|pavos)? (mas|extra)? (a|al|en) (la|el)? (empresa|negocio|banco|cuenta|caja|sociedad)',
    '(depositamos|depositaron|ingresamos|consignamos|transferimos|pusimos|pusieron|metimos|metieron|aportamos|aportaron|juntamos|desembolsamos|desembolsaron) ([^.]|[.](?=[0-9])){0,40}cada (uno|una|socio|socia|quien)',
    // 'cada uno depositó 12.500 en la cuenta de la sociedad': each founder's share put in.
    'cada (uno|una|socio|socia|quien) (deposito|puso|aporto|transfirio|metio|consigno|ingreso|deposita|pone|aporta) [$€]?#',
    'meti mi',
    'metio su',
    // 'Marta mete en la SL su reformer': a partner's own thing put into the company.
    '(mete|meten|metemos|meto|metio|metieron) (tb|tambien|ademas)? (en|a) (la|el) (sl|sa|sas|srl|spa|sac|empresa|sociedad|negocio|firma) (tb|tambien|ademas)? (su|sus|mi|mis|la|el|los|las|un|una|unos|unas|#)',
    // 'metemos en el taller el torno de Amparo': a partner's thing put into the premises of the company.
    '(mete|meten|metemos|meto|metio|metieron) (en|a) (la|el) (taller|local|estudio|obrador|tienda|oficina|consultorio|academia|nave|almacen) (su|sus|mi|mis|la|el|los|las)',
    '(mete|meten|metemos|meto) (su|sus|mi|mis)',
    '(mete|meten|metemos|meto|metio) (tambien|ademas)? (al negocio|a la empresa|a la sociedad|al taller|al local) (su|sus|mi|mis|la|el|los|las|un|una|#)',
    // 'también traje mi lavadora industrial', 'la cuadra mía pasa a ser de la empresa': a partner's
    // own things put in.
    '(?<!(?<![a-z])(nos|me|les|le) )(traje|trajo|trajimos|trajeron|traigo) (tambien|ademas)? (mi|mis|su|sus|nuestra|nuestro|nuestras|nuestros)',
    '(pasa|pasan) a ser (de la empresa|del negocio|de la sociedad|de la firma)',
    // 'la Lau también mete al negocio las cosas que usaba': things of a partner's put in.
    '(mete|meten|metemos|meto|metio|trae|traen|pone|ponen) (tambien|ademas)? (al negocio|a la empresa|a la sociedad|al taller|al local|al salon|al estudio) (las|los|unas|unos) (cosas|equipos|herramientas|maquinas|muebles|aparatos|utensilios)',
    // 'Teban además pone su pick-up': a partner's own thing put in.
    '(pone|ponen|pongo|ponemos) (tambien|tambein|tambie|ademas|ahora|igual|aparte|tb|tmb)? (a la empresa |en la empresa |al negocio )?(su|sus|mi|mis)',
    // 'yo meto además la furgoneta Berlingo, la hemos tasado en 6.500': a partner's thing put in, valued.
    '(yo|el|ella) (meto|mete|pongo|pone|traigo|trae|aporto|aporta) (tambien|ademas|aparte|tb|tmb)? (a la empresa |en la empresa |al negocio )?(la|el|los|las|mi|mis|su|sus) [a-z]+(?=[^.;?]{0,80}(tasad|valorad|valuad|avaluad|vale|valen))',
    '(suma|sumo|sumamos|incorpora|incorporo|incorporamos) (al negocio|a la empresa|a la sociedad|a la spa|a la sl|a la sas|a la srl|su|mi)',
    // 'entró una nueva socia con 3.000': a partner joining brings their share.
    '(entra|entro|entran|entraron|ingresa|ingreso|ingresan|ingresaron|se suma|se sumo|se incorpora|se incorporo|se une|se unio) (como|de)? (un|una)? (nuev(o|a)|tercer(a)?|cuart(o|a))? soci(o|a)s?',
  ],
  /** Someone lent us money. */
  borrow: [
    // 'el Nación nos acreditó 6 lucas de un crédito': a loan paid into the account.
    '(nos|me) (acredito|acreditaron|ha acreditado|han acreditado) ([^.;]|[.](?=[0-9])){0,40}(credito|prestamo|microcredito)',
    // 'Renzo le prestó al negocio 3 mil': lent to the company, whoever 'le' points at.
    '(le|les)? (presto|prestaron|ha prestado|han prestado|presta|prestara) (al|a la) (negocio|empresa|sociedad|local|tienda|taller|firma|emprendimiento|pyme|sl|sas|srl|spa|sac|academia|escuela|clinica|estudio|agencia|startup|cafeteria|restaurante|heladeria|panaderia|consultorio|gimnasio|oficina|peluqueria|barberia|cooperativa|proyecto)',
    // 'con el préstamo hemos pagado la envasadora': the loan's money spent, never a loan received.
    '(?<!(con el|con la plata del|con el dinero del|con lo del|con parte del|con la pasta del|con los fondos del|con la lana del|con el pisto del) )prestamo',
    'credito (bancario|del banco|con el banco|con la financiera|de consumo|automotriz|hipotecario)',
    // 'por fin salió el crédito de Bancóldex': a loan granted.
    '(salio|cayo|llego|aprobaron|aprobo|desembolsaron|desembolso) (el|un|una|la|nuestro) (credito|microcredito|financiamiento)',
    '(nos|me) prest(o|aron|a|an|ado)',
    '(nos|me) (ha|han|habia|habian) prestado',
    'pedimos prestado',
    // 'nos salió el crédito de la financiera': a loan granted and paid out.
    '(nos|me) (salio|aprobaron|aprobo|autorizaron|autorizo|dieron|dio|desembolsaron|desembolso|depositaron|deposito|otorgaron|otorgo|concedieron|concedio|consignaron|consigno|giraron|giro|transfirieron|transfirio|abonaron|abono|acreditaron|acredito|ingresaron|ingreso|cayo|llego|entro|paso|pasaron) (el|un|una|la) (credito|microcredito|financiamiento|financiacion)',
    'microfinanz*',
    '(nos|me) (deposito|depositaron|desembolso|desembolsaron|transfirio|transfirieron|dio|dieron|ingreso|ingresaron) ([a-z]+ ){0,3}(el|un|una|la) (credito|prestamo|microcredito)',
    // A credit line drawn on ('póliza de crédito', 'hemos tirado de 5.000'): borrowed for the short term.
    'poliza de credito',
    // Peru's municipal and rural savings banks lend to small firms: money they send is a loan.
    '(caja|cmac) (municipal|rural|huancayo|arequipa|piura|cusco|trujillo|sullana|ica|tacna|maynas|del santa|los andes|raiz) (nos)? (deposito|desembolso|presto|abono|transfirio|dio|aprobo)',
    // 'se los regresamos en 10 meses': money to be paid back on a schedule was lent.
    '(se (lo|la|los|las)|le|les|que) (regresamos|devolvemos|devolveremos|regresaremos|vamos a (regresar|devolver)|hay que (regresar|devolver)) en # (meses|cuotas|mensualidades|anos|quincenas|letras)',
    // 'quedamos en devolvérselos en 6 meses': money to give back on a term was lent to us.
    '(devolverselo|devolverselos|devolverselas|devolverle|devolverles|regresarselo|regresarselos|pagarselo|pagarselos) en # (meses|cuotas|mensualidades|anos|quincenas|letras)',
    // 'lo del crédito de Banorte: son los 5.000…': a credit named by whom it is from is a loan
    // (never 'a crédito', a card, a credit note or a tax credit).
    '(lo del|el|del|un|nuestro|ese) credito (pyme|mipyme|empresarial|comercial|productivo|personal|rapido|emprendedor)? (de|del|con)(?! (la |el |los |las )?(tarjeta|proveedor|proveedora|proveedores|cliente|clientes|iva|igv|itbms|fiscal|impuesto|dueno|vendedor|vendedora|tienda|almacen|mayorista|distribuidor|distribuidora))',
    // 'nos ha dejado 5.000…; se los devolvemos en 10 mensualidades': money left with us to give back.
    '(nos|me) (ha|han)? (dejado|dejo|dejaron|fiado|fio|adelantado|adelanto) #(?=[^?]{0,160}(se (lo|la|los|las) devolv|le devolv|les devolv|devolveremos|hay que devolver|a devolver|se (lo|la|los|las) (pagamos|pagaremos|vamos a pagar) en))',
    // 'nos otorgó un subsidio' is a grant (other income), not a loan.
    'nos (aprob(o|aron)|concedi(o|eron)|(ha|han) (concedido|aprobado|otorgado|desembolsado)|otorg(o|aron)|desembols(o|aron))(?! (un|una|el|la) (subsidio|subvencion|premio|beca|donacion|ayuda|bono|incentivo|apoyo|capital semilla))',
    // 'nos giró un anticipo' is a customer paying ahead, not a loan.
    'nos giro(?! (un|una|el|la|su) (anticipo|adelanto|abono|sena|senal|deposito|pago))(?!([^.;]|[.](?=[0-9])){0,40}(anticipo|adelanto|sena|senal|abono|pago de|por (el|la|los|las) (trabajo|pedido|encargo|servicio)))',
    'ico',
    'microcredito',
    'hipoteca',
    'linea de credito',
    // Financed by whoever sold it ('financiado por el proveedor') is owed to the seller, not a loan.
    'financiad(o|a|os|as)(?! (por|con) (el|la) (propio |propia )?(proveedor|proveedora|fabricante|tienda|comercio|vendedor|vendedora|casa comercial|distribuidor|distribuidora|mayorista))',
    'financio',
    'financia',
    'prest(o|aron|ado) a la (empresa|sociedad|firma)',
    // 'el resto lo pagó la financiera a 24 meses': a lender paid the seller for us, so we owe the lender.
    '(lo|la|los|las|le|les) (paga|pago|pagara|pagaron|pone|puso|cubre|cubrio|desembolso|giro) (directo|directamente)? (el banco|la financiera|la caja|la cooperativa|la entidad)',
    '(el banco|la financiera|la caja|la cooperativa|la entidad) (se)? (lo|la|los|las|le|les) (paga|pago|pagara|pagaron|pone|puso|cubre|cubrio|desembolso|giro) (directo|directamente)? (al|a la) (proveedor|proveedora|vendedor|vendedora|concesionario|concesionaria|fabricante|importador|importadora|distribuidor|distribuidora|tienda|agencia)',
    // 'el cofundador le prestó 3.000 a la empresa': money lent to us, the amount said in between.
    'prest(o|aron|ado) # (dolares|euros|mil|€|pavos|soles|pesos|lucas)? (a la|al) (empresa|sociedad|firma|negocio|academia|escuela|clinica|tienda|taller|local|estudio|agencia|startup|cafeteria|restaurante|consultorio|gimnasio|oficina|cooperativa)',
  ],
  /** The company lends to someone. */
  lendOut: [
    // 'Carla le pidió prestados 600 a la empresa': the company lends.
    '(le|les) (pidio|pidieron|ha pedido|han pedido) prestad(o|a|os|as)',
    // The lookahead sits inside the word: a phrase may not end in a space (the cue ends at a word's end).
    'le prest(o|amos|e)(?! ([^ ]+ ){0,2}(a la empresa|a la sociedad|al negocio|a la firma|a la academia|a la escuela|a la clinica|a la tienda|al taller|al local|al estudio|a la agencia|al emprendimiento|a la pyme|a la startup|a la sl|a la sas|a la srl|a la spa|a la sac|a la cafeteria|al restaurante|a la heladeria|a la panaderia|al consultorio|al gimnasio|a la oficina|a la peluqueria|a la barberia|a la cooperativa|al proyecto))',
    'les prest(o|amos|e)(?! ([^ ]+ ){0,2}(a la empresa|a la sociedad|al negocio|a la firma|a la academia|a la escuela|a la clinica|a la tienda|al taller|al local|al estudio|a la agencia|al emprendimiento|a la pyme|a la startup|a la sl|a la sas|a la srl|a la spa|a la sac|a la cafeteria|al restaurante|a la heladeria|a la panaderia|al consultorio|al gimnasio|a la oficina|a la peluqueria|a la barberia|a la cooperativa|al proyecto))',
    'la empresa le presto',
    // 'se los prestamos, nos los regresa en la quincena': lent by us.
    'se (lo|la|los|las) (prestamos|preste|prestaremos)',
    // 'la empresa le ha dejado 1.000 a Jon…, nos los devuelve en 4 meses': lent by us.
    '(la empresa|la sociedad|el negocio) (le|les) (ha|han)? (dejado|dejo)',
    // 'la empresa le presta 1.500 a Irene': present tense, the same loan given.
    '(la empresa|la sociedad|el negocio) (le|les) (presta|prestara|va a prestar)',
    // 'la empresa se los presta', 'el negocio se lo prestó': lent by us.
    '(la empresa|la sociedad|el negocio) se (lo|la|los|las) (presta|presto|prestara|va a prestar)',
    // 'me he pasado 1.200 de la cuenta de la empresa…, pero es un préstamo: los devuelvo': a partner
    // taking money as a loan from the company.
    '(me|se) (he|ha)? (pasado|pase|paso|transferido|transferi|transfirio|sacado|saque|saco) ([^.;]|[.](?=[0-9])){0,70}(es|sera|fue) (un)? prestamo',
    // 'Vero se prestó 100.000 de la caja': a partner borrowing from the company.
    '(se prest(o|aron)|me preste) (#|plata|dinero|la plata) (de la caja|de la cuenta|del negocio|de la empresa)?',
    '(le|les) (ha|han|hemos|he) prestado(?! ([^ ]+ ){0,2}(a la empresa|a la sociedad|al negocio|a la firma|a la academia|a la escuela|a la clinica|a la tienda|al taller|al local|al estudio|a la agencia|al emprendimiento|a la pyme|a la startup|a la sl|a la sas|a la srl|a la spa|a la sac|a la cafeteria|al restaurante|a la heladeria|a la panaderia|al consultorio|al gimnasio|a la oficina|a la peluqueria|a la barberia|a la cooperativa|al proyecto))',
    'prestamo (a|al) (socio|empleado|trabajador)',
    // Pay handed over before it is earned is owed back by the worker until then, not a salary yet.
    '(adelanto|anticipo) (de|del) (su|la|el)? (sueldo|salario|nomina|quincena|paga)',
    '(adelant|anticip)* # (a|al) [a-z]+ (a cuenta|a descontar) (de|del) (su|la|el)? (sueldo|salario|nomina|quincena|paga|mes)',
    '(le|les) (adelante|adelantamos|anticipe|anticipamos) # (a cuenta|a descontar) (de|del) (su|la|el)? (sueldo|salario|nomina|quincena|paga|mes)',
  ],
  /** An instalment of a loan. */
  instalment: [
    // 'cargado el primer recibo del ICO': a loan's instalment, named by the bank's receipt.
    'recibo (del|de la) (prestamo|credito|ico|hipoteca|leasing|microcredito|coope|cooperativa|caja)',
    '(primer|primera|segundo|segunda|tercer|tercera) recibo (del|de la) [a-z]+',
    'cuota (del|de la|de) (prestamo|credito|banco|caja|ico|hipoteca|financiera)',
    '(primera|segunda|tercera|1ra|1era|2da|3ra|ultima) cuota',
    'cuota (n|nro|numero|no)? #',
    '(letra|mensualidad) (n|nro|numero|no)? # (del|de la)',
    'abono del (carro|prestamo|credito)',
    // 'primer pago del crédito BBVA': an instalment named by its payment.
    '(primer|segundo|tercer|1er|2do|3er|ultimo|otro) (pago|abono) (del|de la|al) (prestamo|credito|banco|caja|financiera|microcredito)',
    '(pago|abono) (mensual )?(del|de la|al) (prestamo|credito|microcredito)',
    'amortiz* (del|el) (prestamo|credito)',
  ],
  // 'a 6 meses sin intereses' says there is none.
  // 'para que no nos claven intereses', 'así no pagamos interés': interest avoided is none.
  interest: [
    '(?<!sin |cero |libre de |(?<![a-z])no( [a-z]+){1,3} )interes',
    '(?<!sin |cero |libre de |(?<![a-z])no( [a-z]+){1,3} )intereses',
    'carencia',
  ],
  principal: ['capital', 'principal', 'amortizacion'],
  // ── how it was settled ───────────────────────────────────────────────────────────────
  /** Paid or collected now: cash, bank, debit card, transfer, wallets, card terminal. */
  now: [
    // 'cargado el primer recibo del ICO': the bank took the instalment from the account.
    '(cargado|cargada|cargaron|nos cargaron|se cargo|se ha cargado|debitado|debitada|nos debitaron) (el|la)? (primer|primera|segundo|segunda|ultimo|ultima)? (recibo|cuota|cargo)',
    'efectivo',
    // 'los pagamos en línea': paid through the bank's site or app, now.
    '(pagamos|pague|pagado|pagada|pagados|pagadas|los pagamos|la pagamos|lo pagamos|las pagamos) (en linea|online|por internet|por la app|por la web|por el portal)',
    // 'fui a la alcaldía a pagar el permiso': paid there and then.
    '(fui|fuimos|vine|vinimos|pase|pasamos) ([a-z]+ ){0,4}a pagar',
    'en efe',
    'en efvo',
    'contado',
    'cash',
    // 'a 18.000 la caja', 'una caja de guantes': a box, not the till ('caja de ahorro' is an account).
    '(?<!# |#((€|\\$)| (€|\\$|dolares|euros|soles|pesos|lempiras|quetzales|colones|bolivianos))? (la|por|cada|x) |una |cada )caja(?! de (?!ahorro)| con)',
    'transferencia*',
    'por banco',
    'del banco',
    'de la cuenta',
    'en la cuenta',
    'a la cuenta',
    'cuenta (bancaria|corriente|de la empresa)',
    'debito',
    'tarjeta de debito',
    'la debito',
    'bizum',
    'yape',
    'plin',
    'nequi',
    'daviplata',
    'sinpe',
    // Venezuela's and other wallets: 'todo salió por zelle', 'por pago móvil'.
    'zelle',
    'pago movil',
    'pagomovil',
    'binance',
    'payoneer',
    'transfiya',
    'cuenta dni',
    'uala',
    'mercado pago',
    // 'todo por MP': Mercado Pago, written short.
    '(por|con|via|x|en) mp',
    'mercadopago',
    'paypal',
    'stripe',
    'cheque',
    'domiciliad*',
    'domiciliacion',
    '(nos|me) (lo|la|los|las)? (ha|han)? (domiciliaron)',
    '(pasad|cargad|debitad)(o|a|os|as) (por|en|a) (el|la)? (banco|cuenta)',
    'consign*',
    // 'el depósito dental', 'el depósito de materiales': a supplier's store, not money deposited.
    'deposit*(?<!deposito(?= (dental|de materiales|de madera|de construccion|de bebidas|de maderas|ferretero)))',
    // 'el ordenador que va con el programa del TPV': the terminal named as a thing, not how money moved.
    ...(['tpv', 'datafono', 'posnet', 'pos', 'point', 'clip'] as const).map(terminalAsMeans),
    'transbank',
    'niubiz',
    'izipay',
    'datafast',
    'medianet',
    'todo cobrado',
    'ya (cobrado|pagado)',
    'al momento',
    'en el acto',
    'de una vez',
    'al salir',
    'al tiro',
    'al toque',
    'altiro',
    // Paying by a wallet or a transfer is paying now ('le yapeamos 150', 'transferimos').
    '(yapeamos|yapee|plineamos|plinee|bizumeamos|bizumee|nequeamos|nequee|transferimos|transferi)',
    // Charged to the account by the tax office or a supplier ('Hacienda nos ha cargado 320').
    '(nos|me) (ha|han)? (cargado|cargo|cargaron)(?! (a|en) (la|el)? (tarjeta|tc|visa|master|credito))',
    // Taken straight from the account or from a payout ('Booking nos descontó 68'): already paid.
    '(nos|me) (desconto|descontaron|debito|debitaron|retuvo|retuvieron)',
  ],
  /** Not paid yet. */
  credit: [
    // 'llegó el recibo de la luz, lo pagamos cuando venza': a bill still owed.
    '(lo|la|los|las)? (pagamos|pagaremos|pago|pagare|vamos a pagar) (cuando venza|cuando se venza|al vencimiento|antes del vencimiento|antes de que venza|cuando llegue la fecha)',
    'a credito',
    '(le|les) (fiamos|fie|fio|fiaron)',
    'financiad(o|a|os|as) (por|con) (el|la) (propio|propia)? (proveedor|proveedora|fabricante|tienda|comercio|vendedor|vendedora|casa comercial|distribuidor|distribuidora|mayorista)',
    'credito de # dias',
    'a # dias',
    '# dias (de credito|para pagar*)',
    '(nos|me) (dan|dieron|da|dio|han dado|ha dado|dejan|dejaron) # dias',
    'fiad*',
    'al fiado',
    'a cuenta(?! de (su|la|el|lo que|sus|las|los) (factura|facturas|deuda|saldo|cuenta|debe|debia|pendiente))(?! de lo que (le|les|nos|me)? (debe|deben|debia|debian|debemos|debiamos|debo|queda|quedaba|falta|faltaba))',
    'pendiente*',
    'por pagar',
    'por cobrar',
    'sin pagar',
    'sin cobrar',
    '(a|hasta) (fin|final) de mes',
    'hasta (el|la) (proximo|proxima|otro|otra) (mes|semana|quincena)',
    'el mes que viene',
    'la semana que viene',
    'el proximo mes',
    'mas adelante',
    // 'nos pagan contra factura' is later; 'le pagamos 600 contra factura' is paid on receiving it.
    '(?<!(pagamos|pague|pagado|pagada)([^.;]|[.](?=[0-9])){0,70})contra factura',
    'quedamos debiendo',
    'queda debiendo',
    '(quedo|quedaron) debiendo',
    '(nos|me) (debe|deben|adeuda|adeudan)',
    '(nos|me) (lo|la|los|las)? (paga|pagan|pagara|pagaran) (a|en|el|la)',
    // 'nos consignan el viernes', 'nos transfieren a fin de mes': the money comes later.
    '(nos|me) (lo|la|los|las)? (consigna|consignan|consignara|consignaran|transfiere|transfieren|transferira|transferiran|deposita|depositan|depositara|depositaran|gira|giran|abona|abonan)(?=\\s{0,40}($|[.,;]|el |la |a |en |este |esta |hasta |dentro ))',
    // 'nos pagan el viernes' once the day is read as the date: the promise ends the clause.
    '(nos|me) (lo|la|los|las)? (pagan|pagara|pagaran)(?=\\s{0,40}($|[.,;]))',
    'se (lo|la|los|las) (pagamos|pagaremos|pago) (a|en|el|la)(?! (efectivo|contado|caja|mano|el acto|el momento|efe|la cuenta|el banco))',
    // 'la pagamos el viernes': a present tense with a day still to come is a promise, not a payment.
    '(lo|la|los|las) (pagamos|pagaremos|pago|pagare|cancelamos|abonamos) (el|este|esta|la|el proximo|la proxima) (lunes|martes|miercoles|jueves|viernes|sabado|domingo|quincena|semana que viene|mes que viene|#)',
    // 'se la pago el 10' once the day is read as the date: the spaces it leaves end the promise.
    'se (lo|la|los|las) (pagamos|pagaremos|pago|pagare)(?=\\s{2,})',
    // 'la pagamos hasta el 15 del otro mes': not before that day.
    '(lo|la|los|las) (pagamos|pagaremos|pago|pagare|pagan|pagaran) hasta',
    '(lo|la|los|las) (pagamos|pagaremos|pago|pagare) (manana|pasado manana|a fin de mes|a final de mes|la otra semana|en # dias)',
    'todavia no',
    'aun no',
    'no (lo|la|los|las)? (hemos)? pagad*',
  ],
  /** The company's credit card. */
  card: [
    'tarjeta de credito',
    'tarjeta corporativa',
    'la de credito',
    '(la|con la) (visa|master|mastercard|amex)',
    'american express',
    'tc',
    'tdc',
    'msi',
    'meses sin intereses',
    'tarjeta empresarial',
    // 'la tarjeta de la empresa (la de débito)' is the bank account's card: cash.
    'tarjeta de la empresa(?![ ,(]{0,3}(la )?(de )?debito)',
    '(la|con la|a la) (diners|visa empresarial)',
    '(visa|master|mastercard|amex) (corporativa|de la empresa|empresarial)',
  ],
  /** A down payment. */
  down: [
    'inicial',
    // 'pusimos 8 mil de entrega' (Paraguay, Río de la Plata): the down payment, not a delivery.
    '# (mil|k)? de entrega',
    'de entrada',
    'entrada',
    'enganche',
    'pie',
    '(?<!materia )prima',
    'cuota inicial',
    'pago inicial',
    'al firmar',
  ],
  rest: [
    'resto',
    'lo restante',
    'restante',
    'la diferencia',
    'lo demas',
    'el saldo',
    'lo que falta*',
    'la otra mitad',
    // 'mandaron 300 por Abitab y lo otro nos lo pagan a fin de mes'.
    '(y )?lo otro',
    '(los|las) otr(os|as) #(?! (meses|dias|semanas|anos|cuotas))',
    'la otra parte',
    // 'lo que queda se lo pagamos a 90 días', 'los 10 mil que faltan se les paga a 90 días'.
    'lo que queda(?! (en|de) (el|la) (banco|caja|cuenta))',
    '(los|las)? # (mil|lucas|euros|dolares)? (que|q) (faltan|falta|quedan|queda)(?! (en|de) (el|la) (banco|caja|cuenta))',
  ],
  half: ['mitad', 'media deuda', 'medio y medio', '50%'],
  all: [
    'todo',
    'total',
    'completo',
    'completa',
    'integro',
    'lo que (le|les)? (debiamos|debemos|faltaba|quedaba)',
  ],
  // ── special movements ────────────────────────────────────────────────────────────────
  advance: [
    'anticipo',
    'adelanto',
    'por adelantado',
    'adelant*',
    'senal',
    'sena',
    '(seno|senaron|senado|senamos)',
    // Spain's 'arras' on a sale of property: the buyer's part paid before the deed.
    'arras',
    'prepag*',
    'reserva',
    'reserv*',
    'apart(aron|o|ar)',
    // 'a cuenta de su factura' is part of a debt paid, not money ahead of a sale.
    'a cuenta de(?! (su|la|el|lo que|sus|las|los) (factura|facturas|deuda|saldo|cuenta|debe|debia|pendiente|lo que))(?! lo que (nos |me |le |les )?(debe|deben|debia|debian|debemos|debiamos|debo|queda|quedaba|falta|faltaba))',
    'para separar',
    // 'nos pagaron 200.000 de abono por un matrimonio de marzo': a part paid for what is still to come.
    '(de|como) abono (por|para) (un|una|el|la|su)(?! (factura|deuda|saldo|cuenta|pedido entregado))',
    // 'nos pagaron el 50% y el resto al entregar': what came in before the delivery is an advance.
    '(el resto|lo demas|el saldo|la otra mitad|lo que falta) (al entregar|cuando (lo |la |los |las )?(entreguemos|terminemos|este listo|esten listos)|contra entrega|a la entrega)',
    'separ(o|aron)',
    // 'dejó un abono de 600 para sus coronas': a part of the price paid before the work.
    '(dejo|dejaron|ha dejado|han dejado) (un|una) abono',
  ],
  /** A service paid for before it is given (bonos, cycles, plans that start later). */
  unearned: [
    // A gift card or voucher sold is owed in goods or services until it is used.
    '(tarjeta|tarjetas|vale|vales|bono|bonos|cheque|cheques|certificado|certificados) (de)? regalo',
    'gift ?card*',
    // Classes or sessions sold in a pack are given later, one by one ('15 bonos de 10 clases').
    '(bono|bonos|paquete|paquetes|pack|packs|abono|abonos|tarjeta|tarjetas|cuponera|cuponeras|ticketera|ticketeras) de # (clases|sesiones|masajes|visitas|entradas|lavados|tratamientos|consultas|cortes|comidas|almuerzos|menus|paseos|lecciones)',
    'vales? de (compra|consumo)',
    '(los|las|lo|la) (iran|van a|vayan) (usando|usar|tomar|gastar|consumir)',
    // 'un paquete de 4 sesiones que va a usar el mes que viene': paid for, not yet given.
    'que (va|van) a (usar|tomar|gastar|consumir|recibir|disfrutar|hacer)',
    'se (daran|van a dar|impartiran|usaran|iran dando)',
    '(todavia|aun) no (los|las|lo|la)? (han)? (usado|usan|tomado|empezado|empieza|arranca|comienza)',
    'sin (usar|estrenar|empezar)',
    'por (usar|dar|consumir|impartir)',
    '(que|cuando) (empiece|arranque|comience|inicie)',
    'que (empieza|arranca|comienza|inicia|empiezan|arrancan|comienzan)',
    '(empieza|arranca|comienza|inicia|empiezan|arrancan|comienzan) (el|la|en|a partir)',
    // 'han pagado la mensualidad de octubre… empezamos el día 1' (the date leaves the text): we start
    // giving what was paid on a day still to come.
    '(empezamos|arrancamos|comenzamos|iniciamos|empezaremos|arrancaremos|comenzaremos)(?=\\s{3,}|\\s*[.!]*\\s*$|\\s(el|la) (semana|mes) que viene|\\sel proximo|\\sla proxima)',
    // 'las clases recién arrancan el lunes 4' (the date leaves the text): what was paid starts later.
    'recien (empieza|arranca|comienza|inicia|empiezan|arrancan|comienzan|inician)',
    '(las|los) (clases|cursos|sesiones|talleres|entrenamientos|lecciones) (empiezan|arrancan|comienzan|inician|empezaran|arrancaran|comenzaran)',
    '(ciclo|curso|temporada|programa|plan|servicio) (que|el cual) (empieza|arranca|comienza|inicia|parte)',
    // 'el campamento es en enero': what was paid for happens later.
    '(el|la) (campamento|curso|taller|viaje|evento|temporada|ciclo|programa|torneo|excursion|retiro|seminario|congreso|concierto|fiesta|boda|salida|tour|paseo) (es|sera|empieza|arranca|comienza|se hace|se hara|se realiza|se realizara) (en|el|la|a partir de|para)? (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|el proximo|la proxima|el mes que viene|la semana que viene|el ano que viene|manana|pasado manana|verano|invierno|vacaciones)',
    // 'el resto antes de viajar': the service is still to come.
    '(el resto|lo demas|el saldo|la otra mitad|lo que falta) antes (de|del) (viajar|viaje|salir|la salida|evento|el evento|la fecha|empezar|iniciar|la boda)',
    // 'la otra mitad al entregarlos': paid on an order still to be delivered.
    '(el resto|lo demas|el saldo|la otra mitad|lo que falta) (al entregar*|cuando (lo |la |los |las )?(entreguemos|terminemos|este|esten|acabemos)|contra entrega|a la entrega)',
  ],
  deposit: [
    'garantia',
    'fianza',
    'deposito en garantia',
    'deposito de garantia',
    'mes de deposito',
    'meses de deposito',
    '(mes|meses|mensualidad|mensualidades) de deposito',
    // 'pagamos el primer mes y uno de depósito': one more month left as the deposit.
    '(y|e) (uno|otro|dos|2) (mas)? de (deposito|garantia)',
    // 'nos pidieron un depósito de 400 que nos regresan al final': money left as security.
    '(nos pidieron|nos piden|nos pide|nos pidio|dejamos|dimos) (un|el) deposito',
    'deposito (de #)? (€|dolares|euros|soles|pesos)? que (nos)? (lo|la|los|las)? (regresan|devuelven|reintegran|reembolsan|van a regresar|van a devolver)',
    'deposito (reembolsable|recuperable|retornable)',
    '(arrendador|arrendadora|casero|casera|dueno|duena|propietario|propietaria|inmobiliaria) [a-z0-9., ]{0,40}deposito',
  ],
  recognizeIncome: [
    '(pasa|pasalo|pasala|llevalo|llevala|lleva) a (los)? ingresos',
    'reconoc*',
    'lo (ganado|que ganamos|devengado)',
    'ya (paso|ha pasado|corrio|ha corrido) (el|un)? (primer)? mes',
    // 'el mes del B2 ya está dado', 'las clases de octubre ya se dieron': what was paid ahead is given.
    '(el|la|los|las) (mes|mensualidad|curso|cursos|clase|clases|servicio|sesiones|taller|plan|trimestre) [^.;,]{0,30}ya (esta|estan|fue|fueron|quedo|quedaron)? (dado|dada|dados|dadas|impartido|impartida|impartidos|impartidas|prestado|prestada|cumplido|cumplida)',
    '(el|la|los|las) (mes|mensualidad|curso|cursos|clase|clases|servicio|sesiones|taller|plan|trimestre) [^.;,]{0,30}ya se (dio|dieron|impartio|impartieron|presto|prestaron|cumplio)',
  ],
  recognizeExpense: [
    '(pasa|pasalo|pasala|llevalo|llevala|lleva|imputa|carga) (a|al) (los)? gastos?',
    'al gasto',
    'ya (paso|ha pasado|corrio|ha corrido)',
    'consumo (de|del) (mes|marzo|abril|mayo|junio|julio|agosto)',
    // 'cárgalo como gasto', 'apunta ya el gasto de este primer mes': a prepaid month used up.
    '(cargalo|cargala|cargar|carga|apunta|apuntalo|apuntala|anota|anotalo|anotala|registra|registralo|mete|metelo|reconoce|reconocelo|pon|ponlo) (ya)? (como|el|al|a) gasto',
    'el gasto (de|del) (este|el|ese) (primer|segundo|tercer|1er|2do|3er|ultimo)? mes',
    'ya se (nos)? (fue|paso|consumio|gasto|vencio|cumplio) (el|un) (primer|segundo|tercer|1er|2do|3er)? mes',
    'devengad(o|a|os|as)',
  ],
  depreciation: ['deprecia*', 'depre', 'amortiz*', 'dotacion'],
  /** Stock used up in the work or the dishes: its cost leaves the inventory. */
  stockOut: [
    // 'de lo que había en la despensa hemos gastado 390': stock used up, not money spent.
    'de lo que (habia|teniamos|tenia|quedaba) en (la|el) (despensa|almacen|bodega|stock|inventario|nevera|camara|deposito|trastienda)',
    'pas(a|ar|alo|ala|alos|alas|amos) (a|al) (coste|costo)',
    '(al|a) costo de ventas',
    'consumimos',
    '(gastado|gastamos|usado|usamos) de la despensa',
    '(usamos|sacamos) del (inventario|stock|almacen)',
    'se (fue|fueron|usaron|gastaron) ([a-z0-9.,]+ ){0,4}(del|de) (material|materiales|inventario|stock)',
    '(del|de|en) (el|la)? (inventario|stock|almacen|bodega|despensa) ([a-z0-9.,]+ ){0,4}(se (fue|fueron|uso|usaron|gasto|gastaron|consumio|consumieron)|salieron|salio)',
    // 'se gastaron 1.200 en la producción': stock turned into what was sold.
    'se (usaron|gastaron|consumieron|fueron) (#)? (en|para) (la)? (produccion|producir|elaborar|fabricar|cocina)',
    'consumid(o|os)',
    'se consumi*',
    'material(es)? (usad(o|os)|consumid(o|os)|gastad(o|os))',
    // Goods spoiled or written off leave the stock too ('se nos pudrieron frutas por 45').
    '(dalo|dala|dalos|dalas|darlo|darla|darlos|darlas|dar|dimos|damos) de baja (del|de|en) (el)? (inventario|stock)',
    'merma*',
    'se (nos|me)? (pudrio|pudrieron|echo a perder|echaron a perder|estropearon|estropeo)',
    // 'en el camino se quebraron 12 botellas': counted goods broken or lost leave the stock.
    'se (nos|me)? (quebraron|rompieron|perdieron|vencieron|caducaron|danaron) #',
    'se (nos|me)? (quemo|quemaron|arruino|arruinaron)',
    // A count that comes up short: 'hicimos el inventario y nos faltan 5 botellas'.
    '(inventario|conteo|stock|recuento) ([a-z,]+ ){0,4}(nos|me)? (faltan|faltaban|falto|faltaron|falta)',
    '(faltan|faltaron|faltaban) # [a-z]+ ([a-z]+ ){0,3}(del|en el|de la|en la) (inventario|stock|bodega|almacen)',
    // Goods soaked, damaged or thrown away: 'se mojaron 3 rollos…, hay que botarlos'.
    'se (nos|me)? (mojo|mojaron|inundo|inundaron|contamino|contaminaron|malogro|malograron|averiaron|averio) #',
    '(hay que|tuvimos que|tocara|toco) (botar|tirar|desechar|descartar|destruir)(los|las|lo|la)?',
    '(botamos|tiramos|desechamos|descartamos) # [a-z]+ (danad*|vencid*|caducad*|podrid*|rot(o|a|os|as)|mojad*|malograd*)',
    // 'se vencieron unos yogures…, los tiramos': goods thrown away, named before.
    '(los|las) (tiramos|botamos|desechamos|descartamos|tire|bote|deseche|tuvimos que tirar|tuvimos que botar)',
    '(insumos|mercaderia|producto|productos|stock|materia prima) (perdid(o|a|os|as)|desperdiciad(o|a|os|as))',
    // Goods lost at their cost ('perdimos cerveza por 45.000 de costo'), plants or stock gone dry or dead.
    '(perdimos|se (nos|me)? perdio|se (nos|me)? perdieron) ([a-z]+ ){0,4}(por|de) # (de|a) (costo|coste)',
    'se (nos|me)? (secaron|marchitaron|murieron|agriaron|derramaron|derramo|pincho|rajaron|rajo)',
  ],
  personal: [
    '(tema|uso|algo|asunto|gasto|gastos|cosa|cosas|compra|compras|motivo|motivos|viaje|deuda|cuenta|cuentas|pago|pagos|tramite|prestamo|credito) (muy)? personal*',
    'personal(es)? (del|de la|de mi|de su) (socio|socia|dueno|duena)',
    'mi [a-z]+ personal',
    'para (mi|mis|sus|su) (gastos|casa|familia|uso|bolsillo|cosas)',
    'para mi',
    'para la casa',
    'para su casa',
    'de su casa',
    'de mi casa',
    '[a-z]+ personal de [a-z]+',
    '(su|sus) [a-z]+ personal(es)?',
    '[a-z]+ personal(es)? (suyo|suya|suyos|suyas|mio|mia)',
    'personal del (socio|dueno|gerente)',
    'personal de la (socia|duena|gerente)',
    '(multa|deuda|cuenta|gasto|compra|factura|cosa|cosas|viaje|regalo) (suya|suyo|suyas|suyos|mia|mio)',
    // 'una cena suya', 'unas zapatillas suyas': something of the partner's own.
    '(un|una|unos|unas) [a-z]+ (suya|suyo|suyas|suyos)',
    // 'apúntalo como retirada': the writer names it a withdrawal.
    '(como|es un|es una|fue un|fue una|es|fue|era) (retiro|retirada) (personal|del socio|de la socia|suyo|suya|mio|mia)?',

    // 'o sea que es personal', 'la cuota del auto de él': the partner's own.
    '(es|era|fue|son|eran) (algo)? (personal|suyo|suya|mio|mia)',
    '(del|de la|de los|de las) [a-z]+ de (el|ella)(?! mismo| misma)',
    'para (sus|mis) cosas',
    // 'pagar mi luz', 'la renta de mi depa': a partner's own household bills.
    '(pagar|para|con) (mi|mis) (luz|agua|gas|internet|telefono|celular|movil|alquiler|arriendo|renta|hipoteca|seguro|tarjeta)',
    '(mi|mis) (luz|agua|gas|internet|alquiler|arriendo|renta) de (la|mi) casa',
    'no (es|era|son|eran|fue|fueron) (de|para|cosa de|gasto de) (la empresa|el negocio|la firma|la sociedad|la compania)',
    // Family and home of a partner: whatever it pays for there is not the company's.
    'para (su|sus|mi|mis) (hijo|hija|hijos|hijas|nino|nina|ninos|ninas|nene|nena|nenes|nenas|pibe|piba|pibes|chamaco|chamaca|chamacos|pelado|pelada|pelados|chamo|chama|chamos|guagua|guaguas|crio|cria|crios|chavo|chava|morro|morra|escuincle|bebe|esposa|esposo|senora|senor|mujer|marido|pareja|novia|novio|madre|padre|mama|papa|vieja|viejo|suegra|suegro|familia|familiares|casa|departamento|depa|depto|piso|hogar)',
    // 'para pagar el colegio de los chiquitos': a partner's children's school.
    '(el colegio|la escuela|la guarderia|el kinder|la colegiatura|el jardin infantil|la matricula|los utiles) de (los|las|mis|sus) (chiquitos|chiquitas|chicos|chicas|ninos|ninas|hijos|hijas|nenes|nenas|chamacos|pelados|guaguas|crios|pibes|gurises|cipotes|patojos|carajitos)',
    // 'la desoperculadora que tenía en el colmenar de su padre': where a thing was, not whose expense.
    // 'el señor es compadre de mi papá': someone known through the family, not the family's expense.
    '(?<!(tenia|tenian|era|eran|estaba|estaban|heredo|herede|heredamos|regalo)[^.,;]{0,40}|(compadre|comadre|amigo|amiga|vecino|vecina|primo|prima|conocido|conocida|cunado|cunada|tio|tia|socio|socia|companero|companera|jefe|jefa|colega) )de (su|sus|mi|mis) (hijo|hija|hijos|hijas|nino|nina|ninos|ninas|nene|nena|nenes|nenas|pibe|piba|pibes|chamaco|chamaca|chamacos|pelado|pelada|pelados|chamo|chama|chamos|guagua|guaguas|crio|cria|crios|chavo|chava|morro|morra|escuincle|bebe|esposa|esposo|senora|senor|mujer|marido|pareja|novia|novio|madre|padre|mama|papa|vieja|viejo|suegra|suegro|familia|familiares|casa|departamento|depa|depto|piso|hogar)',
    // 'es plata mía': the money taken is the partner's own.
    '(es|era|son) (plata|dinero|lana|pasta|guita) (mia|suya|personal|de el|de ella)',
    // 'no los va a devolver, es pa él': for the partner himself.
    '(es|era|son|eran|fue|fueron) para (el|ella|mi|el mismo|ella misma)(?=\\s{0,3}($|[,.;]| no | y ))',
    '(colegio|escuela|guarderia|matricula|uniforme|uniformes|pension|utiles escolares) de (los|las|mis|sus) (chicos|chicas|ninos|ninas|nenes|nenas|pibes|cabros|chamacos|hijos|hijas|criaturas)',
    // A partner's own health, body and leisure: 'para pagar su dentista', 'mis vacaciones'.
    '(mi|mis) (dentista|medico|medica|doctor|doctora|consulta medica|medicinas|remedios|gimnasio|peluqueria|colegiatura|matricula|matricula de la u|universidad|facultad|maestria|vacaciones|boda|cumpleanos|celular personal|tarjeta personal|alquiler de casa|renta de casa|hipoteca)',
    // 'la tarta de su boda': a customer's wedding we work for, not a partner's own expense.
    '(?<!(?<![a-z])(de|en|a) )(su|sus) (dentista|medico|medica|doctor|doctora|consulta medica|medicinas|remedios|gimnasio|peluqueria|colegiatura|matricula|matricula de la u|universidad|facultad|maestria|vacaciones|boda|cumpleanos|celular personal|tarjeta personal|alquiler de casa|renta de casa|hipoteca)',
  ],
  takeOut: [
    // 'se yapeó 400 de la cuenta de la empresa', 'me pasé 300 del negocio': sent to oneself.
    '(se|me) (ha|he)? (pasado|transferido|mandado|yapeado|bizumeado) ([^.;]|[.](?=[0-9])){0,40}?(de la cuenta|de la caja|del negocio|de la empresa|de la sociedad|del banco|de caja)',
    '(se|me) (paso|pase|transfirio|transferi|yapeo|yapee|plineo|plinee|bizumeo|bizumee|nequeo|sinpeo|mando|mande|giro|gire|deposito|deposite) ([^.;]|[.](?=[0-9])){0,40}?(de la cuenta|de la caja|del negocio|de la empresa|de la sociedad|del banco|de caja)',
    '(a su|a mi) cuenta (personal|propia|particular)',
    '(pase|paso|pasamos|transferi|transfirio|transferimos|movi|mande) (#)? (€|euros|dolares|soles|pesos)? (a mi|a su|a nuestra) cuenta (personal|propia|particular)',
    'me (pase|transferi|mande) # (€|euros|dolares|soles|pesos)? (de la empresa|del negocio|de la cuenta de la empresa)',
    // 'el saco', 'a 310 el saco' is a sack, not taking money out.
    '(?<!(el|un|del|al|por|cada|su|mi|ese|este) )saco',
    'saque',
    'sacamos',
    // 'los retira la semana que viene': a customer picking up an order, not money taken.
    '(?<!(los|las|lo|la|a|de|pasa a|viene a|vienen a|pasan a) )retir*',
    'me lleve',
    'se llevo',
    'agarr*',
    'tom(e|o) (plata|dinero|#)',
    'tome',
    'se (ha|han)? llevad(o|a)',
    'me (he)? llevad(o|a)',
    '(ha|he|han) sacado',
    '(cogio|cogi|cogimos)',
    '(ha|he) cogido',
    'pillo',
    'agarro',
    'agarre',
  ],
  noRepay: [
    'no (lo|la|los|las)? (va|voy|vamos|van) a (devolver|reponer|regresar|reintegrar)',
    'no (los|lo|la|las)? (devuelve|repone|regresa|devuelvo|repongo|regreso|devuelven)',
    'no es prestamo',
    'sin devolver',
    'no hay que (devolver*|regresar*|reintegrar*)',
    'no (se)? (lo|la|los|las)? (devolvemos|vamos a devolver|devolveremos|tenemos que devolver)',
    'no es para devolver',
    'sin (devolucion|tener que devolver*)',
    'a fondo perdido',
  ],
  repay: [
    '(lo|la|los|las|nos los|nos lo|nos la) devuelve*',
    '(lo|la|los|las) va a devolver',
    'se (lo|la|los|las) devolvemos',
    'devolvera',
    '(nos|me) (lo|la|los|las) devuelve*',
    '(nos|me) (lo|la|los|las) (va|van) a devolver',
    'devuelve en',
    'los devuelve',
    'lo devuelve',
    // The partner who took it says so: 'los devuelvo el lunes', 'lo repongo a fin de mes'.
    '(lo|la|los|las) (devuelvo|repongo|reintegro|voy a devolver|voy a reponer|devolvere|repondre)',
    '(lo|la|los|las) (repone|reponemos|va a reponer|vamos a reponer|devolvemos)',
  ],
  // 'el distribuidor', 'el repartidor', 'la camioneta del reparto' are people and rounds, not profits.
  dividend: ['dividend*', 'utilidades', 'repart(?!idor|o(?![a-z])|os(?![a-z]))*', 'distribu(?!idor)*'],
  refundCustomer: [
    // 'le devolvimos 3 cajas que vinieron rotas' sends goods back; 'le devolvimos 45' gives money back.
    '(le|les) (devolvimos|regresamos|devolvi|regrese) (los|el|la|su|sus)? ([$€]?#(?! (?!(euros|dolares|pesos|soles|lucas|mil|pavos|varos|mangos|palos|bolivares|quetzales|colones|de|del|a|al|en|por|con|y|que|porque|pues|ya|noches?|dias?|clases?|sesion|sesiones|meses|mes|semanas?|entradas?|boletos?|cuotas?|mensualidad|mensualidades|horas?|consultas?|tratamientos?|servicios?|noches)(?![a-z]))[a-z]{3,})|dinero|plata|importe|pago|reserva|cuota|mensualidad|matricula|inscripcion|clase|clases|sesion|entrada|entradas|boleto|boletos|paquete)',
    // 'le regresamos sus 18 dólares' is money; 'le regresamos 2 resmas' is goods sent back.
    '(le|les) (hemos devuelto|he devuelto|devolvi|devolvimos|regresamos|regrese|hemos regresado|reintegramos|reembolsamos) ((por|con|en|via) (bizum|transferencia|efectivo|yape|plin|nequi|sinpe|tarjeta|paypal|mercado pago|mp|qr|zelle|pago movil|daviplata|cash))? (los|el|la|su|sus)? (dinero|plata|lana|importe|pago|reserva|# (€|dolares|euros|soles|pesos|pavos|lucas|varos|bolivares|quetzales|colones|lempiras)|#(?=\\s{0,3}($|[,.;]|por |en |de vuelta|de (la|el|los|las|su|sus|un|una|unos|unas|\\d+) )))',
    // 'un alumno nos ha devuelto el libro': goods we sold brought back (not money, a deposit or a loan).
    '(nos|me) (ha|han) (devuelto|regresado) (el|la|los|las|un|una) (?!dinero|plata|importe|pago|fianza|garantia|deposito|anticipo|adelanto|prestamo|transferencia|cobro|iva)[a-z]+',
    // 'tuvimos que devolverle los 500 que nos había adelantado'.
    '(devolverle|devolverles|reembolsarle|reembolsarles|regresarle|regresarles|reintegrarle|reintegrarles) (los|el|la|su|sus)? (#|dinero|plata|importe|pago|reserva|anticipo|adelanto|sena|senal)',
    // 'nos devolvió 2 cajas de galletas': a customer brought back goods we sold.
    '(nos|me) (devolvio|devolvieron|regreso|regresaron) # (?!euros|dolares|pesos|soles|de |porque|por |que |ya |y |en |al? |del |con |ayer|hoy|esta |este )[a-z]+',
    // 'nos reintegraron la plata' is money back to us (a supplier's refund), not to a customer.
    '(?<!nos |me |nos lo |nos la |nos los |nos las |nos ha |nos han )reembols*',
    '(?<!nos |me |nos lo |nos la |nos los |nos las |nos ha |nos han )reintegr*',
    'le regrese su dinero',
    // 'le devolvimos el bizum', 'le regresamos su pisto': the customer's payment given back.
    '(le|les) (devolvimos|devolvi|regresamos|regrese|reintegramos|hemos devuelto|he devuelto) (el|su|la|sus) (bizum|yape|yapeo|plin|transferencia|sinpe|nequi|pisto|billete|varo|varos|lana|guita|pasta|plata|dinero)',
    // 'lo ha traído de vuelta sin abrir': goods we sold brought back.
    '(lo|la|los|las) (ha|han)? (traido|trajo|trajeron) (de vuelta|de regreso|sin abrir|sin usar)',
    'nota de credito',
    'se dio de baja',
    // 'nos devolvió los 95' is money back to us (a supplier's refund), not a customer's return.
    '(?<!(nos|me|se lo|se la) )devolvio (un|una|el|la|los|las)',
    '(devolvimos|devolvi|hemos devuelto|he devuelto|le devolvimos|le hemos devuelto|le he devuelto|se le devolvio|se le devolvieron) (los|las|sus|su)? (#|el dinero|la plata|el importe|lo que pago)? (€|euros|dolares|soles|pesos)? (a|al) (un|una|el|la|los|las|nuestro|nuestra)? (cliente*|clienta*|alumn*|huesped*|paciente*|comprador*|compradora*|usuari*|pareja|novios|socio del gimnasio)',
  ],
  returnSupplier: [
    'le devolvimos (a|al)',
    'devolvimos # [a-z]+ (que|defectuos*|danad*|rot*)',
    // 'devolvimos 2 sacos a la finca porque venían con broca': things counted, given back to someone
    // because of how they came (a customer's name keeps it a refund, see the rule).
    '(devolvimos|devolvi|hemos devuelto|he devuelto|regresamos|regrese) # [a-z]+( [a-z]+){0,6} (porque|xq|pq|porq|ya que|pues) (venian|vinieron|vino|venia|llegaron|llego|estaban|estaba|salieron|salio|tenian|tenia)',
    '(devolvimos|devolvi|hemos devuelto|regresamos|regrese|hemos regresado) # [a-z]+( [a-z]+){0,5} (que vino|que vinieron|que llego|que llegaron|con humedad|humed*|defectuos*|danad*|rot*|vencid*|malograd*|en mal estado)',
    // 'nos las baja de la factura': the supplier takes what went back off what we owe.
    'nos (lo|la|los|las)? (baja|bajan|bajo|bajaron|rebaja|rebajan) (de la|del) (factura|deuda|saldo|cuenta)',
    'le mandamos de vuelta',
    'regresamos (mercancia|mercaderia)',
    'se llevo lo que vino mal',
    'nos (las|los|lo|la) (descuenta|descuentan)',
    '(devolvimos|devolvi|hemos devuelto|he devuelto|regresamos) (un|una|el|la|los|las|#)? [a-z]+ (manchad*|defectuos*|danad*|rot*|fallad*|vencid*|malograd*|picad*|golpead*|equivocad*)',
    '(devolvimos|devolvi|hemos devuelto|he devuelto|regresamos) [a-z]+( [a-z]+){0,5} (al|a la|a los) (proveedor*|distribuidor*|mayorista*|fabrica*|importador*|laboratorio)',
    'nos (lo|la|los|las)? (descont(o|aron)|reintegr(o|aron)) (de la factura|del saldo)',
    '(lo|la|los|las) descuentan (de la|del) (deuda|factura|saldo|cuenta)',
    // 'nos los rebajaron de la deuda', 'nos los descontaron de lo que les debemos'.
    'nos (lo|la|los|las)? (rebaj(o|aron)|descont(o|aron)|quit(o|aron)|restaron|resto) (de la|del|de lo que) (deuda|factura|saldo|cuenta|les debemos|le debemos|debemos)',
    '(le|les) (devolvimos|regresamos|devolvi|regrese|hemos devuelto|hemos regresado) # (?!(euros|dolares|pesos|soles|lucas|mil|pavos|varos|mangos|palos|bolivares|quetzales|colones|de|a|al|en|por|con|y|que)(?![a-z]))[a-z]+',
    'nos (ha|han)? (hecho|dado|emitido) (un|una) (abono|nota de credito)',
    '(devolvimos|devolvi|hemos devuelto|he devuelto|regresamos) (a|al) (la|el|los|las)? [a-z]+',
    // 'nos lo abonan en la próxima factura': the supplier's credit note for what went back.
    'nos (lo|la|los|las)? (abonan|abonaran|van a abonar|descuentan|descontaran|van a descontar) (en|de) (la)? (proxima|siguiente) (factura|compra|pedido)',
    '(les|le) (hemos|he) devuelto',
  ],
  badDebt: [
    'incobrable*',
    'por perdid(o|a|os|as)',
    'no (lo|la|los|las|le|les)? (vamos a|podremos|podemos|pudimos|voy a|hemos podido) cobrar*',
    'no (lo|la|los|las)? (vamos a|voy a) (recuperar|ver)',
    '(nunca|jamas) (lo|la|los|las)? (vamos a|podremos|voy a) (cobrar|recuperar|ver)',
    '(se fue|se fueron|se marcho|se mudo) (del pais|al extranjero|sin pagar)',
    '(se|nos) (hizo|hicieron) (humo|perdiz)',
    'se (lo|la) (trago|comio) la tierra',
    'ya no la vemos',
    '(ya no|nunca) (lo|la|los|las) (vemos|veremos|vamos a ver)',
    '(dale|dala|dalos|dalas) de baja(?! (del|de la|de) (inventario|stock|almacen|bodega|mercaderia))',
    'castiga*',
    'quebro',
    'se desaparecio',
    'dalo de baja',
    '(dalo|darlo|dale|lo damos|lo dimos|dejalo|ponlo|anotalo|registralo) (como|por) perdid*',
    '(cerro|quebro|quebraron|cerraron|se fundio|se fundieron|desaparecio|desaparecieron) (y)? no (nos)? (va|van) a pagar',
    'no (nos)? (va|van) a pagar nunca',
    'nunca (nos)? (va|van) a pagar',
  ],
  salary: [
    // 'le pagué al capitán su primer mes': a worker's month's pay, paid.
    '(le|les) (pague|pagamos|he pagado|hemos pagado|di|dimos|transferi|transferimos|pase|pasamos) (al|a la|a los|a las|a) [a-z]+ (su|sus) (primer|primera|segundo|segunda|tercer|tercera|ultimo|ultima)? (mes|quincena|semana|jornal|jornales|paga)(?! de (alquiler|renta|arriendo|cuota|prestamo|credito))',
    // 'don Ramón cobró su segundo mes': a worker paid his month's pay.
    '(cobro|cobraron|ha cobrado|han cobrado|ya cobro|ya cobraron) (su|sus) (primer|primera|segundo|segunda|tercer|tercera|ultimo|ultima)? (mes|quincena|semana|sueldo|sueldos|jornal|jornales|paga|salario|nomina|mensualidad)',
    // 'trabajaron 4 muchachos en el montaje, 90 cada uno': people who worked for us, paid per head.
    '(trabajaron|trabajo|laboraron|ayudaron|vinieron a trabajar) # (muchachos|muchachas|chicos|chicas|personas|ayudantes|trabajadores|trabajadoras|jornaleros|peones|pelados|pibes|cipotes|patojos|chavos|chamos|operarios|meseros|meseras|camareros)',
    // 'este mes gana 780 pero recién cobra el 5', 'ganan 450 cada uno al mes': a worker's pay.
    '(gana|ganan) # (dolares|euros|soles|pesos|€)? (al mes|por mes|mensuales|cada uno|cada una|este mes|pero)',
    '(este mes|al mes|por mes) (gana|ganan) #',
    'sueldo*',
    'salario*',
    'nomina*',
    // 'fiao pa la quincena', 'hasta la quincena': a date to pay by, not pay for work.
    '(?<!(?<![a-z])(para|hasta|en|a|pa|por) (la )?(proxima |otra |siguiente )?)(?<!(?<![a-z])(otra|proxima|siguiente) )quincena(s)?',
    // 'la planilla de luz' (Ecuador) is the electricity bill, not the payroll.
    'planilla(?! (de|del) (la )?(luz|agua|gas|internet|telefono|electricidad|energia|celular|cnel|eeq|cnt|interagua|emaap|netlife|claro|movistar|tigo)(?![a-z]))',
    'aguinaldo',
    'gratificacion',
    'paga extra',
    'horas extra*',
    'prima de servicios',
    // Peru's severance deposit (CTS) and Spain's 'finiquito' are pay of the worker.
    'cts',
    'compensacion por tiempo de servicio*',
    'finiquito',
    'liquidacion (del|de la|de los|de las) (trabajador*|empleado*|empleada*|cajer*|operari*|ayudante*)',
    'jornal*',
    // 'pagamos a los cosechadores 2.400.000': pay to the people who work for us.
    '(le|les)? (pagamos|pague|pagaron|se les pago|se le pago) (a|al) (los|las|la|el|nuestros|nuestras)? (#)? (trabajador*|empleado*|obrero*|jornalero*|sereno*|guardian*|portero*|velador*|celador*|peon|peones|temporero*|cosechador*|operari*|ayudante*|repartidor*|mesero*|camarer*|cociner*|cajer*|becari*|practicante*|pasante*|aprendiz|aprendices|vigilante*|albanil*|costurer*|lavador*|dependient*|vendedores|vendedoras|recepcionist*|barista*|panader*|pasteler*|reposter*|limpiador*|conserje*|ninera*|cuidador*|bodeguer*|despachador*|mensajer*|motorizad*|peluquer*|barber*|manicurista*|masajista*|monitora*|socorrista*|chef*|pizzer*|parriller*|lavaplatos|friegaplatos|modista*|lavander*|bartender*|barman|coach|coaches)',
    // 'pagué a Rosa su quincena': a period of work paid to whoever did it.
    '(le|les)? (pagamos|pague|pagaron) a ([a-z0-9]+ ){1,4}(su|sus) (semana|quincena|mes|jornal|jornales|dias|horas|sueldo|sueldos)',
    'la raya',
    // 'ya cumplió su primer mes, son 550': a month of work done is pay earned.
    '(cumplio|cumplieron|completo|completaron) (su|sus) (primer|primera|1er)? (mes|quincena|semana)',
    // 'las dos teachers ya trabajaron septiembre completo': a month of work done, named by the month.
    '(trabajo|trabajaron|ha trabajado|han trabajado) (el|todo el|todo)? (mes|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|la quincena) (completo|completa|entero|entera)?',
    // 'el galponero gana 450 al mes': what someone earns per period is their pay.
    '(gana|ganan|ganara|ganaran|va a ganar|van a ganar) # (mil|k)? (€|euros|dolares|pesos|soles)? (al|por|a la|cada) (mes|semana|quincena|dia|jornada)',
    '(gana|ganan|ganara|ganaran) # (mil|k)? (€|euros|dolares|pesos|soles)? (mensuales|semanales|quincenales|diarios)',
    // 'les dimos 50 de bono a cada uno': extra pay to the staff.
    '(le|les) (dimos|di|pagamos|pague|dio|dieron) # (de)? (bono|bonos|bonificacion|bonificaciones|incentivo|incentivos|prima|gratificacion)',
    // 'la costurera que nos ayuda cobró su semana': a worker paid for a period of work.
    '(cobro|cobraron|ya cobro|ya cobraron) (su|sus) (semana|quincena|sueldo|sueldos|jornal|jornales|mes|dias|raya|nomina|salario)',
    // 'la maestra de hip hop nos cobra por clase': whoever teaches or trains for us is paid for it.
    '(el|la|los|las|nuestro|nuestra|nuestros|nuestras) (maestr(o|a|os|as)|profesor(a|es|as)?|profe|profes|instructor(a|es|as)?|entrenador(a|es|as)?|monitor(a|es|as)?|coach) ([a-z]+ ){0,3}(nos|me) (cobra|cobran|cobro|cobraron|factura|facturan|facturo)',
    // Someone who helps out on given days and is paid for the day: 'la chica que nos ayuda los sábados'.
    '(que nos ayuda|que nos ayudan|que nos echa una mano|que nos echan una mano|que viene a ayudar*|que vienen a ayudar*) (los|las|el|la|en|por|cada)? [a-z]* (cobro|cobraron|cobra|cobran|le pagamos|les pagamos|se le pago|se les pago)',
    // 'les pagamos la semana a los lavadores': a period of work paid to the people who did it.
    '(le|les)? (pagamos|pague|pagaron) (la semana|el mes|la quincena|los dias|el dia|la jornada) (a|al|a la|a los|a las)',
  ],
  socialCharges: [
    'seguridad social',
    'essalud',
    'imss',
    // Colombia's PILA; never 'una pila de gente' (a lot of people).
    '(?<!(?<![a-z])(una|a|en) )pila(?! de (gente|cosas|clientes|clientas|laburo|trabajo|plata|ventas|pedidos|personas|pibes|gurises))',
    'cargas sociales',
    'cotizaciones',
    'aporte patronal',
    // Chile's 'imposiciones' (paid through Previred), Spain's 'seguros sociales' (TGSS), Mexico's
    // Infonavit, the Dominican TSS, Honduras' IHSS, Nicaragua's INSS.
    'imposiciones',
    'previred',
    'tgss',
    // Paraguay's IPS, Costa Rica's CCSS, Ecuador's IESS, Guatemala's IGSS, El Salvador's ISSS.
    'ips',
    'ccss',
    'iess',
    'igss',
    'isss',
    '(cuota|cuotas|aporte|aportes) patronal(es)?',
    'patronal(es)?',
    'seguros sociales',
    'infonavit',
    'tss',
    'ihss',
    'inss',
    'fonasa',
    'isss',
    'igss',
    'ccss',
    'f931',
    'afp',
    'parafiscales',
    'iess',
    'bps',
    'seguro social',
    'onp',
    'planilla (del|de) (iess|bps|essalud|afp)',
    '(aporte|aportes) (patronal|patronales)',
    '(aporte|aportes) (al|a la|del) (iess|bps|seguro social|afp|onp|issste|imss|isss|igss|ccss|seguridad social)',
    '(cuota|cuotas) (obrero patronal|obrero patronales|patronal|patronales)',
    '(cotizacion|cotizaciones) (previsional|previsionales|de salud)',
    '(contribucion|contribuciones|cargas|aportes|cotizaciones) (patronal|patronales|sociales|de seguridad social)',
    '931',
    '(aporte|aportes) de salud',
    '(aporte|aportes) (a|al) (la)? (salud|pension|jubilacion)',
  ],
  fee: [
    // 'con el datáfono, que cobra 1,5%': the terminal's rate.
    '(datafono|tpv|pos|posnet|terminal|point|clip|pasarela|sumup|izipay|datafast|medianet|niubiz|transbank),? (que)? (me|nos)? (cobra|cobro|se lleva|se queda con|descuenta|desconto|retiene) (un|el)? #',
    // 'sin comisión por ahora': no fee was taken.
    '(?<!sin |sin ninguna |no hubo |no hay |cero |libre de )comision',
    '(?<!sin |no hubo |no hay |cero )comisiones',
    'se queda (un|el)? #',
    // 'el BAC se cobra el 3.5%': the bank's rate on card takings.
    'se (cobra|cobran|cobro|cobraron) (un|el)? #%',
    'me descontaron el',
    'descontada la comision',
    'se quedo con',
    'se quedaron con',
    'nos desconto',
    'nos descontaron',
    'se (queda|quedan) con',
    'se (quedo|quedaron|queda|quedan) (con)? (el|un)? #',
    'se (quedo|quedaron) con',
    // 'Niubiz se cobró 59,30', 'se quedan su 15%': what the terminal or the platform kept, said of it.
    // ('se llevó 3 tortas' is a customer taking goods: only a rate is the processor's cut.)
    'se (cobra|cobran|cobro|cobraron|quedan|queda|quedo|quedaron) (su|sus|el|un)? #',
    'se (lleva|llevan|llevo|llevaron) (su|sus|el|un)? #%',
  ],
  cost: [
    // 'los kits nos salieron a 22': what each thing sold cost us.
    '(nos|me) (salieron|salio|salen|sale) (a|en|por) #',
    'costo',
    'coste',
    'costaron',
    'costo unitario',
    'nos cost(o|aron)',
    'cada (uno|una)? nos cost*',
    'a nosotros',
    '(nos|me) (cuesta|cuestan|sale|salen)',
    // 'de material cada uniforme salió en 7,50': what each unit came to cost us.
    'cada [a-z]+ (nos|me)? (salio|salieron|sale|salen|ha salido|han salido) (en|a|por)',
    '(nos|me) (ha|han|habia|habian) (salido|costado) (en|a|por)? #',
    // 'las había pagado 18 c/u', 'los compré a 22': what the things sold cost us when bought.
    '(las|los|la|lo) (habia|habiamos|he|hemos)? (pagado|comprado|pague|compre|pagamos|compramos) (a|en|por)? # (c/u|cada|el|la|por)',
    'me cost(o|aron)',
    '(nos)? (costaba|costaban|habia costado|habian costado)',
    // 'de las que compramos a 22', 'las habíamos comprado a 22': what what was sold cost us.
    '(de las|de los|las|los) que (compramos|compre|trajimos) a',
    '(las|los|la|lo) (habiamos|habia|habian) (comprado|pagado) a',
    // 'de maíz y maseca se nos fueron $310': what the work used up, in money.
    'se nos (fue|fueron|gasto|gastaron|consumio|consumieron) (como|unos|unas|aprox|aproximadamente|mas o menos|alrededor de)? (\\$|€)?#',
    // 'de producto se gastaron 48 de cipermetrina': what the work used up, in money.
    'de (producto|productos|insumo|insumos|material|materiales|materia prima) se (nos)? (fue|fueron|gasto|gastaron|uso|usaron|consumio|consumieron) (como|unos|unas|aprox)? (\\$|€)?#',
    // 'la materia prima que se usó para eso anda en 430', 'lo que se usó de insumos fueron 620': what
    // the goods sold used up, said after the sale.
    '(materia prima|insumos|materiales|material|ingredientes|mercaderia) (que)? se (uso|usaron|gasto|gastaron|consumio|consumieron|fue|fueron)',
    'lo que se (uso|usaron|gasto|gastaron|consumio|consumieron) (de|en) (materia prima|insumos|materiales|material|ingredientes|mercaderia)',
  ],
  /**
   * The processor or platform pays the takings out later ('el resto nos lo depositan el viernes'):
   * what it owes us until then is a receivable, not cash.
   */
  payoutLater: [
    '(el resto|lo demas|lo restante|el neto|la diferencia|lo que queda|el saldo|lo nuestro|la plata|el dinero|el pago)( nos| me)? (lo|la)? (depositan|deposita|depositara|depositaran|van a depositar|va a depositar|transfieren|transfiere|transferira|transferiran|van a transferir|va a transferir|liquidan|liquida|liquidara|liquidaran|abonan|abona|abonara|abonaran|consignan|consigna|consignara|giran|gira|caen|cae|caera|llega|llegara|entra|entrara)(?! (hoy|ya|ayer))',
    '(nos|me) (lo|la|los|las)? (deposita|depositan|depositara|depositaran|transfiere|transfieren|transferira|liquida|liquidan|liquidara|abona|abonan|abonara|consigna|consignan|paga|pagan|pagara|pagaran) (el resto|lo demas|lo restante|el neto)? (el|la|los|cada|dentro de|hasta|recien) (el )?(lunes|martes|miercoles|jueves|viernes|sabado|domingo|semana|proxima|proximo|siguiente|mes|quincena|#)',
    '(todavia|aun) no (nos)? (lo|la)? (ha|han) (depositado|transferido|liquidado|pagado|abonado|consignado)',
    'pendiente de (deposito|liquidacion|pago|transferencia|abono)',
  ],
  netOnly: [
    '(ya)? con (la|su) comision (ya)? descontada',
    '(ya)? descontada (la|su) comision',
    'neto',
    'despues de (la|su) comision',
    'menos (la|su) comision',
    'lo que (nos)? (quedo|queda|quedaron) despues de',
    '(se|nos) (cobro|cobraron|cobrara|cobraran|quedo|quedaron|quedara|quedaran) (con)? lo suyo',
    'despues de (la|su|las|sus) comision*',
  ],
  cashTransfer: [
    '(pase|pasamos|lleve|llevamos|deposite|depositamos|saque|sacamos|meti|metimos|consigne|consignamos|retire|retiramos|transferi|transferimos|ingrese|ingresamos)',
    // 'he llevado al banco el efectivo de la caja': the perfect tense of the same move.
    '(he|hemos) (llevado|depositado|ingresado|consignado|pasado) (al banco|a la cuenta|el efectivo|la caja|lo de la caja)',
    'metida en cuenta',
    'llevamos a consignar',
    'lleve a consignar',
    '(fuimos|fui|voy|vamos) al banco a (depositar|consignar|ingresar|meter)',
    '(depositar|consignar|ingresar|llevar) (lo que (habia|hubo|juntamos) en|lo de) (la)? (caja|cajon|registradora)',
    '(deposite|depositamos|consigne|consignamos|ingrese|ingresamos) en (el)? [a-z]+',
    // 'he ingresado en Abanca los 600 € que tenía en la caja': the same move in the perfect tense.
    '(he|hemos|ha|han) (depositado|ingresado|consignado|metido) en (el|la)? [a-z]+',
  ],
  // ── what the user wants ──────────────────────────────────────────────────────────────
  /** Something that has not happened yet: a quote asked for, a purchase planned (movimientos §10). */
  /** The bank charging the company ('el banco nos cobró 3 por…'): its own fees, not a sale's. */
  bankCharges: [
    '(el|la|nuestro|nuestra) (banco|entidad|financiera|caja) (nos|me)? (ha|han)? (desconto|descontaron|descontado|cobro|cobraron|cobrado|cargo|cargaron|cargado|debito|debitaron|debitado)',
  ],
  notYet: [
    '(pedimos|pedi|solicitamos|nos (mandaron|enviaron|pasaron|dieron)) (una|un|la|el)? (cotizacion|presupuesto|proforma)',
    '(nos|me) (ha|han) (mandado|enviado|pasado|dado|hecho) (una|un|la|el)? (cotizacion|presupuesto|proforma)',
    '(todavia|aun) no (hemos dicho|dijimos|le dijimos|les dijimos|hemos aceptado|aceptamos|hemos firmado|firmamos) (que si)?',
    '(cotizacion|presupuesto|proforma) (de|para|por)',
    'todavia no (confirmamos|hemos confirmado|decidimos|hemos decidido|encargamos|pedimos|compramos) (nada)?',
    'aun no (confirmamos|hemos confirmado|decidimos|hemos decidido|encargamos|compramos) (nada)?',
    '(vamos a|pensamos|queremos|planeamos|estamos pensando en) (comprar|encargar|pedir|contratar|alquilar|arrendar)',
    '(compraremos|encargaremos|pediremos|contrataremos)',
    // An order placed that has neither arrived nor been paid ('aún no ha llegado ni lo hemos pagado').
    '(todavia|aun) no (ha|han) (llegado|venido|entregado) (ni|y no) (lo|la|los|las)? (hemos)? (pagado|pagamos|pagado nada)',
    '(todavia|aun) no (lo|la|los|las)? (hemos)? (pagado|pagamos) (ni|y no|y todavia no|y aun no) (ha|han)? (llegado|llega|llegan)',
    // Work still to be done and paid for later ('va a dar clases en diciembre y le pagaremos…').
    '(va|van) a (dar|impartir|trabajar|hacer|venir|cubrir|ensenar) ([a-z]+\\s+){0,6}(y)? (le|les) (pagaremos|vamos a pagar|pagariamos)',
    // Money promised for later: a loan, a payment or a contribution that has not arrived.
    '(?<!no )(nos|me|le|les) (va|van) a (prestar|dar|pagar|depositar|transferir|aportar|financiar|desembolsar|girar|consignar)',
    '(nos|me) (prestara|prestaran|desembolsara|desembolsaran|financiara|financiaran)',
    '(vamos a|pensamos|queremos|planeamos|estamos pensando en) (pedir|solicitar|sacar|tomar) (un|una|el|la)? (prestamo|credito|financiamiento|financiacion)',
  ],
  hypothetical: [
    // ('pa ver si nos alcanza pa más hilo' after a question about the bank is why it is asked, no plan.)
    '(?<!(ver|saber|cachar|chequear|mirar|calcular|comprobar) )si (compro|compramos|vendo|vendemos|pido|pedimos|financio|financiamos|levantamos|un cliente|me|nos|tomo|tomamos|saco|sacamos)',
    'como se (registraria|registra|contabiliza|contabilizaria|anota|anotaria|apunta|apuntaria|reflejaria|refleja)',
    // 'estamos pensando en coger un renting…', 'si lo hacemos': a plan, not a movement done.
    'si lo (hacemos|hago|cogemos|tomamos|compramos|firmamos|contratamos)',
    '(estamos|estoy) (pensando en|viendo si|evaluando|planeando)',
    'que asiento (saldria|sale|seria)',
    '(como|donde) (lo|la|los|las)? (apuntarias|registrarias|anotarias|pondrias|contabilizarias|cargarias|asentarias|meterias)',
    'todavia no (firmamos|compramos|pagamos|llego)',
    'como (quedaria|quedara|se veria|se registraria|se apuntaria|se anotaria|lo registro|lo anoto|lo apunto|lo registramos)',
    // 'cómo registro si el banco me cobra…': asking how, not telling what happened.
    'como (registro|registramos|anoto|anotamos|apunto|contabilizo|contabilizamos|debo registrar|tengo que registrar|deberia registrar|registrariamos) (si|cuando|un|una|el|la|los|las)',
    '(que|cual) asiento',
    'en caso de que',
    'supongamos',
    'y si (compramos|vendemos|pedimos|financiamos|nos|le|les)',
    'que (pasaria|pasa|pasara|ocurriria|sucederia) si',
  ],
  why: [
    'por que',
    'porque no',
    'donde quedo',
    'donde esta',
    'no veo que',
    // 'xq?', 'pq no sale como gasto': the same question typed short.
    'xq',
    'pq',
    'x que',
    'no (me)? (sale|salen|aparece|aparecen) (como|en)',
  ],
} as const satisfies Record<string, readonly string[]>;

export type Cue = keyof typeof CUE_TABLE;
