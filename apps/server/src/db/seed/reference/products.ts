/**
 * What each category sells: product templates with the materials they are made of and the illustration that
 * shows them, and service templates. A stamper sells brackets in steel or aluminium, an injection moulder clips
 * and housings in PP, PA66 or ABS, a die caster housings in A380 or zamak: every material listed here is one of
 * its category's materials (a test holds the catalogue to that), so no plastics moulder offers weld nuts in TPO.
 */
import type { MaterialKey } from './capabilities'
import type { Bilingual } from './categories'
import type { ProductImageKey } from './images'

/** A product a company of the category makes. */
export interface ProductTemplate {
  readonly name: Bilingual
  /** Materials it comes in, most usual first; all are materials of its category. */
  readonly materials: readonly MaterialKey[]
  readonly image: ProductImageKey
  /** Where it ends up, when the category's applications are too broad for it. */
  readonly applications?: readonly Bilingual[]
}

/** A service a company of the category offers. */
export interface ServiceTemplate {
  readonly name: Bilingual
  readonly image: ProductImageKey
}

export interface CategoryCatalogue {
  readonly products: readonly ProductTemplate[]
  readonly services: readonly ServiceTemplate[]
}

const p = (es: string, en: string, materials: readonly MaterialKey[], image: ProductImageKey, applications?: readonly Bilingual[]): ProductTemplate => ({
  name: [es, en],
  materials,
  image,
  ...(applications ? { applications } : {}),
})
const s = (es: string, en: string, image: ProductImageKey): ServiceTemplate => ({ name: [es, en], image })

const BODY: Bilingual = ['carrocería', 'body structures']
const CHASSIS: Bilingual = ['chasis', 'chassis']
const POWERTRAIN: Bilingual = ['tren motriz', 'powertrain']
const INTERIOR: Bilingual = ['interiores automotrices', 'vehicle interiors']
const ELECTRICAL: Bilingual = ['sistemas eléctricos del vehículo', 'vehicle electrical systems']
const EV: Bilingual = ['vehículos eléctricos', 'electric vehicles']
const LINES: Bilingual = ['líneas de ensamble automotriz', 'automotive assembly lines']

