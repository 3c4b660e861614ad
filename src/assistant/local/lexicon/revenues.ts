import { CATEGORY } from '../../../domain';
import { concept, type Concept } from './concept';

/** What a company is paid for, by revenue category. */
export const REVENUE_CONCEPTS: readonly Concept[] = [
  concept(
    'revenues',
    CATEGORY.membership6,
    'membresías semestrales',
    'membresia semestral, membresias semestrales, membresia de 6 meses, membresias de 6 meses, membresia de seis meses, plan semestral, semestral, semestrales, suscripcion semestral',
  ),
  concept(
    'revenues',
    CATEGORY.membershipAnnual,
    'membresías anuales',
    'membresia anual, membresias anuales, membresia de un ano, membresias de un ano, membresia de 1 ano, plan anual, anual, anuales, suscripcion anual',
  ),
  concept(
    'revenues',
    CATEGORY.membershipLifetime,
    'membresías vitalicias',
    'membresia vitalicia, membresias vitalicias, vitalicia, vitalicias, de por vida, acceso de por vida, lifetime, plan vitalicio',
  ),
  concept(
    'revenues',
    CATEGORY.extraIncome,
    'ingresos extra',
    'upsell, upsells, workshop, workshops, taller en vivo, talleres, afiliado, afiliados, comisiones de afiliados, comision de afiliados, masterclass, webinar, webinars, curso en vivo, bootcamp, mentoria, mentorias, patrocinio, patrocinios, sponsor, ebook, ebooks, plantillas',
  ),
  concept(
    'revenues',
    { income: 'services' },
    'servicio',
    'mano de obra, cambiamos, cambio de aceite, revisamos, pintamos, limpiamos, lavamos, instalamos, montamos, reparamos, arreglamos, disenamos, asesoramos, dimos una clase, dimos un curso, dimos clases',
    [],
    undefined,
    2,
  ),
  concept(
    'revenues',
    { income: 'services' },
    'prestación de servicios',
    'mensualidad, mensualidades, cuota mensual, matricula, matriculas, inscripcion, inscripciones, consulta medica, consultas medicas, paciente, pacientes, clase, clases, clase de yoga, entrenamiento, entrenamientos, tratamiento, tratamientos, limpieza dental, reparamos, arreglamos, instalamos, disenamos, asesoramos, hicimos el trabajo, hicimos un trabajo, servicio, servicios, consultoria, consultorias, asesoria, asesorias, proyecto, proyectos, estrategia, estrategias, diseno, auditoria, reparacion, reparaciones, mantenimiento, instalacion, instalaciones, trabajo, trabajos, honorarios cobrados, clase particular, clases particulares, sesion, sesiones, gestion de redes, campana, servicio de catering, catering, traduccion, desarrollo, consulta, consultas, montaje, arreglo, arreglos, revision',
  ),
  concept(
    'revenues',
    { income: 'goods' },
    'venta de productos',
    'venta de mercaderia, venta de productos, productos, producto, mercaderia, mercancia, unidades, bolsas, fundas, cargadores, protectores, cafe, cafes, tazas, pasteles, tortas, postres, comida, bebidas, menus, coffee break, mesas, sillas, armario, armarios, muebles, ropa, camisetas, accesorios, libros, piezas, repuestos, cajas, kilos, paquetes, pedidos',
  ),
  concept(
    'revenues',
    { income: 'other' },
    'otros ingresos',
    'intereses ganados, intereses, interes, rendimientos, rendimiento, ingresos varios, subvencion, subsidio, premio de emprendimiento, premio del concurso, ganamos un premio, ganamos el premio, nos dieron un premio, capital semilla, beca, reembolso, indemnizacion, venta de activo, alquiler cobrado, aseguradora, siniestro, el seguro nos pago, el seguro nos cubrio, el seguro nos reembolso',
  ),
];
