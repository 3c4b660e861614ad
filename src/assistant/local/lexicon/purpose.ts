/**
 * What a purchase is for, said in the message: bought to sell ('para revender', 'para el stock') it
 * is stock; bought to use up in the work ('para las clases', 'para lavar el pelo') it is a cost,
 * whatever the thing is called. Shared by the precedence rules and the general reader.
 */
export const FOR_SALE =
  /(?<![a-z])(?<!(?:^|\s)no (?:es |son |era |eran )?)((?:para|pa) (?:[a-z]+(?:ar|er|ir)(?:las|los|la|lo)? y )?(?:vender|venderle|venderles|venderlos|venderlas|revender|revenderlos|revenderlas|revenderle|revenderles)|para la venta|para revender|para reventa|para stock|al stock|para el stock|en stock|para (?:el )?inventario|al inventario|para reponer|de reposicion|para (?:la )?reposicion)(?![a-z])/;

/**
 * 'una cafetera para vender café': equipment that makes what is sold, named right after the
 * purpose, stays equipment; 'para vender en el local' or 'para vender' alone is stock.
 */
export const MAKES_WHAT_IS_SOLD =
  /(?<![a-z])para (?:vender|la venta de|revender) (?!(?:en|al|a|los|las|el|la|lo|por|online|despues|luego|mas|ahi|alli|y|o|de|del|con|cada)(?![a-z]))[a-z]{3,}/;

export const FOR_USE =
  /(?<![a-z])(?:para (?:usar|uso|consumo) (?:en|del|de la|de los|interno)|para (?:lavar|limpiar|desinfectar|tenir|peinar|maquillar|depilar|trapear|fregar|asear|pintar|mantener)|para (?:el|la) (?:salon|peluqueria|barberia|spa|consultorio|clinica|cabina|gimnasio)|para el uso (?:del|de la|diario)|para los servicios|para el servicio|para (?:los|las|el|la) (?:talleres|clases|clase|cursos|curso|sesiones|tratamientos|alumnos|alumnas|pacientes)|para (?:los|las|el|la|nuestros|nuestras) [a-z]+ que (?:cuidamos|atendemos|alojamos|hospedamos|tratamos|paseamos|banamos))(?![a-z])/;

/** 'no pa vender, son pa las clases': said not to be for sale, a thing bought is kept and used. */
export const NOT_FOR_SALE =
  /(?<![a-z])no (?:es |son |era |eran |los |las |lo |la )?(?:para|pa) (?:vender|la venta|revender|reventa)(?![a-z])/;

/**
 * 'neoprenos pa' la escuela', 'lectores para prestar en la sala': things bought for the company's own
 * use or to lend or rent out are kept, not stock, however many there are.
 */
export const OWN_USE =
  /(?<![a-z])(?:para|pa) (?:(?:la|el|nuestra|nuestro) (?:escuela|escuelita|academia|oficina|flota|equipo de trabajo)|prestar|alquilar|rentar|arrendar|dar en alquiler|uso de los clientes|uso de las clientas|los clientes de la sala)(?![a-z])/;
