import { ACCOUNT } from '../../../domain';
import { concept, type Concept } from './concept';

/** Things a company buys or receives that stay with it: fixed assets, intangibles, stock, deposits. */
export const ASSET_CONCEPTS: readonly Concept[] = [
  concept(
    'assets',
    { asset: 'equipment' },
    'equipo informático',
    'computadora, computador, ordenador, workstation, workstations, estacion de trabajo, estaciones de trabajo, laptop, portatil, pc, notebook, macbook, imac, monitor, monitores, impresora, escaner, tablet, ipad, celular, telefono movil, smartphone, iphone, servidor, router, disco duro, equipo de computo, equipo informatico, equipos informaticos, camara, camaras, microfono, microfonos, proyector, parlantes, altavoces, equipo de sonido, luces de grabacion, aro de luz, tripode, estabilizador, gimbal, drone, terminal pos, datafono, caja registradora, flash de estudio, flashes de estudio, softbox, teleobjetivo, equipo fotografico, equipo de fotografia, equipo de iluminacion, iluminacion de estudio, reflector, reflectores, consola de sonido, mesa de mezclas, amplificador, bafle, tableta grafica, impresora de etiquetas, lector de codigo de barras, balanza, bascula, camara de seguridad, camaras de seguridad, televisor, televisores, television, smart tv, no break, nobreak, no-break, ups, regulador de voltaje, supresor de picos, planta electrica, generador electrico, micros, micro inalambrico, micros inalambricos, auriculares, auriculares de estudio, cascos de estudio, monitores de estudio, interfaz de audio, tarjeta de sonido, subwoofer, subwoofers, cabinas de sonido, cabinas activas, cabina activa, par led, pares led, cabeza movil, cabezas moviles, maquina de humo, truss, pantalla led, pantallas led, controlador dj, tornamesas, sony fx3, sony a7, camara sony, camara canon, camara nikon, lentes de camara, objetivos de camara, gopro, dji, blackmagic, fujifilm, estabilizador de camara, kit de luces',
  ),
  concept(
    'assets',
    { asset: 'equipment' },
    'mobiliario',
    'muebles, mueble, mobiliario, kiosko, kiosco, quiosco, caseta, modulo de venta, puesto de venta, carrito de venta, mesa, mesas, silla, sillas, sillon, sillones, sofa, escritorio, escritorios, estanteria, estanterias, estantes, repisas, barra, vitrina, vitrinas, mostrador, archivador, lampara, lamparas, decoracion, letrero, rotulo, toldo, mesas de trabajo, banco de trabajo, taburetes, armario para la tienda, camarote, litera, cama, catre, cuna, canil, caniles, jaula, jaulas, caseta para perros, casetas, transportadora, transportadoras, colchon, casillero, locker, ropero, comoda, velador, mesita de noche, perchero, espejo, exhibidor, gondola, maniqui, camilla, lavacabezas, sillon de barbero, silla de barbero, sillon de barberia, carpa, tarima, juegos infantiles, hamaca, sombrilla, tumbona',
  ),
  // A fit-out of the premises lasts years: an asset, whoever did the work (movimientos §3.1).
  concept(
    'assets',
    { asset: 'equipment' },
    'reforma del local',
    'reforma, reformas, reforma del local, remodelacion, remodelaciones, obra del local, obras del local, acondicionamiento del local, adecuacion del local, instalacion electrica, drywall',
    [],
    'no_corriente',
    3,
  ),
  concept(
    'assets',
    { asset: 'equipment' },
    'equipo',
    'brincolin, brincolines, inflable, inflables, castillo inflable, castillos inflables, juegos inflables, tobogan, toboganes, trampolin, trampolines, cama elastica, camas elasticas, bicicleta, bicicletas, bici, bicis, bicicleta electrica, bicicletas electricas, bici electrica, bicis electricas, ebike, ebikes, e-bike, e-bikes, tandem, tandems, congeladora, congeladoras, exhibidora, exhibidoras, exhibidora refrigerada, vitrina refrigerada, enfriador, enfriadora, conservadora, impresora 3d, impresoras 3d, fotocopiadora, fotocopiadoras, copiadora, multifuncional, extintor, extintores, botiquin de primeros auxilios, caja fuerte, equipo de oficina, equipos de oficina, equipo de cocina, equipos de cocina, aire acondicionado, ventilador, refrigeradora, refrigerador, nevera, congelador, heladera, horno, hornos, cocina industrial, licuadora, microondas, estufa, estufas, plancha, freidora, campana extractora, equipamiento, equipos, kayak, kayaks, canoa, canoas, bote inflable, tabla de surf, tablas de surf, tablas de paddle, tabla de paddle, paddle board, remos, chalecos salvavidas, trajes de neopreno, neoprenos, equipo de buceo, equipos de buceo, tanques de buceo, carpas, bolsas de dormir, equipo de camping, equipo de escalada, arneses, cascos, patines, esquis, tablas de snowboard, instrumentos musicales, piano, pianos, bateria acustica, amplificadores',
  ),
  // Buildings of a farm or a yard: bought or built, they last years.
  concept(
    'assets',
    { asset: 'equipment' },
    'construcción',
    'invernadero, invernaderos, galpon, galpones, gallinero, corral, establo, cobertizo, bodega construida',
  ),
  concept(
    'assets',
    { asset: 'equipment' },
    'inmueble',
    'local, local comercial, oficina, terreno, edificio, nave industrial, bodega propia, inmueble, departamento, casa',
    ['weak'],
  ),
  concept(
    'assets',
    { asset: 'machinery' },
    'maquinaria',
    'cerradora, cerradoras, selladoras, termoselladora, etiquetadora, empacadora, peladora, trituradora, pulidora, perforadora, remachadora, cosedora, sopladora, barredora, fregadora, dobladora, plastificadora, enfriadora, ensacadora, dosificadora, tapadora, encapsuladora, cabina de pintura, cabina de pintado, cabina de secado, cabina de bronceado, elevador de dos columnas, elevador de coches, elevador hidraulico, campana extractora, campanas extractoras, campana de extraccion, extractor de humos, extractor de aire, hidrolimpiadora, hidrolavadora, karcher, secador profesional, secadores profesionales, secador de pelo, secadores de pelo, lavacabezas, sillon de peluqueria, sillones de peluqueria, sillon de barbero, sillones de barbero, plancha de pelo profesional, tractor, tractores, cosechadora, fumigadora, caminadora, caminadoras, cinta de correr, cintas de correr, bicicleta estatica, bicicletas estaticas, maquinas de gimnasio, maquinas de ejercicio, pesas, mancuernas, sillon odontologico, equipo medico, equipos medicos, maquina, maquinas, maquinaria, maquina de espresso, maquina de cafe, cafetera industrial, cafetera profesional, molino, molinillo, sierra, sierra de mesa, cepilladora, torno, fresadora, lijadora, compresor, soldadora, taladro, taladros, elevador, gato hidraulico, equipo industrial, horno industrial, amasadora, batidora industrial, prensa, herramienta, herramientas, herramientas electricas, equipo de diagnostico, escaner automotriz, impresora 3d, cortadora, cortadora laser, bordadora, maquina de coser, maquinas de coser, tostadora de cafe, tostadora, generador, congeladora, conservadora, hidrolavadora, aspiradora, aspiradora industrial, lavadora, secadora, planchadora, mezcladora, rebanadora, cortadora de fiambre, selladora, envasadora, empacadora al vacio, montacargas, transpaleta, andamio, amoladora, esmeril, rotomartillo, pistola de calor, plotter, plotter de corte, guillotina, laminadora, prensa termica, plancha de sublimacion, cortadora de vinilo, motosierra, desbrozadora, podadora, cortacesped, motobomba, hormigonera, autoclave, esterilizador, ecografo, equipo de rayos x, rayos x, sillon dental, sillones dentales, unidad dental, unidades dentales, desfibrilador, electrocardiografo, microscopio, centrifuga, monitor de signos vitales, lampara de fotocurado, fermentador, fermentadores, tanque de fermentacion, marmita, colmena, extractor de miel, centrifuga de miel, incubadora, bebedero, comedero, asador, horno de lena, maquina de hielo, dispensador, enfriador, chiller, vitrina refrigerada, camara frigorifica, camara de frio, compresora, desenllantadora, balanceadora, alineadora, vulcanizadora, melangeur, melanger, conchadora, temperadora, refinadora de chocolate, molino de piedra, riego por goteo, sistema de riego, sistema de riego por goteo, bomba de riego, estufa industrial, estufas industriales, derretidor, derretidores, derretidor de cera, fundidor de cera, olla de fusion, fogon industrial',
  ),
  concept(
    'assets',
    { asset: 'vehicle' },
    'vehículo',
    'motor honda, motor yamaha, yamaha ybr, ybr, honda cgl, cgl, bajaj, bajaj boxer, boxer 150, pulsar, italika, akt, tvs apache, motor suzuki, motor bajaj, motor italika, motorcito, rav4, rav 4, cr-v, crv, hr-v, tucson, fortuner, land cruiser, frontier, navara, l200, d-max, dmax, amarok, np300, tacoma, f-150, f150, duster, sandero, logan, kangoo, ducato, h100, urvan, probox, 4runner, pathfinder, x-trail, xtrail, sentra, tsuru, aveo, onix, jetta, virtus, jimny, vitara, elantra, picanto, cerato, cx-5, cx5, mazda 3, mazda3, clio, ibiza, corsa, astra, megane, sportage, qashqai, dacia, fiat 500, peugeot 208, seat ibiza, seat leon, seat arona, seat, i10, i20, c3, lancha, lanchas, bote a motor, botes a motor, embarcacion, embarcaciones, yate, velero, panga, barco, troca, trocas, trokita, guagua, guaguita, food truck, foodtruck, mototaxi, mototaxis, motocarro, motocarros, torito, toritos, tuk tuk, tuktuk, carrito de comida, carro de comida, carro de comidas, carrito de comidas, carrito de hot dogs, carrito de helados, remolque de comida, auto, autos, coche, coches, carro, carros, camioneta, camionetas, moto, motos, motocicleta, furgoneta, furgonetas, furgo, furgos, yipeta, yipetas, jeepeta, troca, trocas, nhr, guagua, camion, vehiculo, vehiculos, van, grua, scooter, pasola, pasolas, motoneta, motonetas, motito, motico, vespa, pick up, pickup, furgon, utilitario, remolque, berlingo, kangoo, transit, sprinter, ducato, caddy, hiace, hilux, frontier, ranger, amarok, l200, d-max, dmax, isuzu, np300, tacoma, tundra, fiorino, partner, kangoo, vito, trafic, doblo, jumper, boxer, npr, suzuki, toyota, nissan, chevrolet, chevy, kia, hyundai, mazda, renault, peugeot, citroen, volkswagen, vocho, tsuru, swift, spark, aveo, yaris, corolla, sentra, versa, tiida, picanto, sandero, logan, duster',
  ),
  concept(
    'assets',
    { asset: 'intangible' },
    'desarrollo de software',
    'desarrollo de la plataforma, desarrollo de plataforma, desarrollo de la app, desarrollo de la aplicacion, desarrollo de la web, desarrollo de la pagina, desarrollo web, desarrollo de software, desarrollo del sitio, desarrollo de la tienda online, programacion de la plataforma, programacion de la app, diseno y desarrollo',
    [],
    undefined,
    3,
  ),
  concept(
    'assets',
    { asset: 'intangible' },
    'licencia perpetua',
    'licencia perpetua, licencias perpetuas, software con licencia perpetua, registro de marca, registramos la marca',
    [],
    undefined,
    3,
  ),
  concept('assets', { asset: 'intangible' }, 'dominio', 'dominio, dominios, dominio premium', ['renewable']),
  concept(
    'assets',
    { asset: 'intangible' },
    'activo intangible',
    'marca, patente, patentes, software a medida, la web, una web, nueva web, web de la tienda, web corporativa, web de la empresa, pagina de la empresa, desarrollo de la plataforma, desarrollo de plataforma, desarrollo de la app, desarrollo de la web, desarrollo web, desarrollo de software, pagina web, sitio web, tienda online, sistema de reservas, sistema de turnos, sistema de citas, sistema de gestion, sistema de inventario, software de gestion, aplicacion, app movil, plataforma, plataforma de cursos propia, franquicia, derechos de autor, curso grabado, cursos grabados',
  ),
  concept(
    'assets',
    { asset: 'investment' },
    'inversión a largo plazo',
    'plazo fijo, deposito a plazo, deposito a plazo fijo, acciones, fondo de inversion, bonos del estado, participaciones, cdt, certificado de deposito',
  ),
  concept(
    'assets',
    ACCOUNT.otherNonCurrentAssets,
    'depósito de garantía',
    'garantia, deposito de garantia, fianza, deposito del local, deposito del alquiler, garantia del local, garantia del arriendo, mes de garantia, meses de garantia',
    ['deposit'],
    'no_corriente',
  ),
  concept(
    'assets',
    { asset: 'inventory' },
    'mercadería',
    'mercaderia, mercancia, mercancias, tablero, tableros de, marisco, el marisco, hilado, hilados, hilo de alpaca, cafe verde, cacao en grano, granos de cacao, cuero, cueros, barriles de cerveza, latas de cerveza, cajas de cerveza, media res, medias reses, cuarto de res, reses, inventario, existencias, stock, materia prima, materias primas, materiales, material dental, material de construccion, material para vender, abono organico, abono para plantas, sacos de abono, bolsas de abono, compost, semillas, fertilizante, fertilizantes, prendas, telas para confeccion, insumos, repuestos, productos, producto, articulos, mercaderia para vender, para vender, para reventa, para revender, madera, maderas, tela, telas, harina, ingredientes, masa, queso, quesos, frijoles, arroz, carne, pollo, verduras, frutas, tortillas, huevos, aceite de cocina, insumos de cocina, cafe en grano, granos de cafe, leche, azucar, vasos, bolsas, envases, empaques, cajas de carton, fundas, cargadores, protectores, accesorios, pastillas de freno, filtros, aceite, neumaticos, llantas, tablones, tableros, pintura, barniz, tornillos, pernos, hilos, botellas, latas, camisetas, ropa, zapatos, cosmeticos, libros, juguetes, velas, material, tubo, tuberia, codo, grifo, griferia, cable, cemento, ladrillo, arena, yeso, azulejo, baldosa, perfil de aluminio, varilla, clavo, pegamento, silicona, crema, nata, mantequilla, manteca, levadura, chocolate, cacao, patata, cebolla, tomate, limon, pescado, mariscos, camarones, langostinos, cerdo, jamon, embutidos, especias, condimentos, malta, lupulo, cebada, uva, mosto, refresco, gaseosa, cerveza, licor, cera, parafina, esencias, aceites esenciales, fragancia, colorante, soda caustica, glicerina, flores, rosas, alimento para perros, croquetas, pienso, medicamento, vacuna, farmaco, plantas, tierra de hoja, tierra negra, sustrato, macetas, arcilla, esmalte, esmaltes ceramicos, barro, pigmento',
    ['goods'],
  ),
];
