import { CATEGORY } from '../../../domain';
import { concept, type Concept } from './concept';

/** What founders pay for, by expense category (catalogue hints plus the words people really use). */
export const EXPENSE_CONCEPTS: readonly Concept[] = [
  concept('expenses', { expense: 'software' }, 'Zoom', 'zoom, zoom pro'),
  // The company's mailboxes are a service paid for, not postage ('correo' alone).
  concept(
    'expenses',
    { expense: 'software' },
    'correo corporativo',
    'correo corporativo, correos corporativos, correo electronico corporativo, email corporativo, correo de la empresa, cuentas de correo',
    ['expense-head'],
  ),
  concept('expenses', { expense: 'software' }, 'Notion', 'notion'),
  concept('expenses', { expense: 'software' }, 'Canva', 'canva, canva pro'),
  concept(
    'expenses',
    { expense: 'software' },
    'Google Workspace',
    'google workspace, gsuite, g suite, workspace',
  ),
  concept('expenses', { expense: 'software' }, 'Slack', 'slack'),
  // A booking or delivery platform's cut is what the sale cost to get (movimientos §7).
  concept(
    'expenses',
    { expense: 'marketing' },
    'comisión de la plataforma',
    'booking, airbnb, expedia, comision de glovo, comision de rappi, comision de uber eats, comision de pedidosya, comision de didi, comision de just eat, comision de deliveroo, comision de booking, comision de airbnb, comision de la plataforma, comision de la app',
    [],
    undefined,
    3,
  ),
  concept(
    'expenses',
    { expense: 'software' },
    'hosting',
    'hosting, hospedaje web, servidor web, vps, servidor en aws, servidor en la nube, servidor cloud, servidor en azure, servidor en google cloud, servidor en digitalocean, nube, cloud',
  ),
  concept('expenses', { expense: 'software' }, 'Shopify', 'shopify, shopify basic'),
  concept('expenses', { expense: 'software' }, 'HubSpot', 'hubspot, hubspot starter'),
  concept(
    'expenses',
    { expense: 'software' },
    'suscripción de software',
    'adobe, photoshop, figma, microsoft 365, office 365, chatgpt, chat gpt, openai, mailchimp, wix, squarespace, wordpress, aws, amazon web services, vercel, github, dropbox, quickbooks, xero, holded, calendly, trello, asana, miro, zapier, teachable, thinkific, kajabi, loom, capcut, descript, grammarly, antivirus, icloud, google drive, google one, spotify, netflix, jira, monday, clickup, airtable, webflow, godaddy, semrush, stripe atlas, docusign, canva teams, tiendanube, woocommerce, odoo, alegra, siigo, contpaqi, a3, sage, factusol',
  ),
  concept(
    'expenses',
    { expense: 'software' },
    'suscripción de software',
    'suscripcion, suscripciones, software, licencia mensual, plan mensual, plataforma de cursos, sistema de facturacion, facturacion electronica, programa de contabilidad, programa de gestion, software de gestion, plan de la tienda online, plan anual de la tienda online, plan de la tienda, plan mensual de la tienda, sistema de gestion, programa de reservas, sistema de reservas, programa de citas, agenda online, crm, erp, app de, licencias, licencia anual, licencias anuales, licencia de software, linkedin, linkedin premium, licencia del mes, autocad, office 365, microsoft 365, google workspace',
  ),
  concept(
    'expenses',
    { expense: 'marketing' },
    'publicidad',
    'sesion de fotos, sesion fotografica, sesion de fotografia, fotos de producto, fotos de productos, fotos de los productos, fotografia de producto, fotografia de productos, fotos para el catalogo, fotos del catalogo, publicidad, anuncio, anuncios, aviso, avisos, aviso clasificado, portal inmobiliario, publicacion destacada, ads, facebook ads, instagram ads, google ads, linkedin ads, tiktok ads, meta ads, promocion, promociones, campana, campana publicitaria, sorteo, sorteos, premio, premios, influencer, influencers, para que grabe, para que suba un, para que suba una, para que publique, para que nos promocione, para que nos haga publicidad, para que hable del, para que hable de la, tiktoker, tiktokers, youtuber, youtubers, instagramer, creador de contenido, creadora de contenido, creadores de contenido, reel, reels, video promocional, pautamos, pautar, pautado, pautada, volante, volantes, flyer, flyers, folleto, folletos, pancarta, banner, marketing, pauta, pautas, patrocinio, merchandising, seo, email marketing, posicionamiento, publicaciones pagadas, post patrocinado, tarjetas de presentacion, cartel publicitario, valla, radio, degustacion, lanzamiento publicitario, anunciar, publicitar',
  ),
  concept(
    'expenses',
    { expense: 'utilities' },
    'servicios básicos',
    'internet, ute, ose, planilla de luz, planilla de la luz, planilla del agua, planilla de agua, planilla de cnel, planilla de la cnel, planilla de internet, planilla del internet, planilla de telefono, factura de la cre, recibo de la cre, la cre, ende, factura de ende, antel, luz, electricidad, energia electrica, energia, agua, telefono, telefonia, fibra, fibra optica, wifi, gas, recibo de luz, factura de luz, recibo del agua, movistar, vodafone, claro, orange, tigo, entel, digi, jazztel, plan de celular, plan movil, movil, linea telefonica, servicios basicos, suministros, cnel, edenor, endesa, iberdrola, naturgy, cfe, sedapal, luz del sur, enel, edesur, aysa, metrogas, aguas andinas, epm, codensa, calidda, telmex, izzi, totalplay, telecentro, fibertel, vanti, etb, emcali, acueducto, chilquinta, esval, hidrandina, antel, ute, cantv, factura de la ande, recibo de la ande, essap, copaco, saesa, cge, frontel, essbio, smapa, edelnor, electro sur, eegsa, empresa electrica, enee, cnfl, aya, ensa, edemet, edechi, idaan, edeeste, edenorte, caasd, altice, cable onda, netlife, cnt, eeq, emaap, interagua, electrocaribe, afinia, celsia, emcartago, gas natural, canal de isabel ii, emasesa, aguas de valencia, aigues de barcelona, emacsa, telecable, euskaltel, masmovil, pepephone, simyo, lowi, o2, yoigo, finetwork, adamo, avatel, edp, repsol luz, totalenergies, holaluz, octopus, cuenta de luz, cuenta del agua, boleta de luz, boleta del agua, recibo de la luz, factura del agua, recibo del gas, bombona de butano, bombona, garrafa de gas, balon de gas, epec, edea, edelap, edemsa, ecogas, camuzzi, litoral gas, aguas cordobesas, absa, seal, sedapar, electro oriente, electrocentro, enosa, electronoroeste, sedalib, epsel, emapa, electro puno, delsur, caess, eeo, deocsa, deorsa, energuate, empagua, enatrel, disnorte, dissur, enacal, esval, saesa, cooperativa electrica, elfec, delapaz, epsas, semapa, saguapac, cnel ep, emelnorte, luma, la aaa, prepa, utilities',
  ),
  concept(
    'expenses',
    { expense: 'salaries' },
    'sueldo',
    'sueldo, sueldos, salario, salarios, chamba, chambita, por ayudarnos, por ayudarme, nomina, nominas, quincena, planilla, aguinaldo, paga extra, horas extra, pago al equipo, seguridad social, cargas sociales, cotizaciones sociales, bono al personal, seguro social, aportes patronales, aporte patronal, aportes patronales al seguro social, cuotas patronales, cargas patronales, essalud, imss, iess',
    ['salary'],
  ),
  concept(
    'expenses',
    { expense: 'salaries' },
    'sueldo del personal',
    'profesor, profesora, profe, community manager, editor de video, editor, editora, personal de soporte, equipo de soporte, agente de soporte, coordinador academico, coordinadora, barista, ayudante, ayudante de cocina, cocinero, cocinera, mesero, mesera, camarero, camarera, cajero, cajera, empleado, empleada, empleados, trabajador, trabajadora, oficial, oficiales, aprendiz, aprendices, becario, becaria, becarios, becarias, practicante, practicantes, pasante, pasantes, interno de practicas, vendedor, vendedora, empacador, empacadora, repartidor, repartidora, junior, asistente, recepcionista, secretaria, secretario, tutor, tutora, mecanico, operario, operaria, dependiente, dependienta, personal, jornalero, jornaleros, peon, peones, obrero, obreros, chofer, choferes, conductor, conductora, vigilante, guardia, entrenador, entrenadora, instructor, instructora, enfermera, enfermero, auxiliar, higienista, recepcionistas, cocineros, meseros, camareros, costurera, costurero, modista, lavandera, limpiadora, conserje, portero, ninera, cuidadora, jardinero, panadero, panadera, pastelero, pastelera, repostero, repostera, carnicero, bartender, barman, cantinero, bodeguero, almacenero, despachador, despachadora, mensajero, motorizado, peluquero, peluquera, barbero, manicurista, masajista, monitora, socorrista, chef, pizzero, parrillero, lavaplatos, friegaplatos, coach, staff, su semana, sus semanas, su jornal, jornal, jornales, la raya',
    ['salary'],
  ),
  concept(
    'expenses',
    { expense: 'rent' },
    'alquiler',
    'alquiler, alquileres, el casero, la casera, al casero, a la casera, del casero, de la casera, arrendador, arrendadora, arriendo, arriendos, arrendamiento, amarre, amarres, plaza de amarre, plaza de garaje, cochera, trastero, renta del local, renta de la oficina, renta mensual, renta, coworking, cowork, puesto en el coworking, alquiler de oficina, alquiler de la nave, alquiler del local, mensualidad del local, canon de arrendamiento',
  ),
  concept(
    'expenses',
    { expense: 'professional_fees' },
    'honorarios profesionales',
    '2 autonomos, 3 autonomos, 4 autonomos, autonomos externos, freelance, freelancer, autonomo externo, charla, charlas, conferencia, conferencias, ponencia, ponencias, conferencista, ponente, tallerista, contador, contadora, contable, abogado, abogada, notaria, notario, gestoria, gestor, gestora, asesoria, asesor, asesora, asesor fiscal, consultor externo, consultora externa, freelance, freelancer, fotografo, fotografa, auditor, auditoria, traductor, traductora, honorarios, programador freelance, programador, programadora, desarrollador, desarrolladora, disenador freelance, disenadora freelance, disenador, disenadora, desarrollador freelance, asesoria legal, asesoria contable, servicios profesionales, tramites de constitucion, escritura de constitucion, escrituras, gastos de constitucion, perito, arquitecto, la autonoma, el autonomo, una autonoma, un autonomo, maquilladora, maquillador, estilista freelance, dibujante, ilustrador, ilustradora, editor freelance, editora freelance, community manager, boleta de honorarios, recibo por honorarios, el guia, al guia, guia turistico, guia de turismo, veterinario, el veterinario, la veterinaria que, la doctora veterinaria, ingeniero, ingeniera, topografo, tasador, tasadora, psicologo, psicologa, nutricionista',
  ),
  // A lawyer's or an advisor's review of a document is their fee, not a repair ('revisión').
  concept(
    'expenses',
    { expense: 'professional_fees' },
    'revisión legal',
    'revision del contrato, revision de contratos, revision legal, revision juridica, revision de la escritura, revision de documentos, redaccion del contrato, redaccion de contratos',
    [],
    undefined,
    3,
  ),
  // A laboratory's or an inspector's work is a service bought, whatever it tests ('del agua').
  concept(
    'expenses',
    { expense: 'professional_fees' },
    'análisis de laboratorio',
    'analisis de laboratorio, analisis de calidad, analisis del agua, analisis microbiologico, analisis microbiologicos, ensayo de laboratorio, ensayos de laboratorio, control de calidad, prueba de laboratorio, pruebas de laboratorio',
    ['expense-head'],
  ),
  concept(
    'expenses',
    { expense: 'taxes' },
    'impuestos y tasas',
    'habilitacion comercial, habilitacion municipal, habilitacion de bromatologia, habilitacion sanitaria, habilitacion del local, habilitacion de la muni, bromatologia, matricula vehicular, matricula de las busetas, matricula de la buseta, matricula del vehiculo, matricula de los vehiculos, matricula del carro, matricula de la moto, permiso de operacion, permiso de funcionamiento, permiso municipal, placas del carro, tenencia vehicular, refrendo, revision tecnica vehicular, cuota de autonomos, cuota de autonomo, cuota del autonomo, autonomos, reta, impuesto, impuestos, tasa, tasas, tributo, tributos, arbitrio, arbitrios, patente municipal, patente de la muni, patente en el municipio, patente en la municipalidad, patente en la alcaldia, patente en la muni, patente del municipio, patente anual, patente municipal anual, patente de la municipalidad, patente de la alcaldia, patente del negocio, patente del local, patente comercial, patente de funcionamiento, licencia municipal, certificado fitosanitario, certificados fitosanitarios, certificado sanitario, certificado de origen, permiso de estacionamiento, licencia de estacionamiento, licencia de funcionamiento, licencia de apertura, permiso, permisos, permiso de bomberos, permiso municipal, bomberos, registro mercantil, inscripcion en el registro, iva, ibi, iae, isr, igv, itbms, impuesto a la renta, impuesto de sociedades, impuesto municipal, tasa de basuras, tasa de basura, basura municipal, recoleccion de basura, basuras, aviso de operacion, timbres, camara de comercio, sunat, hacienda, dian, afip, seniat, municipio, ayuntamiento, alcaldia, monotributo, ingresos brutos, iibb, ica, impuesto predial, predial, sii, sat, arca, matricula mercantil, renovacion de la matricula, matricula en la atm, matricula en la ant, matricula del camion, matricula de los camiones, matricula de la camioneta, matricula de la furgoneta, matriculacion, registro de los drones, registro de las aeronaves, itse, tasa municipal, seguridad e higiene, abl, drei, derecho de registro e inspeccion, tish, tasa de comercio, contribucion municipal, patente de comercio, refrendo, refrendo de la licencia, licencia de giro, uso de suelo, dictamen de proteccion civil, proteccion civil, licencia de actividad, tasa de apertura, impuesto de circulacion, marbete, tenencia, predial, itbis, dgii, anticipo del itbis, icms, impuesto al comercio, arbitrios municipales, licencia de licores, permiso sanitario, registro sanitario, digesa, invima, cofepris, arcsa, senasa, aesan, tasa de residuos, cuota de la camara, sgae, sayco, teosa, apdayc, sacm',
    ['tax'],
  ),
  concept(
    'expenses',
    { expense: 'financial' },
    'gastos financieros',
    'intereses, interes, tasa de interes, comision bancaria, comisiones bancarias, comision del banco, comisiones del banco, gastos bancarios, mantenimiento de cuenta, mantenimiento de la cuenta, cuota de mantenimiento, cuota de manejo, cuota de administracion de la tarjeta, mantencion de la cuenta, mantencion de cuenta, mantencion del banco, comision de la pasarela, comision de stripe, comision de paypal, comision por transferencia, comisiones de la tarjeta, gastos financieros',
  ),
  concept(
    'expenses',
    { expense: 'financial' },
    'comisiones',
    'comision, comisiones, comision por mantenimiento, comision de mantenimiento, cargo bancario, cargos bancarios',
    [],
    undefined,
    2,
  ),
  concept(
    'expenses',
    CATEGORY.depreciation,
    'depreciación',
    'depreciacion, depreciaciones, amortizacion, amortizaciones, desgaste',
  ),
  concept(
    'expenses',
    CATEGORY.costOfSales,
    'costo de ventas',
    'costo de ventas, coste de ventas, costo de la mercaderia vendida, costo de lo vendido, costo de la mercancia vendida, costo de los productos vendidos, coste de lo vendido',
  ),
  concept(
    'expenses',
    { expense: 'other' },
    'gastos varios',
    'papeleria, tinta de impresora, tinta para la impresora, cartuchos de tinta, toner, material de oficina, utiles de oficina, utiles, fotocopias, impresiones, transporte, envio, envios, courier, mensajeria, por el delivery, pago del delivery, servicio de delivery, mandadito, flete, fletes, gasolina, gasoil, combustible, diesel, petroleo, cargamos petroleo, nafta, peaje, peajes, tanqueamos, tanquee, tanqueada, tanqueo, llenamos el tanque, full tanque, tanque lleno, llenar el tanque, llene el tanque, el full, lleno de gasolina, lleno de nafta, echamos gasolina, cargamos gasolina, cargamos nafta, cargamos combustible, cargamos bencina, parking, estacionamiento, taxi, taxis, uber, remis, remises, colectivo, colectivos, pasaje de bus, pasaje de micro, boleto de bus, boleto de tren, cabify, didi, viaticos, comida, comidas, almuerzo, almuerzos, cena, limpieza, productos de limpieza, detergente, detergentes, suavizante, suavizantes, lejia, cloro, lavandina, jabon, jabones, desinfectante, papel higienico, toallas de papel, bolsas de basura, alcohol en gel, escobas, trapeadores, fregonas, bencina, champu, shampoo, acondicionador, desechables, descartables, vasos descartables, vasos desechables, envases desechables, servilletas, papel film, papel aluminio, comunidad de propietarios, cuota de la comunidad, gastos de comunidad, expensas, gastos comunes, condominio, cuota del condominio, cuota de condominio, mantenimiento del condominio, cuota de administracion, administracion del edificio, uniformes, botiquin, cascos, casco de seguridad, chalecos, chalecos reflectivos, chaleco reflectivo, botas de seguridad, guantes de trabajo, equipo de proteccion, equipos de proteccion, epp, impermeables, capas de lluvia, gastos varios, varios, fiesta de fin de ano, fiesta del equipo, para celebrar, celebrar el cumple, celebrar el cumpleanos, cumpleanos de, cumple de, refrigerio, refrigerios, bocaditos, picada para el equipo, cena de fin de ano, celebracion del equipo, team building, regalos para el equipo, multa, multas, multaron, nos multaron, sancion, sanciones, recargo por mora, recargo, recargos, penalidad, penalizacion, infraccion, donacion, cafe para la oficina, agua para la oficina, dj, animador, animadora, musicos, mariachi, mariachis, payaso, indemnizacion, compensacion por danos, compensacion, resarcimiento, seguro mensual, dietas, hotel, vuelo, pasajes, correo, sabana, toalla, almohada, cobija, manta, frazada, edredon, cortina, mantel, ropa de cama, blancos, lenceria, amenities, articulos de aseo, bombilla, extension electrica, cinta adhesiva, cinta de embalaje, embalaje, material de embalaje, hielo, bolsas de hielo, carbon, lena, globos, pinatas, pinata, adornos, decoracion, confeti, serpentinas, cotillon, vestuario, disfraces, curso de manipulacion de alimentos, capacitacion del personal, formacion del personal, curso de capacitacion, curso para el equipo',
    ['expense-head'],
  ),
  // Supplies used up in the work of a service business (needles, gloves, nappies): an expense when
  // bought, never stock, unless the message says they are for sale.
  concept(
    'expenses',
    { expense: 'other' },
    'insumos de trabajo',
    'agujas, guantes, guantes de latex, guantes de nitrilo, guantes desechables, mascarillas, cubrebocas, tapabocas, gasas, algodon, vendas, curitas, panales desechables, panales de bebe, panales para bebe, panales para los bebes, panales para los ninos, toallitas, toallitas humedas, papel de cocina, jeringas, cuchillas, hojas de afeitar, tintas para tatuar, tinta para tatuar, tintas de tatuaje, film transparente, cofias, baberos desechables',
  ),
  // Where it was bought says little of what: the shop only names supplies when nothing else is named.
  concept(
    'expenses',
    { expense: 'other' },
    'compras del supermercado',
    'en el super, en el supermercado, del super, del supermercado, compras del super, compra del super',
    [],
    undefined,
    0,
  ),
  concept(
    'expenses',
    { expense: 'repairs' },
    'reparación y mantenimiento',
    'reparacion, reparaciones, arreglo, arreglos, arreglamos, arreglaron, reparamos, repararon, arreglar, reparar, mantenimiento, revision, service, el service, mantencion, mantenciones, afinacion, afinamiento, puesta a punto, servicio tecnico, lavado, pintura del local, pintar el local, pintar la tienda, pintar la oficina, pintor, pintores, jardinero, cerrajero, cerrajeria, plomero, fontanero, gasfitero, electricista, albanil, tecnico de, tecnico, revisar la caldera, caldera, calentador, termo electrico, fumigacion, fumigador, cambiar la chapa, cambiar la cerradura, destapar, llanta, llantas, neumatico, neumaticos, cambio de aceite, alineacion, balanceo, cambiamos las llantas, cambiamos el aceite',
    ['expense-head'],
  ),
  concept(
    'expenses',
    { expense: 'other' },
    'seguridad y alarma',
    'alarma, alarmas, monitoreo de alarma, vigilancia, seguridad privada, guardia de seguridad',
    ['expense-head'],
  ),
  concept(
    'expenses',
    { expense: 'insurance' },
    'seguro',
    'seguro, seguros, poliza, soat, seguro obligatorio, seguro del carro, seguro del auto, seguro vehicular, seguro de la camioneta, seguro de la moto, asegurados, asegurado, aseguradas, asegurada, aseguramos',
    ['expense-head', 'prepaid'],
  ),
];