/** Keyed by category (leaf) code; every leaf of CATEGORY_GROUPS has an entry. */
export const PRODUCT_CATALOGUE: Readonly<Record<string, CategoryCatalogue>> = {
  // 3361 Motor vehicles
  '336110': {
    products: [
      p('Ensamble de carrocería en blanco', 'Body-in-white assemblies', ['hsla', 'galvanized', 'aluminum_6061'], 'panel'),
      p('Subensambles de puerta y cofre', 'Door and hood subassemblies', ['galvanized', 'aluminum_6061'], 'panel'),
      p('Módulos de cabina ensamblados', 'Assembled cockpit modules', ['pp', 'hsla'], 'clip'),
      p('Parabrisas instalados en línea', 'Line-installed windshields', ['glass'], 'glass'),
    ],
    services: [s('Programas de desarrollo de proveedores', 'Supplier development programs', 'caliper'), s('Auditorías de calidad a proveedores', 'Supplier quality audits', 'caliper')],
  },
  '336120': {
    products: [
      p('Cabinas para tractocamión', 'Truck cabs', ['galvanized', 'aluminum_6061'], 'truck'),
      p('Chasis para autobús', 'Bus chassis', ['hsla'], 'truck'),
      p('Largueros de bastidor para camión', 'Truck frame rails', ['hsla'], 'shaft'),
      p('Defensas para tractocamión', 'Truck bumpers', ['aluminum_6061', 'hsla'], 'panel'),
    ],
    services: [s('Adaptación de carrocerías especiales', 'Special body upfitting', 'truck'), s('Refacciones y servicio posventa', 'Aftermarket parts and service', 'pallet')],
  },
  // 3363 Motor vehicle parts
  '336310': {
    products: [
      p('Cabezas de motor maquinadas', 'Machined cylinder heads', ['aluminum_a356'], 'housing', [POWERTRAIN]),
      p('Monoblocks maquinados', 'Machined engine blocks', ['gray_iron', 'aluminum_a356'], 'housing', [POWERTRAIN]),
      p('Árboles de levas', 'Camshafts', ['alloy_steel'], 'shaft', [POWERTRAIN]),
      p('Cuerpos de bomba de aceite', 'Oil pump bodies', ['aluminum_a356', 'gray_iron'], 'housing', [POWERTRAIN]),
      p('Engranes de distribución', 'Timing gears', ['alloy_steel'], 'gear', [POWERTRAIN]),
    ],
    services: [s('Maquinado de componentes de motor', 'Engine component machining', 'housing'), s('Ensamble y prueba de motores', 'Engine assembly and testing', 'housing')],
  },
  '336320': {
    products: [
      p('Arneses eléctricos de carrocería', 'Body wire harnesses', ['copper', 'pvc'], 'harness', [ELECTRICAL]),
      p('Arneses de alto voltaje', 'High voltage harnesses', ['copper'], 'harness', [EV]),
      p('Arneses de tablero de instrumentos', 'Instrument panel harnesses', ['copper', 'pvc'], 'harness', [ELECTRICAL]),
      p('Conectores y carcasas de conector', 'Connectors and connector housings', ['pa66'], 'clip', [ELECTRICAL]),
      p('Cables de batería', 'Battery cables', ['copper'], 'harness', [ELECTRICAL, EV]),
    ],
    services: [s('Corte, ponchado y ensamble de cables', 'Wire cutting, crimping and assembly', 'harness'), s('Pruebas de continuidad eléctrica', 'Electrical continuity testing', 'harness')],
  },
  '336330': {
    products: [
      p('Brazos de control estampados', 'Stamped control arms', ['hsla', 'steel'], 'bracket', [CHASSIS]),
      p('Barras estabilizadoras', 'Stabilizer bars', ['alloy_steel'], 'shaft', [CHASSIS]),
      p('Soportes de suspensión', 'Suspension brackets', ['hsla', 'steel'], 'bracket', [CHASSIS]),
      p('Muñones de dirección', 'Steering knuckles', ['ductile_iron'], 'housing', [CHASSIS]),
      p('Flechas de columna de dirección', 'Steering column shafts', ['alloy_steel', 'steel'], 'shaft', [CHASSIS]),
    ],
    services: [s('Ensamble de módulos de suspensión', 'Suspension module assembly', 'bracket'), s('Pruebas de fatiga de componentes', 'Component fatigue testing', 'caliper')],
  },
  '336340': {
    products: [
      p('Discos de freno ventilados', 'Vented brake rotors', ['gray_iron'], 'disc', [CHASSIS]),
      p('Tambores de freno', 'Brake drums', ['gray_iron'], 'disc', [CHASSIS]),
      p('Placas de respaldo para balata', 'Brake pad backing plates', ['steel'], 'bracket', [CHASSIS]),
      p('Mangueras de freno', 'Brake hoses', ['epdm'], 'rubber', [CHASSIS]),
    ],
    services: [s('Maquinado de discos de freno', 'Brake rotor machining', 'disc'), s('Pruebas de desempeño en dinamómetro', 'Dynamometer performance testing', 'caliper')],
  },
  '336350': {
    products: [
      p('Engranes de transmisión', 'Transmission gears', ['alloy_steel'], 'gear', [POWERTRAIN, EV]),
      p('Flechas y semiejes', 'Shafts and half shafts', ['alloy_steel'], 'shaft', [POWERTRAIN]),
      p('Carcasas de transmisión', 'Transmission housings', ['aluminum_a380'], 'housing', [POWERTRAIN, EV]),
      p('Carcasas de reductor para motor eléctrico', 'E-drive reducer housings', ['aluminum_a380'], 'housing', [EV]),
      p('Coronas y piñones', 'Ring and pinion gears', ['alloy_steel'], 'gear', [POWERTRAIN]),
    ],
    services: [s('Rectificado de engranes', 'Gear grinding', 'gear'), s('Ensamble de transmisiones', 'Transmission assembly', 'gear')],
  },
  '336360': {
    products: [
      p('Estructuras de asiento', 'Seat frames', ['steel'], 'seat', [INTERIOR]),
      p('Cojines de espuma para asiento', 'Seat foam cushions', ['pu'], 'seat', [INTERIOR]),
      p('Fundas y vestiduras de asiento', 'Seat covers and trim', ['textile'], 'seat', [INTERIOR]),
      p('Paneles de puerta', 'Door panels', ['pp', 'textile'], 'clip', [INTERIOR]),
      p('Consolas centrales', 'Center consoles', ['pp'], 'clip', [INTERIOR]),
    ],
    services: [s('Corte y costura de vestiduras', 'Trim cutting and sewing', 'seat'), s('Ensamble de asientos en secuencia (JIS)', 'Just-in-sequence seat assembly', 'seat')],
  },
  '336370': {
    products: [
      p('Soportes estampados', 'Stamped brackets', ['steel', 'hsla', 'galvanized'], 'bracket', [BODY, CHASSIS]),
      p('Refuerzos estructurales', 'Structural reinforcements', ['hsla', 'galvanized', 'aluminum_6061'], 'bracket', [BODY, EV]),
      p('Paneles de carrocería estampados', 'Stamped body panels', ['galvanized', 'aluminum_6061'], 'panel', [BODY]),
      p('Travesaños y largueros', 'Cross members and rails', ['hsla'], 'shaft', [CHASSIS, BODY]),
      p('Soportes de motor', 'Engine mount brackets', ['hsla', 'steel'], 'bracket', [CHASSIS]),
      p('Charolas de batería estampadas', 'Stamped battery trays', ['aluminum_6061', 'hsla'], 'panel', [EV]),
    ],
    services: [s('Estampado en prensa transfer', 'Transfer press stamping', 'bracket'), s('Subensambles soldados', 'Welded subassemblies', 'bracket')],
  },
  '336390': {
    products: [
      p('Sistemas de escape', 'Exhaust systems', ['stainless'], 'shaft', [['sistemas de escape', 'exhaust systems']]),
      p('Radiadores', 'Radiators', ['aluminum_6061', 'copper'], 'coil', [['sistemas térmicos', 'thermal systems']]),
      p('Líneas de combustible', 'Fuel lines', ['stainless', 'pa66'], 'harness', [['sistemas de combustible', 'fuel systems']]),
      p('Tubos de aire acondicionado', 'Air conditioning tubes', ['aluminum_6061'], 'shaft', [['sistemas térmicos', 'thermal systems']]),
    ],
    services: [s('Doblado de tubo', 'Tube bending', 'shaft'), s('Pruebas de hermeticidad', 'Leak testing', 'caliper')],
  },
  // 3261 Plastics
  '326199': {
    products: [
      p('Clips y sujetadores plásticos', 'Plastic clips and fasteners', ['pom', 'pa66', 'pp'], 'clip', [INTERIOR, BODY]),
      p('Carcasas plásticas para electrónica', 'Plastic electronics housings', ['pa66', 'pc', 'abs'], 'clip', [ELECTRICAL]),
      p('Molduras interiores', 'Interior trim moldings', ['pp', 'abs'], 'clip', [INTERIOR]),
      p('Fascias y defensas', 'Bumper fascias', ['pp', 'tpo'], 'panel', [BODY]),
      p('Tapas de motor', 'Engine covers', ['pa66'], 'housing', [POWERTRAIN]),
      p('Rejillas de ventilación', 'Air vents', ['abs', 'pc'], 'clip', [INTERIOR]),
    ],
    services: [s('Inyección de plástico de piezas técnicas', 'Injection molding of technical parts', 'clip'), s('Pintura y cromado de plásticos', 'Painting and chrome plating of plastics', 'coating')],
  },
  '326150': {
    products: [
      p('Cojines de espuma para asiento', 'Seat foam pads', ['pu'], 'seat', [INTERIOR]),
      p('Aislantes acústicos de espuma', 'Acoustic foam insulators', ['pu'], 'rubber', [INTERIOR]),
      p('Descansabrazos', 'Armrests', ['pu'], 'seat', [INTERIOR]),
      p('Empaques de espuma', 'Foam gaskets', ['pu'], 'rubber'),
    ],
    services: [s('Moldeo de poliuretano', 'Polyurethane molding', 'seat'), s('Corte de espuma por CNC', 'CNC foam cutting', 'seat')],
  },
  // 3262 Rubber
  '326211': {
    products: [
      p('Llantas para vehículo ligero', 'Passenger car tires', ['natural_rubber'], 'rubber', [['vehículos ligeros', 'light vehicles']]),
      p('Llantas para camión', 'Truck tires', ['natural_rubber'], 'rubber', [['camiones pesados', 'heavy trucks']]),
      p('Llantas de equipo original', 'Original equipment tires', ['natural_rubber'], 'rubber', [['armadoras de vehículos', 'vehicle assembly plants']]),
      p('Cinturones de acero para llanta', 'Tire steel belts', ['steel'], 'coil', [['llantas radiales', 'radial tires']]),
    ],
    services: [s('Pruebas de uniformidad de llanta', 'Tire uniformity testing', 'rubber'), s('Ensamble de llanta y rin', 'Tire and wheel assembly', 'rubber')],
  },
  '326291': {
    products: [
      p('Sellos y empaques de hule', 'Rubber seals and gaskets', ['epdm', 'nbr', 'silicone'], 'rubber'),
      p('Soportes antivibración', 'Anti-vibration mounts', ['natural_rubber', 'epdm'], 'rubber', [CHASSIS, POWERTRAIN]),
      p('Burletes de puerta', 'Door weatherstrips', ['epdm'], 'rubber', [BODY]),
      p('Mangueras de hule', 'Rubber hoses', ['epdm', 'nbr'], 'rubber', [POWERTRAIN]),
      p('Arosellos (O-rings)', 'O-rings', ['nbr', 'silicone'], 'rubber'),
    ],
    services: [s('Moldeo de hule por compresión', 'Rubber compression molding', 'rubber'), s('Sobremoldeo hule-metal', 'Rubber-to-metal overmolding', 'rubber')],
  },
  // 3315 Foundries
  '331511': {
    products: [
      p('Piezas de hierro gris', 'Gray iron castings', ['gray_iron'], 'housing'),
      p('Piezas de hierro nodular', 'Ductile iron castings', ['ductile_iron'], 'housing'),
      p('Múltiples de escape fundidos', 'Cast exhaust manifolds', ['ductile_iron'], 'housing', [POWERTRAIN]),
      p('Carcasas de diferencial', 'Differential housings', ['ductile_iron', 'gray_iron'], 'housing', [POWERTRAIN]),
      p('Discos de freno en bruto', 'Raw brake rotor castings', ['gray_iron'], 'disc', [CHASSIS]),
    ],
    services: [s('Fundición en arena verde', 'Green sand casting', 'housing'), s('Limpieza y acabado de fundición', 'Casting cleaning and finishing', 'housing')],
  },
  '331523': {
    products: [
      p('Carcasas de transmisión de aluminio', 'Aluminum transmission cases', ['aluminum_a380'], 'housing', [POWERTRAIN, EV]),
      p('Carcasas para electrónica', 'Electronics housings', ['aluminum_a380', 'zamak'], 'housing', [ELECTRICAL]),
      p('Soportes estructurales de aluminio', 'Aluminum structural brackets', ['aluminum_a380'], 'bracket', [BODY]),
      p('Piezas de zamak', 'Zinc die cast parts', ['zamak'], 'fastener', [INTERIOR]),
      p('Carcasas de motor eléctrico', 'Electric motor housings', ['aluminum_a380'], 'housing', [EV]),
    ],
    services: [s('Fundición a alta presión', 'High pressure die casting', 'housing'), s('Impregnación y maquinado de fundición', 'Casting impregnation and machining', 'housing')],
  },
  '331524': {
    products: [
      p('Rines de aluminio', 'Aluminum wheels', ['aluminum_a356'], 'disc', [['vehículos ligeros', 'light vehicles']]),
      p('Cabezas de motor de aluminio', 'Aluminum cylinder heads', ['aluminum_a356'], 'housing', [POWERTRAIN]),
      p('Nudillos de suspensión', 'Suspension knuckles', ['aluminum_a356'], 'housing', [CHASSIS]),
      p('Piezas en molde permanente', 'Permanent mold castings', ['aluminum_a356'], 'housing'),
    ],
    services: [s('Fundición a baja presión', 'Low pressure casting', 'housing'), s('Tratamiento térmico T6', 'T6 heat treatment', 'gear')],
  },
  // 3321 Forging and stamping
  '332111': {
    products: [
      p('Cigüeñales forjados', 'Forged crankshafts', ['alloy_steel'], 'shaft', [POWERTRAIN]),
      p('Bielas forjadas', 'Forged connecting rods', ['alloy_steel'], 'shaft', [POWERTRAIN]),
      p('Muñones de dirección forjados', 'Forged steering knuckles', ['alloy_steel', 'steel'], 'housing', [CHASSIS]),
      p('Bridas forjadas', 'Forged flanges', ['steel', 'alloy_steel'], 'disc'),
      p('Engranes forjados en bruto', 'Forged gear blanks', ['alloy_steel'], 'gear', [POWERTRAIN]),
    ],
    services: [s('Forja en caliente en matriz cerrada', 'Closed-die hot forging', 'shaft'), s('Forja en frío', 'Cold forging', 'shaft')],
  },
  '332119': {
    products: [
      p('Piezas troqueladas de lámina', 'Sheet metal stampings', ['steel', 'galvanized', 'hsla'], 'bracket'),
      p('Soportes y ménsulas', 'Brackets and mounting plates', ['steel', 'galvanized', 'stainless'], 'bracket'),
      p('Rondanas y clips metálicos', 'Metal washers and clips', ['steel', 'stainless'], 'fastener'),
      p('Terminales eléctricas estampadas', 'Stamped electrical terminals', ['brass'], 'harness', [ELECTRICAL]),
      p('Escudos térmicos', 'Heat shields', ['stainless', 'galvanized'], 'panel', [['sistemas de escape', 'exhaust systems']]),
    ],
    services: [s('Estampado con troquel progresivo', 'Progressive die stamping', 'bracket'), s('Corte láser de lámina', 'Sheet metal laser cutting', 'bracket')],
  },
  // 3327 Machining and turned products
  '332710': {
    products: [
      p('Piezas maquinadas de precisión', 'Precision machined parts', ['aluminum_6061', 'steel', 'stainless'], 'shaft'),
      p('Carcasas maquinadas de aluminio', 'Machined aluminum housings', ['aluminum_6061'], 'housing'),
      p('Dispositivos de sujeción', 'Holding fixtures', ['tool_steel', 'aluminum_6061'], 'die', [['dispositivos y herramentales', 'fixtures and tooling']]),
      p('Placas y bloques maquinados', 'Machined plates and blocks', ['steel', 'aluminum_6061'], 'die'),
      p('Bridas y acoplamientos maquinados', 'Machined flanges and couplings', ['alloy_steel', 'stainless'], 'disc'),
    ],
    services: [s('Maquinado CNC de 5 ejes', '5-axis CNC machining', 'shaft'), s('Rectificado cilíndrico', 'Cylindrical grinding', 'shaft')],
  },
  '332721': {
    products: [
      p('Pernos y bujes torneados', 'Turned pins and bushings', ['steel', 'brass', 'stainless'], 'shaft'),
      p('Conexiones hidráulicas', 'Hydraulic fittings', ['brass', 'steel', 'stainless'], 'fastener', [['sistemas hidráulicos', 'hydraulic systems']]),
      p('Ejes de precisión', 'Precision shafts', ['alloy_steel', 'stainless'], 'shaft', [POWERTRAIN]),
      p('Insertos roscados', 'Threaded inserts', ['brass'], 'fastener'),
    ],
    services: [s('Torneado tipo suizo', 'Swiss-type turning', 'shaft'), s('Torneado CNC de alto volumen', 'High volume CNC turning', 'shaft')],
  },
  '332722': {
    products: [
      p('Tornillos de alta resistencia', 'High strength bolts', ['alloy_steel'], 'fastener', [CHASSIS, POWERTRAIN]),
      p('Tuercas para soldar', 'Weld nuts', ['steel'], 'fastener', [BODY]),
      p('Remaches', 'Rivets', ['steel', 'stainless'], 'fastener', [BODY]),
      p('Birlos para rueda', 'Wheel studs', ['alloy_steel'], 'fastener', [CHASSIS]),
      p('Tornillos autorroscantes', 'Self-tapping screws', ['steel', 'stainless'], 'fastener', [INTERIOR, BODY]),
    ],
    services: [s('Recubrimiento de tornillería', 'Fastener coating', 'fastener'), s('Selección óptica de tornillería', 'Optical fastener sorting', 'fastener')],
  },
  // 3328 Coating and heat treating (services companies: these show as services)
  '332811': {
    products: [
      p('Engranes templados por inducción', 'Induction hardened gears', ['alloy_steel'], 'gear'),
      p('Flechas carburizadas', 'Carburized shafts', ['alloy_steel', 'steel'], 'shaft'),
      p('Piezas nitruradas', 'Nitrided parts', ['tool_steel', 'alloy_steel'], 'die'),
    ],
    services: [s('Tratamiento térmico de carburizado', 'Carburizing heat treatment', 'gear'), s('Temple por inducción', 'Induction hardening', 'shaft')],
  },
  '332812': {
    products: [
      p('Piezas con pintura electrostática en polvo', 'Powder coated parts', ['steel', 'aluminum_6061'], 'coating'),
      p('Piezas con recubrimiento por electroforesis (e-coat)', 'E-coated parts', ['steel', 'galvanized'], 'coating'),
      p('Soportes con recubrimiento anticorrosivo', 'Corrosion-protected brackets', ['steel', 'galvanized'], 'bracket'),
    ],
    services: [s('Línea de pintura e-coat', 'E-coat painting line', 'coating'), s('Granallado y preparación de superficie', 'Shot blasting and surface preparation', 'coating')],
  },
  '332813': {
    products: [
      p('Piezas cromadas decorativas', 'Decorative chrome parts', ['abs', 'brass'], 'coating', [INTERIOR]),
      p('Piezas de aluminio anodizado', 'Anodized aluminum parts', ['aluminum_6061'], 'coating'),
      p('Tornillería zincada', 'Zinc plated fasteners', ['steel'], 'fastener'),
    ],
    services: [s('Cromado de plásticos', 'Chrome plating on plastics', 'coating'), s('Anodizado duro', 'Hard anodizing', 'coating')],
  },
  // 3335 Tooling, dies and molds
  '333514': {
    products: [
      p('Troqueles progresivos', 'Progressive dies', ['tool_steel'], 'die', [LINES]),
      p('Troqueles transfer', 'Transfer dies', ['tool_steel', 'alloy_steel'], 'die', [LINES]),
      p('Dispositivos de control (checking fixtures)', 'Checking fixtures', ['aluminum_6061', 'tool_steel'], 'caliper', [LINES]),
      p('Dispositivos de soldadura', 'Welding fixtures', ['alloy_steel', 'aluminum_6061'], 'die', [LINES]),
      p('Electrodos para soldadura por puntos', 'Spot welding electrodes', ['copper'], 'shaft', [LINES]),
    ],
    services: [s('Diseño y construcción de troqueles', 'Die design and build', 'die'), s('Mantenimiento y reparación de troqueles', 'Die maintenance and repair', 'die')],
  },
  '333511': {
    products: [
      p('Moldes de inyección de plástico', 'Plastic injection molds', ['tool_steel'], 'die'),
      p('Moldes para fundición a presión', 'Die casting dies', ['tool_steel'], 'die'),
      p('Insertos y cavidades para molde', 'Mold inserts and cavities', ['tool_steel', 'copper'], 'die'),
      p('Moldes prototipo de aluminio', 'Aluminum prototype molds', ['aluminum_6061'], 'die'),
    ],
    services: [s('Reparación de moldes', 'Mold repair', 'die'), s('Texturizado de moldes', 'Mold texturing', 'die')],
  },
  // 333 Automation (integrators: their products are systems they build)
  '333249': {
    products: [
      p('Celdas robotizadas de soldadura', 'Robotic welding cells', ['steel'], 'robot', [LINES]),
      p('Estaciones de ensamble automático', 'Automated assembly stations', ['aluminum_6061', 'steel'], 'robot', [LINES]),
      p('Máquinas especiales de prueba', 'Special test machines', ['steel', 'aluminum_6061'], 'robot', [LINES]),
      p('Guardas y cercas de seguridad', 'Safety guarding and fencing', ['steel'], 'robot', [LINES]),
    ],
    services: [s('Integración de robots', 'Robot integration', 'robot'), s('Programación de PLC y robots', 'PLC and robot programming', 'robot')],
  },
  '333922': {
    products: [
      p('Transportadores de banda', 'Belt conveyors', ['steel', 'aluminum_6061'], 'robot', [LINES]),
      p('Transportadores aéreos', 'Overhead conveyors', ['steel'], 'robot', [LINES]),
      p('Racks y contenedores para línea', 'Line-side racks and containers', ['steel'], 'pallet', [LINES]),
      p('Mesas de trabajo en acero inoxidable', 'Stainless steel workbenches', ['stainless'], 'die', [LINES]),
    ],
    services: [s('Diseño de sistemas de manejo de materiales', 'Material handling system design', 'pallet'), s('Instalación y mantenimiento de transportadores', 'Conveyor installation and maintenance', 'robot')],
  },
  // 3344 Electronics
  '334418': {
    products: [
      p('Tarjetas electrónicas ensambladas (PCBA)', 'Printed circuit board assemblies (PCBA)', ['fr4'], 'pcb', [ELECTRICAL]),
      p('Módulos de iluminación LED', 'LED lighting modules', ['fr4', 'pc'], 'pcb', [['iluminación automotriz', 'automotive lighting']]),
      p('Tarjetas de control', 'Control boards', ['fr4'], 'pcb', [ELECTRICAL]),
      p('Carcasas de módulo electrónico', 'Electronic module enclosures', ['pa66', 'pc'], 'clip', [ELECTRICAL]),
    ],
    services: [s('Ensamble SMT y THT', 'SMT and THT assembly', 'pcb'), s('Pruebas ICT y funcionales', 'In-circuit and functional testing', 'pcb')],
  },
  '334412': {
    products: [
      p('Circuitos impresos multicapa', 'Multilayer printed circuit boards', ['fr4'], 'pcb'),
      p('Circuitos flexibles', 'Flexible circuits', ['copper'], 'pcb'),
      p('Circuitos de núcleo metálico', 'Metal core PCBs', ['copper', 'fr4'], 'pcb', [['iluminación automotriz', 'automotive lighting']]),
      p('Circuitos de alta frecuencia', 'High frequency PCBs', ['fr4'], 'pcb', [['sistemas de asistencia al conductor (ADAS)', 'driver assistance systems (ADAS)']]),
    ],
    services: [s('Prototipos rápidos de PCB', 'Quick-turn PCB prototypes', 'pcb'), s('Diseño y ruteo de PCB', 'PCB design and layout', 'pcb')],
  },
  // 335 Electrical equipment
  '335314': {
    products: [
      p('Tableros de control eléctrico', 'Electrical control panels', ['steel', 'copper'], 'battery', [LINES]),
      p('Gabinetes eléctricos', 'Electrical enclosures', ['steel'], 'battery', [LINES]),
      p('Barras de distribución (busbars)', 'Busbars', ['copper'], 'coil'),
      p('Cubiertas transparentes para tablero', 'Clear panel covers', ['pc'], 'clip', [LINES]),
    ],
    services: [s('Diseño y armado de tableros', 'Control panel design and build', 'battery'), s('Puesta en marcha de sistemas eléctricos', 'Electrical commissioning', 'battery')],
  },
  '335911': {
    products: [
      p('Módulos de batería de ion-litio', 'Lithium-ion battery modules', ['li_ion'], 'battery', [EV]),
      p('Paquetes de batería', 'Battery packs', ['li_ion'], 'battery', [EV]),
      p('Charolas y soportes de batería', 'Battery trays and supports', ['aluminum_6061'], 'panel', [EV]),
      p('Barras colectoras de celdas', 'Cell busbars', ['copper', 'aluminum_6061'], 'coil', [EV]),
    ],
    services: [s('Ensamble de paquetes de batería', 'Battery pack assembly', 'battery'), s('Pruebas de ciclado de baterías', 'Battery cycle testing', 'battery')],
  },
  // 3272 Glass
  '327211': {
    products: [
      p('Vidrio flotado', 'Float glass', ['glass'], 'glass'),
      p('Vidrio entintado', 'Tinted glass', ['glass'], 'glass'),
      p('Vidrio con control solar', 'Solar control glass', ['glass'], 'glass'),
    ],
    services: [s('Corte de vidrio a medida', 'Glass cutting to size', 'glass'), s('Recubrimiento de vidrio', 'Glass coating', 'glass')],
  },
  '327215': {
    products: [
      p('Parabrisas laminados', 'Laminated windshields', ['glass', 'pvb'], 'glass', [BODY]),
      p('Cristales laterales templados', 'Tempered side windows', ['glass'], 'glass', [BODY]),
      p('Medallones traseros', 'Rear backlites', ['glass'], 'glass', [BODY]),
      p('Quemacocos de vidrio', 'Glass sunroofs', ['glass', 'pu'], 'glass', [BODY]),
    ],
    services: [s('Encapsulado de vidrio', 'Glass encapsulation', 'glass'), s('Serigrafía cerámica en vidrio', 'Ceramic frit printing on glass', 'glass')],
  },
  // 3222 Packaging
  '322211': {
    products: [
      p('Cajas de cartón corrugado de doble pared', 'Double wall corrugated boxes', ['corrugated'], 'pallet'),
      p('Separadores y divisiones de cartón', 'Cardboard dividers and partitions', ['corrugated', 'paperboard'], 'pallet'),
      p('Empaque de exportación', 'Export packaging', ['corrugated', 'wood'], 'pallet'),
      p('Tarimas de madera', 'Wooden pallets', ['wood'], 'pallet'),
    ],
    services: [s('Diseño de empaque', 'Packaging design', 'pallet'), s('Pruebas de compresión de empaque', 'Box compression testing', 'pallet')],
  },
  '322212': {
    products: [
      p('Cajas plegadizas impresas', 'Printed folding cartons', ['paperboard'], 'pallet'),
      p('Empaque para refacciones', 'Spare parts packaging', ['paperboard', 'pe_film'], 'pallet'),
      p('Charolas de cartón', 'Paperboard trays', ['paperboard'], 'pallet'),
      p('Bolsas de polietileno', 'Polyethylene bags', ['pe_film'], 'pallet'),
    ],
    services: [s('Impresión offset de empaque', 'Offset packaging printing', 'pallet'), s('Suaje y pegado', 'Die cutting and gluing', 'pallet')],
  },
  // 48-49 Logistics (services only)
  '484121': {
    products: [
      p('Transporte de carga completa (FTL)', 'Full truckload (FTL) freight', [], 'truck'),
      p('Carga consolidada (LTL)', 'Less-than-truckload (LTL) freight', [], 'truck'),
      p('Transporte transfronterizo', 'Cross-border trucking', [], 'truck'),
    ],
    services: [s('Rutas milk run para plantas', 'Milk run routes for plants', 'truck'), s('Monitoreo satelital de carga', 'GPS shipment tracking', 'truck')],
  },
  '488510': {
    products: [
      p('Despacho aduanal de importación y exportación', 'Import and export customs clearance', [], 'truck'),
      p('Transporte marítimo', 'Ocean freight', [], 'pallet'),
      p('Operaciones IMMEX', 'IMMEX operations', [], 'pallet'),
    ],
    services: [s('Agencia aduanal', 'Customs brokerage', 'truck'), s('Clasificación arancelaria', 'Tariff classification', 'pallet')],
  },
  '493110': {
    products: [
      p('Almacenamiento de autopartes', 'Auto parts warehousing', [], 'pallet'),
      p('Centro de secuenciado (JIT/JIS)', 'Sequencing center (JIT/JIS)', [], 'pallet'),
      p('Cross-dock', 'Cross-docking', [], 'truck'),
      p('Almacén fiscal', 'Bonded warehouse', [], 'pallet'),
    ],
    services: [s('Kitting y reempaque', 'Kitting and repacking', 'pallet'), s('Inspección y retrabajo de piezas', 'Parts inspection and rework', 'caliper')],
  },
  // 54 Engineering and testing (services only)
  '541330': {
    products: [
      p('Diseño de producto en CAD', 'CAD product design', [], 'caliper'),
      p('Simulación por elemento finito (FEA)', 'Finite element analysis (FEA)', [], 'caliper'),
      p('Documentación PPAP y APQP', 'PPAP and APQP documentation', [], 'caliper'),
    ],
    services: [s('Ingeniería de lanzamiento de programas', 'Program launch engineering', 'robot'), s('Consultoría en manufactura esbelta', 'Lean manufacturing consulting', 'caliper')],
  },
  '541380': {
    products: [
      p('Metrología dimensional con CMM', 'CMM dimensional metrology', [], 'caliper'),
      p('Pruebas de cámara salina', 'Salt spray testing', [], 'coating'),
      p('Análisis metalúrgico', 'Metallurgical analysis', [], 'gear'),
      p('Calibración de instrumentos', 'Instrument calibration', [], 'caliper'),
    ],
    services: [s('Escaneo 3D e ingeniería inversa', '3D scanning and reverse engineering', 'caliper'), s('Pruebas de validación de producto', 'Product validation testing', 'caliper')],
  },
  // 423 Distribution
  '423510': {
    products: [
      p('Lámina de acero rolada en frío', 'Cold rolled steel sheet', ['steel'], 'coil'),
      p('Acero galvanizado en rollo', 'Galvanized steel coil', ['galvanized'], 'coil'),
      p('Rollo de acero HSLA', 'HSLA steel coil', ['hsla'], 'coil'),
      p('Placa y barra de aluminio', 'Aluminum plate and bar', ['aluminum_6061'], 'coil'),
      p('Lámina de acero inoxidable', 'Stainless steel sheet', ['stainless'], 'coil'),
    ],
    services: [s('Corte longitudinal de rollo (slitting)', 'Coil slitting', 'coil'), s('Corte a medida y blanking', 'Cut-to-length and blanking', 'coil')],
  },
  '423840': {
    products: [
      p('Herramientas de corte', 'Cutting tools', ['tool_steel'], 'fastener', [LINES]),
      p('Tornillería industrial', 'Industrial fasteners', ['steel'], 'fastener', [LINES]),
      p('Calibradores e instrumentos de medición', 'Gauges and measuring instruments', ['steel'], 'caliper', [LINES]),
    ],
    services: [s('Máquinas expendedoras de herramienta', 'Tool vending machines', 'fastener'), s('Gestión de inventario MRO', 'MRO inventory management', 'pallet')],
  },
}

