import { count, inArray, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { insightComments, insightPosts, insightRatings, users } from '../schema'

type Category = (typeof insightPosts.$inferInsert)['category']

interface DemoTexts {
  title: string
  summary: string
  /** Paragraphs and sub-headings; `## ` starts a heading, `- ` lines make a list. */
  body: string[]
}

interface DemoPost {
  category: Category
  isExclusive: boolean
  author: string
  daysAgo: number
  en: DemoTexts | null
  es: DemoTexts | null
}

/**
 * The insights blog's demo posts (issue 14): industry notes for Mexican automotive and manufacturing suppliers,
 * most in both languages, one only in English and one only in Spanish, four exclusive to signed-in users.
 */
export const DEMO_POSTS: readonly DemoPost[] = [
  {
    category: 'nearshoring',
    isExclusive: false,
    author: 'Mariana Treviño',
    daysAgo: 3,
    en: {
      title: 'Nearshoring in 2026: where new automotive programs are landing in Mexico',
      summary: 'Nuevo León, Coahuila and the Bajío keep winning launches, but power, water and industrial land now decide the shortlist as much as labour cost.',
      body: [
        'Nearshoring is no longer a forecast: OEMs and Tier 1s are placing new programs in Mexico to shorten supply lines to U.S. assembly plants and to reduce exposure to trans-Pacific freight. What changed in the last two years is how sites are chosen.',
        '## What decides the shortlist',
        '- Reliable power and a realistic date for a new substation connection.',
        '- Water rights, especially for paint, plating and heat-treatment processes.',
        '- Industrial buildings that are finished, not just announced.',
        '- A local supplier base for stamping, injection moulding, machining and tooling within a few hours by truck.',
        'Labour cost still matters, but turnover and the availability of maintenance technicians and quality engineers weigh more than the hourly rate. Clusters with technical schools and an active supplier association recover faster from rotation.',
        '## What it means for a Tier 2',
        'Buyers arriving with a new program need local capacity quickly and will audit it seriously. Suppliers with documented capacity, current certifications and a profile that shows their machinery and processes get invited to quote first. Keep your data current: it is the first filter a sourcing team applies.',
      ],
    },
    es: {
      title: 'Nearshoring en 2026: dónde están llegando los nuevos programas automotrices en México',
      summary: 'Nuevo León, Coahuila y el Bajío siguen ganando lanzamientos, pero la energía, el agua y el suelo industrial ya pesan tanto como el costo de mano de obra.',
      body: [
        'El nearshoring ya no es un pronóstico: las armadoras y los Tier 1 colocan nuevos programas en México para acortar las cadenas de suministro hacia las plantas de ensamble en Estados Unidos y reducir su exposición al flete transpacífico. Lo que cambió en los últimos dos años es la forma de elegir sitio.',
        '## Qué define la lista corta',
        '- Energía confiable y una fecha realista para la conexión a una nueva subestación.',
        '- Derechos de agua, sobre todo para pintura, recubrimientos y tratamiento térmico.',
        '- Naves industriales terminadas, no solo anunciadas.',
        '- Una base local de proveedores de estampado, inyección de plástico, maquinado y herramentales a pocas horas por carretera.',
        'El costo laboral sigue contando, pero la rotación y la disponibilidad de técnicos de mantenimiento e ingenieros de calidad pesan más que la tarifa por hora. Los clústeres con escuelas técnicas y una asociación de proveedores activa se recuperan más rápido de la rotación.',
        '## Qué significa para un Tier 2',
        'Los compradores que llegan con un programa nuevo necesitan capacidad local pronto y la auditan con rigor. Los proveedores con capacidad documentada, certificaciones vigentes y un perfil que muestra su maquinaria y procesos son invitados a cotizar primero. Mantén tus datos al día: es el primer filtro que aplica un equipo de compras.',
      ],
    },
  },
  {
    category: 'quality',
    isExclusive: false,
    author: 'Jorge Villarreal',
    daysAgo: 9,
    en: {
      title: 'IATF 16949 for first-time applicants: a realistic 12-month plan',
      summary: 'Most suppliers underestimate the records, not the procedures. A month-by-month plan from gap analysis to the stage 2 audit.',
      body: [
        'IATF 16949 is the entry ticket to most Tier 1 panels. Companies that already run ISO 9001 often expect a short project; in practice the certificate asks for twelve months of evidence that the system works, not just documents that describe it.',
        '## Months 1 to 3: gap analysis and core tools',
        'Start with the customer-specific requirements of the OEMs you supply, then map your processes. Train the team on the core tools (APQP, PPAP, FMEA, MSA and SPC) with real part numbers, not textbook examples.',
        '## Months 4 to 9: run the system',
        'Internal audits, management reviews, supplier development and a working corrective-action process must produce records. Auditors will sample them. Measurement system studies for critical characteristics are a frequent finding: schedule them early.',
        '## Months 10 to 12: stage 1 and stage 2',
        'Choose a certification body recognised by IATF, close stage 1 findings quickly and make sure production is running during stage 2. A clean first audit is possible when the records tell a consistent story.',
      ],
    },
    es: {
      title: 'IATF 16949 por primera vez: un plan realista de 12 meses',
      summary: 'La mayoría de los proveedores subestima los registros, no los procedimientos. Un plan mes a mes desde el diagnóstico hasta la auditoría de etapa 2.',
      body: [
        'IATF 16949 es el boleto de entrada a la mayoría de los paneles de proveedores Tier 1. Las empresas que ya operan ISO 9001 suelen esperar un proyecto corto; en la práctica el certificado pide doce meses de evidencia de que el sistema funciona, no solo documentos que lo describen.',
        '## Meses 1 a 3: diagnóstico y herramientas básicas',
        'Empieza por los requisitos específicos de los clientes a los que surtes y después mapea tus procesos. Capacita al equipo en las herramientas básicas (APQP, PPAP, AMEF, MSA y SPC) con números de parte reales, no con ejemplos de libro.',
        '## Meses 4 a 9: operar el sistema',
        'Las auditorías internas, las revisiones por la dirección, el desarrollo de proveedores y un proceso de acciones correctivas que funcione deben generar registros. El auditor los muestreará. Los estudios del sistema de medición para características críticas son un hallazgo frecuente: prográmalos pronto.',
        '## Meses 10 a 12: etapa 1 y etapa 2',
        'Elige un organismo de certificación reconocido por IATF, cierra rápido los hallazgos de la etapa 1 y asegúrate de que la producción esté corriendo durante la etapa 2. Una primera auditoría limpia es posible cuando los registros cuentan una historia coherente.',
      ],
    },
  },
  {
    category: 'trade',
    isExclusive: true,
    author: 'Lucía Garza',
    daysAgo: 14,
    en: {
      title: 'USMCA rules of origin, line by line: what a Tier 2 must be able to prove',
      summary: 'Regional value content, core parts and the steel and aluminium requirement: what your customers will ask you to certify, and how to keep the evidence.',
      body: [
        'Under the USMCA, a passenger vehicle qualifies for preferential treatment only when it meets a regional value content of 75% and its core parts qualify on their own. Your customer can only prove that if every supplier in the chain can prove its part.',
        '## What you will be asked for',
        '- A certification of origin per part number, with the criterion used and the blanket period.',
        '- Bills of materials with the origin and tariff classification of each input.',
        '- For steel and aluminium, evidence that the metal was melted and poured in North America when your customer counts it towards the 70% requirement.',
        '## Net cost or transaction value',
        'Most automotive goods use the net cost method. Keep the calculation per part number and update it when a material supplier or price changes; an old calculation is the most common gap in a verification.',
        '## Keep the evidence for five years',
        'Verifications can arrive years after the shipment. Store supplier declarations, purchase invoices and the calculation together. A short internal procedure that names who updates the file saves weeks when an auditor calls.',
      ],
    },
    es: {
      title: 'Reglas de origen del T-MEC, línea por línea: lo que un Tier 2 debe poder demostrar',
      summary: 'Valor de contenido regional, partes esenciales y el requisito de acero y aluminio: lo que tus clientes te pedirán certificar y cómo conservar la evidencia.',
      body: [
        'Con el T-MEC, un vehículo de pasajeros obtiene trato preferencial solo si cumple un valor de contenido regional de 75% y sus partes esenciales califican por sí mismas. Tu cliente solo puede demostrarlo si cada proveedor de la cadena puede demostrar su parte.',
        '## Qué te van a pedir',
        '- Una certificación de origen por número de parte, con el criterio aplicado y el periodo que cubre.',
        '- Listas de materiales con el origen y la clasificación arancelaria de cada insumo.',
        '- Para acero y aluminio, evidencia de que el metal se fundió y vació en Norteamérica cuando tu cliente lo cuenta para el requisito de 70%.',
        '## Costo neto o valor de transacción',
        'La mayoría de los bienes automotrices usa el método de costo neto. Conserva el cálculo por número de parte y actualízalo cuando cambie un proveedor o un precio de material; un cálculo desactualizado es la brecha más común en una verificación.',
        '## Conserva la evidencia cinco años',
        'Las verificaciones pueden llegar años después del embarque. Guarda juntas las declaraciones de proveedores, las facturas de compra y el cálculo. Un procedimiento interno breve que diga quién actualiza el expediente ahorra semanas cuando llama un auditor.',
      ],
    },
  },
  {
    category: 'supply_chain',
    isExclusive: false,
    author: 'Ricardo Salinas',
    daysAgo: 20,
    en: {
      title: 'Crossing at Laredo and Colombia: planning lead times that buyers trust',
      summary: 'Border delays are predictable if you measure them. How to quote delivery dates that include the crossing, and what to share with your customer.',
      body: [
        'For suppliers in Nuevo León and Coahuila, the border is part of the process, not an accident. Buyers compare quoted lead times with what arrives at their dock; the crossing is where most promises break.',
        'Measure your own crossing times for three months: truck departure, arrival at customs, release, and arrival at the customer. Peaks follow patterns (Mondays, month end, holidays on either side) that you can plan around.',
        '## Share the plan, not just the date',
        'Tell your customer which crossing you use, your broker, and the buffer you include. When a delay happens, a buyer who knows the plan is far more patient than one who only sees a missed date.',
        'Programs such as C-TPAT and OEA shorten inspections. If you export regularly, the certification pays for itself in predictability.',
      ],
    },
    es: {
      title: 'Cruzar por Laredo y Colombia: tiempos de entrega en los que confíen los compradores',
      summary: 'Los retrasos en la frontera son predecibles si los mides. Cómo cotizar fechas de entrega que incluyan el cruce y qué compartir con tu cliente.',
      body: [
        'Para los proveedores de Nuevo León y Coahuila, la frontera es parte del proceso, no un accidente. Los compradores comparan el tiempo de entrega cotizado con lo que llega a su andén; el cruce es donde se rompen la mayoría de las promesas.',
        'Mide tus propios tiempos de cruce durante tres meses: salida del tráiler, llegada a la aduana, liberación y llegada al cliente. Los picos siguen patrones (lunes, fin de mes, días festivos de ambos lados) que puedes planear.',
        '## Comparte el plan, no solo la fecha',
        'Dile a tu cliente qué cruce usas, quién es tu agente aduanal y qué margen incluyes. Cuando hay un retraso, un comprador que conoce el plan tiene mucha más paciencia que uno que solo ve una fecha incumplida.',
        'Programas como C-TPAT y OEA reducen las inspecciones. Si exportas con regularidad, la certificación se paga sola en previsibilidad.',
      ],
    },
  },
  {
    category: 'quality',
    isExclusive: true,
    author: 'Jorge Villarreal',
    daysAgo: 27,
    en: {
      title: 'PPAP submissions that pass the first time: a checklist from the buyer’s side',
      summary: 'Supplier quality engineers reject the same things again and again. Eighteen elements, the five that fail most, and how to get them right.',
      body: [
        'A rejected PPAP delays a launch and damages trust before the first production part ships. Supplier quality engineers see the same gaps repeatedly, and most are avoidable.',
        '## The five elements that fail most',
        '- Dimensional results that do not cover every characteristic on the drawing, balloon by balloon.',
        '- Process flow, PFMEA and control plan that do not use the same operation numbers.',
        '- Measurement system analysis missing for gauges that check special characteristics.',
        '- Initial process studies with too few parts or without the special characteristics identified.',
        '- A part submission warrant signed before the evidence was complete.',
        '## Before you submit',
        'Ask your customer for the submission level and their customer-specific requirements in writing. Review the package as if you were the buyer: trace one special characteristic from the drawing through PFMEA, control plan, gauge study and capability study. If the trail breaks, fix it before sending.',
      ],
    },
    es: {
      title: 'PPAP aprobados a la primera: una lista de verificación desde el lado del comprador',
      summary: 'Los ingenieros de calidad de proveedores rechazan una y otra vez lo mismo. Dieciocho elementos, los cinco que más fallan y cómo hacerlos bien.',
      body: [
        'Un PPAP rechazado retrasa un lanzamiento y daña la confianza antes de que salga la primera pieza de producción. Los ingenieros de calidad de proveedores ven las mismas brechas una y otra vez, y la mayoría se puede evitar.',
        '## Los cinco elementos que más fallan',
        '- Resultados dimensionales que no cubren cada característica del dibujo, globo por globo.',
        '- Diagrama de flujo, AMEF de proceso y plan de control que no usan los mismos números de operación.',
        '- Falta de análisis del sistema de medición para los calibradores que revisan características especiales.',
        '- Estudios iniciales de proceso con muy pocas piezas o sin identificar las características especiales.',
        '- Un PSW firmado antes de que la evidencia estuviera completa.',
        '## Antes de enviar',
        'Pide por escrito a tu cliente el nivel de envío y sus requisitos específicos. Revisa el paquete como si fueras el comprador: sigue una característica especial desde el dibujo por el AMEF, el plan de control, el estudio del calibrador y el estudio de capacidad. Si el rastro se rompe, corrígelo antes de enviar.',
      ],
    },
  },
  {
    category: 'technology',
    isExclusive: false,
    author: 'Ana Lucía Herrera',
    daysAgo: 33,
    en: {
      title: 'Traceability without a big ERP project: laser marking, QR codes and a simple database',
      summary: 'Customers increasingly ask for part-level traceability. A practical setup that a mid-size plant can run in weeks, not years.',
      body: [
        'Traceability requests used to come only from safety-critical programs. Today many buyers ask for lot or part-level traceability on ordinary components, and a recall without it can cost far more than the parts.',
        'A mid-size plant can start small: mark each part or container with a QR or DataMatrix code, scan it at the key operations, and store the scan with the machine, operator, material lot and timestamp.',
        '## Start with the question you must answer',
        'Design backwards from the question a customer will ask: “Which shipments contain parts made from this coil, on this press, in this shift?” If your data answers that in minutes, the system is good enough.',
        'Laser markers have become affordable, and industrial scanners read damaged codes reliably. The database can begin as a small application next to your ERP and be integrated later.',
      ],
    },
    es: {
      title: 'Trazabilidad sin un gran proyecto de ERP: marcado láser, códigos QR y una base de datos sencilla',
      summary: 'Los clientes piden cada vez más trazabilidad por pieza. Una solución práctica que una planta mediana puede operar en semanas, no en años.',
      body: [
        'Antes, las solicitudes de trazabilidad solo llegaban de programas críticos para la seguridad. Hoy muchos compradores piden trazabilidad por lote o por pieza en componentes comunes, y un retiro de producto sin ella puede costar mucho más que las piezas.',
        'Una planta mediana puede empezar en pequeño: marcar cada pieza o contenedor con un código QR o DataMatrix, escanearlo en las operaciones clave y guardar el escaneo con la máquina, el operador, el lote de material y la hora.',
        '## Empieza por la pregunta que debes responder',
        'Diseña hacia atrás desde la pregunta que hará un cliente: «¿Qué embarques contienen piezas hechas con esta bobina, en esta prensa, en este turno?». Si tus datos lo responden en minutos, el sistema es suficiente.',
        'Los marcadores láser se han vuelto accesibles y los lectores industriales leen códigos dañados con confiabilidad. La base de datos puede empezar como una aplicación pequeña junto a tu ERP e integrarse después.',
      ],
    },
  },
  {
    category: 'supply_chain',
    isExclusive: false,
    author: 'Ricardo Salinas',
    daysAgo: 41,
    en: {
      title: 'Dual sourcing after the chip shortage: how buyers now qualify a second supplier',
      summary: 'Single-source parts are back under review. What purchasing teams look for when they qualify a second source, and how a new supplier gets on the list.',
      body: [
        'The semiconductor shortage taught purchasing teams that a single source is a risk even for simple parts. Many OEMs and Tier 1s now require a qualified second source for components that stop a line.',
        'For a supplier this is an opening: a buyer looking for a second source already has drawings, volumes and a quality history with the incumbent, so the request for quotation is concrete and the decision can be fast.',
        '## How to be the second source',
        '- Show available capacity in hours per week on the relevant machines, not just the machine list.',
        '- Offer a short run of samples at your risk when the part is simple.',
        '- Be transparent about the sub-suppliers you depend on: a second source that shares the same raw-material bottleneck is not a second source.',
      ],
    },
    es: {
      title: 'Doble fuente después de la escasez de chips: cómo califican hoy los compradores a un segundo proveedor',
      summary: 'Las piezas de fuente única vuelven a revisarse. Qué buscan los equipos de compras al calificar una segunda fuente y cómo entra un proveedor nuevo a la lista.',
      body: [
        'La escasez de semiconductores enseñó a los equipos de compras que una fuente única es un riesgo incluso para piezas sencillas. Muchas armadoras y Tier 1 exigen ahora una segunda fuente calificada para los componentes que detienen una línea.',
        'Para un proveedor es una oportunidad: un comprador que busca una segunda fuente ya tiene dibujos, volúmenes y un historial de calidad con el proveedor actual, así que la solicitud de cotización es concreta y la decisión puede ser rápida.',
        '## Cómo ser la segunda fuente',
        '- Muestra la capacidad disponible en horas por semana en las máquinas relevantes, no solo la lista de máquinas.',
        '- Ofrece una corrida corta de muestras por tu cuenta cuando la pieza es sencilla.',
        '- Sé transparente sobre los subproveedores de los que dependes: una segunda fuente que comparte el mismo cuello de botella de materia prima no es una segunda fuente.',
      ],
    },
  },
  {
    category: 'trade',
    isExclusive: false,
    author: 'Lucía Garza',
    daysAgo: 48,
    en: {
      title: 'IMMEX and temporary imports: keeping the annex 24 inventory in order',
      summary: 'Temporary imports save duties only while the inventory control holds up. The three reconciliations that keep an IMMEX program out of trouble.',
      body: [
        'The IMMEX program lets manufacturers import materials temporarily without paying general import duties and VAT, provided the goods are exported within the legal term and the company keeps an automated inventory control (annex 24).',
        'Most penalties come from inventory that no longer matches the customs declarations: scrap that was never reported, materials consumed by engineering changes, or exports recorded against the wrong import.',
        '## Three reconciliations to run every month',
        '- Imports against the bill of materials actually consumed by production.',
        '- Exports against the temporary imports they discharge, oldest first.',
        '- Scrap and waste against the notices filed with customs.',
        'If your customer asks whether you hold an IMMEX program and VAT certification, the answer affects their cash flow as much as yours: keep both current and say so in your company profile.',
      ],
    },
    es: {
      title: 'IMMEX e importaciones temporales: el inventario del anexo 24 en orden',
      summary: 'Las importaciones temporales ahorran impuestos solo mientras el control de inventarios se sostiene. Las tres conciliaciones que mantienen un programa IMMEX sin problemas.',
      body: [
        'El programa IMMEX permite a los fabricantes importar temporalmente materiales sin pagar el impuesto general de importación ni el IVA, siempre que las mercancías se exporten dentro del plazo legal y la empresa lleve un control de inventarios automatizado (anexo 24).',
        'La mayoría de las sanciones viene de inventarios que ya no coinciden con los pedimentos: desperdicio nunca reportado, materiales consumidos por cambios de ingeniería o exportaciones registradas contra la importación equivocada.',
        '## Tres conciliaciones para hacer cada mes',
        '- Importaciones contra la lista de materiales realmente consumida por producción.',
        '- Exportaciones contra las importaciones temporales que descargan, de la más antigua a la más reciente.',
        '- Mermas y desperdicios contra los avisos presentados a la aduana.',
        'Si tu cliente pregunta si tienes programa IMMEX y certificación de IVA, la respuesta afecta su flujo de efectivo tanto como el tuyo: mantén ambos vigentes y dilo en el perfil de tu empresa.',
      ],
    },
  },
  {
    category: 'technology',
    isExclusive: true,
    author: 'Ana Lucía Herrera',
    daysAgo: 56,
    en: {
      title: 'Die changeover in under ten minutes: SMED results from three stamping plants',
      summary: 'Three stamping suppliers in Saltillo, Querétaro and Puebla cut changeover times by 60–75%. What they changed, in what order, and what it cost.',
      body: [
        'Short runs are the reality of service parts and of programs that build several variants on one line. A press that spends an hour in changeover cannot make small batches profitably.',
        'The three plants followed the same order: film the changeover, separate internal from external work, prepare everything external before the press stops, then standardise die heights and clamping.',
        '## What made the biggest difference',
        '- Die carts and pre-staged dies at press height: the largest single saving in all three plants.',
        '- Quick clamps and standard shut heights, which removed most adjustment.',
        '- A changeover checklist owned by the operators, reviewed weekly.',
        'The investment ranged from a few thousand dollars for carts and clamps to larger sums for hydraulic die lifters. In every case the payback came from accepting smaller orders that competitors declined.',
      ],
    },
    es: {
      title: 'Cambio de troquel en menos de diez minutos: resultados SMED de tres plantas de estampado',
      summary: 'Tres proveedores de estampado en Saltillo, Querétaro y Puebla redujeron sus tiempos de cambio entre 60 y 75%. Qué cambiaron, en qué orden y cuánto costó.',
      body: [
        'Las corridas cortas son la realidad de las piezas de servicio y de los programas que fabrican varias variantes en una línea. Una prensa que pasa una hora en cambio de troquel no puede fabricar lotes pequeños con utilidad.',
        'Las tres plantas siguieron el mismo orden: grabar el cambio en video, separar el trabajo interno del externo, preparar todo lo externo antes de detener la prensa y después estandarizar alturas de troquel y sujeción.',
        '## Lo que más diferencia hizo',
        '- Carros para troqueles y troqueles preparados a la altura de la prensa: el mayor ahorro individual en las tres plantas.',
        '- Sujetadores rápidos y alturas cerradas estándar, que eliminaron la mayor parte de los ajustes.',
        '- Una lista de verificación del cambio a cargo de los operadores, revisada cada semana.',
        'La inversión fue desde unos miles de dólares en carros y sujetadores hasta montos mayores en elevadores hidráulicos de troqueles. En todos los casos el retorno vino de aceptar pedidos pequeños que la competencia rechazaba.',
      ],
    },
  },
  {
    category: 'events',
    isExclusive: false,
    author: 'Mariana Treviño',
    daysAgo: 62,
    en: {
      title: 'Getting value from supplier days and matchmaking events',
      summary: 'A matchmaking agenda is short. How to prepare a fifteen-minute meeting with a buyer so it ends with a request for quotation, not a business card.',
      body: [
        'Supplier days and business matchmaking sessions give small suppliers direct access to purchasing teams that are otherwise hard to reach. Each meeting is short, so preparation decides the result.',
        '## Before the event',
        'Read the buyer’s commodity list and bring one or two examples of similar parts you already make, with volumes and the customer (when you may name it). Update your online profile: the buyer will look you up the same day.',
        '## In the meeting',
        'Open with what you make and for whom, show the sample, and ask which parts they are sourcing this year. Close by agreeing the next step: a drawing to quote, a plant visit or a contact in supplier quality.',
        'Send a short follow-up within two days with your quote or the documents you promised. Most buyers remember the suppliers who followed up, not the ones with the best brochure.',
      ],
    },
    es: {
      title: 'Cómo aprovechar los días de proveedores y los encuentros de negocios',
      summary: 'Una agenda de encuentros de negocios es corta. Cómo preparar una reunión de quince minutos con un comprador para que termine en una solicitud de cotización, no en una tarjeta de presentación.',
      body: [
        'Los días de proveedores y las sesiones de encuentros de negocios dan a los proveedores pequeños acceso directo a equipos de compras que de otra forma son difíciles de alcanzar. Cada reunión es corta, así que la preparación decide el resultado.',
        '## Antes del evento',
        'Lee la lista de categorías que compra el cliente y lleva uno o dos ejemplos de piezas similares que ya fabricas, con volúmenes y el cliente (cuando puedas nombrarlo). Actualiza tu perfil en línea: el comprador te buscará ese mismo día.',
        '## En la reunión',
        'Empieza por lo que fabricas y para quién, muestra la pieza y pregunta qué partes están desarrollando este año. Cierra acordando el siguiente paso: un dibujo para cotizar, una visita a planta o un contacto en calidad de proveedores.',
        'Envía un seguimiento breve en los dos días siguientes con tu cotización o los documentos que prometiste. La mayoría de los compradores recuerda a los proveedores que dieron seguimiento, no a los que tenían el mejor folleto.',
      ],
    },
  },
  {
    category: 'nearshoring',
    isExclusive: true,
    author: 'Lucía Garza',
    daysAgo: 70,
    en: {
      title: 'Pricing a quote for a U.S. buyer: incoterms, currency and the costs that get forgotten',
      summary: 'Mexican suppliers lose margin on quotes that leave out packaging, border costs or exchange-rate risk. A template for quoting in dollars without surprises.',
      body: [
        'A competitive piece price wins the first conversation; a complete quote keeps the margin. U.S. buyers compare landed cost, so every cost you leave out either becomes your loss or a dispute later.',
        '## Say which incoterm you quote',
        'FCA at your plant, DAP at the customer’s dock or DDP change who pays freight, the crossing and import formalities. State it on the quote and price each option separately when the buyer has not decided.',
        '## Costs that are often missing',
        '- Returnable packaging and its return freight.',
        '- Customs broker fees on both sides and the crossing fee.',
        '- Tooling amortisation, and who owns the tool.',
        '- Engineering changes: how they are priced once the program is running.',
        'If you buy material in pesos and sell in dollars, agree how the price moves with the exchange rate, for example a review when the rate moves more than a set percentage in a quarter.',
      ],
    },
    es: null,
  },
  {
    category: 'supply_chain',
    isExclusive: false,
    author: 'Ricardo Salinas',
    daysAgo: 80,
    en: null,
    es: {
      title: 'Desarrollo de proveedores locales: lo que los Tier 1 esperan de un taller pequeño',
      summary: 'Los programas de desarrollo de proveedores buscan talleres con potencial, no perfección. Cinco señales que un comprador revisa en la primera visita.',
      body: [
        'Muchos Tier 1 instalados en México tienen metas de contenido local y programas formales para desarrollar proveedores pequeños. No esperan encontrar un sistema de calidad perfecto, sino potencial y disposición para mejorar.',
        '## Cinco señales que revisa un comprador en la primera visita',
        '- Orden y limpieza en el piso de producción: dicen más que cualquier presentación.',
        '- Mantenimiento preventivo registrado para las máquinas clave.',
        '- Instrumentos de medición calibrados y con etiqueta vigente.',
        '- Un responsable de calidad que conoce los defectos más frecuentes y sus causas.',
        '- Números claros de capacidad: turnos, horas disponibles y cuellos de botella.',
        'Si tu taller apenas empieza a venderle a la industria automotriz, un perfil completo con tus procesos, maquinaria y certificaciones en proceso ayuda a que el comprador te encuentre y llegue a la visita con la información correcta.',
      ],
    },
  },
]

/** Demo comments and ratings: post index, commenter index, text, days after the post. */
const DEMO_COMMENTS: readonly { post: number; by: number; body: string; after: number }[] = [
  { post: 0, by: 0, body: 'Power is exactly what held back our expansion in Apodaca. We waited eleven months for the CFE connection.', after: 1 },
  { post: 0, by: 1, body: 'En Querétaro pasa lo mismo con el agua. Buen resumen, gracias.', after: 2 },
  { post: 1, by: 1, body: 'Nos certificamos el año pasado. El MSA fue justo nuestro hallazgo mayor, coincido en programarlo pronto.', after: 1 },
  { post: 1, by: 0, body: 'Would you recommend doing the customer-specific requirements before or after the core tools training?', after: 3 },
  { post: 2, by: 0, body: 'The point about outdated net cost calculations is spot on. A verification last spring cost us three weeks.', after: 2 },
  { post: 3, by: 1, body: 'Medimos los cruces por Colombia durante un trimestre y bajamos las entregas tardías a la mitad.', after: 1 },
  { post: 4, by: 0, body: 'Useful checklist. Our last rejection was the control plan using different operation numbers than the PFMEA.', after: 4 },
  { post: 6, by: 1, body: '¿Algún consejo para mostrar la capacidad disponible sin revelar información de otros clientes?', after: 2 },
  { post: 9, by: 0, body: 'We met two of our current customers at a supplier day. Following up within 48 hours made the difference.', after: 5 },
]

const DEMO_RATINGS: readonly { post: number; by: number; score: number }[] = [
  { post: 0, by: 0, score: 5 },
  { post: 0, by: 1, score: 4 },
  { post: 1, by: 1, score: 5 },
  { post: 2, by: 0, score: 5 },
  { post: 3, by: 1, score: 4 },
  { post: 4, by: 0, score: 4 },
  { post: 5, by: 1, score: 3 },
  { post: 6, by: 0, score: 4 },
  { post: 9, by: 1, score: 5 },
]

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)