/**
 * Categories a manufacturer of one category plausibly also lists (a moulder builds its moulds and chromes its
 * parts; a stamper builds dies and welds subassemblies). Extra categories come from here or from the same group.
 */
export const RELATED_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  '336310': ['332710', '331511', '331524'],
  '336320': ['334418', '326199'],
  '336330': ['336370', '332111', '332119'],
  '336340': ['331511', '332710'],
  '336350': ['332111', '332811', '331523'],
  '336360': ['326150', '326199', '332119'],
  '336370': ['332119', '333514', '332812'],
  '336390': ['332119', '326199'],
  '326199': ['333511', '332813', '326150'],
  '326150': ['326199', '336360'],
  '326211': ['326291'],
  '326291': ['326199', '326211'],
  '331511': ['332710', '336340'],
  '331523': ['332710', '333511', '331524'],
  '331524': ['332710', '331523'],
  '332111': ['332710', '332811'],
  '332119': ['336370', '333514', '332812'],
  '332710': ['332721', '333514', '332811'],
  '332721': ['332710', '332722'],
  '332722': ['332721', '332813'],
  '333514': ['332710', '333511'],
  '333511': ['332710', '333514'],
  '334418': ['334412', '336320'],
  '334412': ['334418'],
  '335314': ['334418', '336320'],
  '335911': ['334418', '336370'],
  '327211': ['327215'],
  '327215': ['327211'],
  '322211': ['322212'],
  '322212': ['322211'],
}