/** The body's lines as the HTML the editor would produce (already within the sanitizer's allow-list). */
export function demoBodyHtml(lines: readonly string[]): string {
  const html: string[] = []
  let list: string[] = []
  const flush = () => {
    if (list.length > 0) html.push(`<ul>${list.map((item) => `<li><p>${escapeHtml(item)}</p></li>`).join('')}</ul>`)
    list = []
  }
  for (const line of lines) {
    if (line.startsWith('- ')) {
      list.push(line.slice(2))
      continue
    }
    flush()
    html.push(line.startsWith('## ') ? `<h2>${escapeHtml(line.slice(3))}</h2>` : `<p>${escapeHtml(line)}</p>`)
  }
  flush()
  return html.join('')
}

/**
 * Seeds the demo blog once (nothing when posts exist): the posts, signed by the demo authors and written by the
 * platform admin, plus comments and ratings by the given users (the demo company logins).
 */
export async function seedDemoInsights(db: Db, options: { adminUserId: string | null; userIds: readonly string[]; clock: Date }): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(insightPosts)
  if ((existing?.n ?? 0) > 0) return 0
  const day = 86_400_000
  const rows = await db
    .insert(insightPosts)
    .values(
      DEMO_POSTS.map((post) => {
        const publishedAt = new Date(options.clock.getTime() - post.daysAgo * day)
        return {
          category: post.category,
          status: 'published' as const,
          isExclusive: post.isExclusive,
          titleEn: post.en?.title ?? null,
          summaryEn: post.en?.summary ?? null,
          bodyEn: post.en ? demoBodyHtml(post.en.body) : null,
          titleEs: post.es?.title ?? null,
          summaryEs: post.es?.summary ?? null,
          bodyEs: post.es ? demoBodyHtml(post.es.body) : null,
          authorName: post.author,
          authorUserId: options.adminUserId,
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        }
      }),
    )
    .returning({ id: insightPosts.id })
  const users = options.userIds
  if (users.length > 0) {
    await db.insert(insightComments).values(
      DEMO_COMMENTS.map((comment) => ({
        postId: rows[comment.post]!.id,
        userId: users[comment.by % users.length]!,
        body: comment.body,
        createdAt: new Date(options.clock.getTime() - (DEMO_POSTS[comment.post]!.daysAgo - comment.after) * day),
      })),
    )
    const ratings = new Map(DEMO_RATINGS.map((rating) => [`${rating.post}:${users[rating.by % users.length]}`, rating]))
    await db.insert(insightRatings).values([...ratings.values()].map((rating) => ({ postId: rows[rating.post]!.id, userId: users[rating.by % users.length]!, score: rating.score })))
  }
  return rows.length
}

/** The demo blog for a database that has the demo logins but no posts yet (an older demo database included). */
export async function ensureDemoInsights(db: Db, demoEmails: { admin: string; commenters: readonly string[] }, clock = new Date()): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(insightPosts)
  if ((existing?.n ?? 0) > 0) return 0
  const emails = [demoEmails.admin, ...demoEmails.commenters]
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(sql`lower(${users.email})`, emails))
  const idOf = (email: string) => rows.find((row) => row.email.toLowerCase() === email)?.id ?? null
  const commenters = demoEmails.commenters.map(idOf).filter((id): id is string => id !== null)
  return seedDemoInsights(db, { adminUserId: idOf(demoEmails.admin), userIds: commenters, clock })
}
