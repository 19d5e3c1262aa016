/**
 * Category tree for the demo data: NAICS/SCIAN 336x (vehicles and parts) and the industries that feed it.
 * Two levels: a group (NAICS sector/subsector) and its categories (6-digit NAICS industries).
 * Each category carries product and service names as [Spanish, English] pairs.
 */

import type { MaterialKey } from './capabilities'

/** A text in both content languages: [Spanish, English]. */
export type Bilingual = readonly [es: string, en: string]

export interface CategoryLeafSeed {
  readonly code: string
  readonly slug: string
  readonly en: string
  readonly es: string
  readonly products: readonly Bilingual[]
  readonly services: readonly Bilingual[]
  /** Processes of this category when the group's list is too broad (a harness maker does not stamp). */
  readonly processes?: readonly Bilingual[]
  readonly materials?: readonly MaterialKey[]
  /** Equipment typical of this category; `{min-max/step}` placeholders as in GROUP_PROFILES. */
  readonly machinery?: readonly Bilingual[]
  /** Where its products end up: "para {application}". */
  readonly applications?: readonly Bilingual[]
}

export interface CategoryGroupSeed {
  readonly code: string
  readonly slug: string
  readonly en: string
  readonly es: string
  readonly children: readonly CategoryLeafSeed[]
}

export const CATEGORY_GROUPS = [
  {
    code: '3361',
    slug: 'motor-vehicle-manufacturing',
    en: 'Motor vehicle manufacturing',
    es: 'Fabricación de automóviles y camiones',
    children: [
      {
        code: '336110',
        slug: 'automobile-light-truck-manufacturing',
        en: 'Automobile and light truck manufacturing',
        es: 'Fabricación de automóviles y camionetas',
        products: [
          ['Ensamble de vehículos ligeros', 'Light vehicle assembly'],
          ['Camionetas pickup', 'Pickup trucks'],
          ['Vehículos utilitarios deportivos (SUV)', 'Sport utility vehicles (SUV)'],
          ['Ensamble de carrocería en blanco', 'Body-in-white assembly'],
        ],
        services: [
          ['Programas de desarrollo de proveedores', 'Supplier development programs'],
          ['Auditorías de calidad a proveedores', 'Supplier quality audits'],
        ],
      },
      {
        code: '336120',
        slug: 'heavy-duty-truck-manufacturing',
        en: 'Heavy duty truck manufacturing',
        es: 'Fabricación de camiones y tractocamiones',
        products: [
          ['Tractocamiones clase 8', 'Class 8 tractor trucks'],
          ['Chasis para autobús', 'Bus chassis'],
          ['Camiones de carga mediana', 'Medium duty trucks'],
          ['Cabinas para tractocamión', 'Truck cabs'],
        ],
        services: [
          ['Adaptación de carrocerías especiales', 'Special body upfitting'],
          ['Refacciones y servicio posventa', 'Aftermarket parts and service'],
        ],
      },
    ],
  },
  {
    code: '3363',
    slug: 'motor-vehicle-parts',
    en: 'Motor vehicle parts manufacturing',
    es: 'Fabricación de partes para vehículos automotores',
    children: [
      {
        code: '336310',
        slug: 'engines-engine-parts',
        en: 'Engines and engine parts',
        es: 'Motores y sus partes',
        products: [
          ['Monoblocks y cabezas de motor maquinados', 'Machined engine blocks and cylinder heads'],
          ['Múltiples de admisión', 'Intake manifolds'],
          ['Árboles de levas', 'Camshafts'],
          ['Bombas de aceite y de agua', 'Oil and water pumps'],
        ],
        services: [
          ['Maquinado de componentes de motor', 'Engine component machining'],
          ['Ensamble y prueba de motores', 'Engine assembly and testing'],
        ],
        machinery: [['{6-30} centros de maquinado CNC Makino y Okuma', '{6-30} Makino and Okuma CNC machining centers'], ['Una línea de ensamble de motores con {2-8} bancos de prueba en caliente', 'An engine assembly line with {2-8} hot test cells'], ['{2-6} rectificadoras de cigüeñal y árbol de levas', '{2-6} crankshaft and camshaft grinders']],
        applications: [['tren motriz', 'powertrain'], ['motores de combustión interna', 'internal combustion engines']],
        processes: [['Maquinado CNC', 'CNC machining'], ['Rectificado', 'Grinding'], ['Ensamble de motores', 'Engine assembly'], ['Prueba de motores en caliente', 'Hot engine testing']],
        materials: ['aluminum_a356', 'gray_iron', 'alloy_steel'],
      },
      {
        code: '336320',
        slug: 'wire-harnesses-vehicle-electrical',
        en: 'Vehicle electrical and electronic equipment, wire harnesses',
        es: 'Equipo eléctrico y electrónico automotriz, arneses',
        products: [
          ['Arneses eléctricos automotrices', 'Automotive wire harnesses'],
          ['Arneses de alto voltaje para vehículos eléctricos', 'High voltage harnesses for electric vehicles'],
          ['Módulos de control electrónico (ECU)', 'Electronic control units (ECU)'],
          ['Sensores de posición y temperatura', 'Position and temperature sensors'],
        ],
        services: [
          ['Corte, ponchado y ensamble de cables', 'Wire cutting, crimping and assembly'],
          ['Pruebas de continuidad eléctrica', 'Electrical continuity testing'],
        ],
        machinery: [['{20-120/10} máquinas automáticas de corte y ponchado Komax', '{20-120/10} Komax automatic cut-and-crimp machines'], ['{6-40} tableros de ensamble y mesas de prueba eléctrica', '{6-40} assembly boards and electrical test tables'], ['{2-8} soldadoras ultrasónicas Schunk', '{2-8} Schunk ultrasonic welders']],
        applications: [['sistemas eléctricos del vehículo', 'vehicle electrical systems'], ['vehículos eléctricos', 'electric vehicles']],
        processes: [['Corte y ponchado de cable', 'Wire cutting and crimping'], ['Ensamble de arneses', 'Harness assembly'], ['Soldadura ultrasónica de cables', 'Ultrasonic wire welding'], ['Pruebas eléctricas al 100 %', '100% electrical testing']],
        materials: ['copper', 'pvc', 'pa66'],
      },
      {
        code: '336330',
        slug: 'steering-suspension',
        en: 'Steering and suspension components',
        es: 'Sistemas de dirección y suspensión',
        products: [
          ['Brazos de control', 'Control arms'],
          ['Barras estabilizadoras', 'Stabilizer bars'],
          ['Columnas de dirección', 'Steering columns'],
          ['Amortiguadores', 'Shock absorbers'],
        ],
        services: [
          ['Ensamble de módulos de suspensión', 'Suspension module assembly'],
          ['Pruebas de fatiga de componentes', 'Component fatigue testing'],
        ],
        machinery: [['{4-20} celdas de soldadura robotizada Fanuc y ABB', '{4-20} Fanuc and ABB robotic welding cells'], ['Prensas de {200-800/50} a {1000-1600/100} toneladas', 'Presses from {200-800/50} to {1000-1600/100} tons'], ['Bancos de prueba de fatiga de {2-8} canales', '{2-8}-channel fatigue test rigs']],
        applications: [['chasis', 'chassis'], ['vehículos ligeros', 'light vehicles'], ['camiones pesados', 'heavy trucks']],
        processes: [['Estampado', 'Stamping'], ['Soldadura MIG robotizada', 'Robotic MIG welding'], ['Maquinado CNC', 'CNC machining'], ['Ensamble de módulos', 'Module assembly']],
        materials: ['hsla', 'alloy_steel', 'steel', 'ductile_iron'],
      },
      {
        code: '336340',
        slug: 'brake-systems',
        en: 'Brake systems',
        es: 'Sistemas de frenos',
        products: [
          ['Discos y tambores de freno', 'Brake rotors and drums'],
          ['Calipers de freno', 'Brake calipers'],
          ['Balatas', 'Brake pads'],
          ['Líneas y mangueras de freno', 'Brake lines and hoses'],
        ],
        services: [
          ['Maquinado de discos de freno', 'Brake rotor machining'],
          ['Pruebas de desempeño en dinamómetro', 'Dynamometer performance testing'],
        ],
        machinery: [['{4-16} tornos verticales CNC para discos', '{4-16} vertical CNC lathes for rotors'], ['Un dinamómetro inercial de frenos', 'A brake inertia dynamometer'], ['Prensas de formado de balatas de {100-400/50} toneladas', '{100-400/50}-ton brake pad forming presses']],
        applications: [['chasis', 'chassis'], ['vehículos ligeros y pesados', 'light and heavy vehicles'], ['el mercado de reposición', 'the aftermarket']],
        processes: [['Fundición de hierro', 'Iron casting'], ['Maquinado de discos', 'Rotor machining'], ['Mezclado y prensado de material de fricción', 'Friction material mixing and pressing'], ['Pruebas en dinamómetro', 'Dynamometer testing']],
        materials: ['gray_iron', 'steel', 'epdm'],
      },
      {
        code: '336350',
        slug: 'transmission-powertrain',
        en: 'Transmission and power train parts',
        es: 'Transmisión y tren motriz',
        products: [
          ['Engranes de transmisión', 'Transmission gears'],
          ['Flechas y semiejes', 'Shafts and half shafts'],
          ['Carcasas de transmisión', 'Transmission housings'],
          ['Juntas homocinéticas', 'Constant velocity joints'],
        ],
        services: [
          ['Rectificado de engranes', 'Gear grinding'],
          ['Ensamble de transmisiones', 'Transmission assembly'],
        ],
        machinery: [['{4-16} talladoras de engranes Gleason y Liebherr', '{4-16} Gleason and Liebherr gear hobbing machines'], ['{2-8} rectificadoras de engranes', '{2-8} gear grinding machines'], ['Hornos de carburizado al vacío', 'Vacuum carburizing furnaces']],
        applications: [['tren motriz', 'powertrain'], ['vehículos eléctricos', 'electric vehicles'], ['camiones pesados', 'heavy trucks']],
        processes: [['Tallado de engranes', 'Gear hobbing'], ['Tratamiento térmico', 'Heat treatment'], ['Rectificado de engranes', 'Gear grinding'], ['Ensamble de transmisiones', 'Transmission assembly']],
        materials: ['alloy_steel', 'aluminum_a380'],
      },
      {
        code: '336360',
        slug: 'seating-interior-trim',
        en: 'Seating and interior trim',
        es: 'Asientos y vestiduras interiores',
        products: [
          ['Estructuras de asiento', 'Seat frames'],
          ['Fundas y vestiduras de asiento', 'Seat covers and trim'],
          ['Paneles de puerta', 'Door panels'],
          ['Alfombras y aislantes acústicos', 'Carpets and acoustic insulation'],
        ],
        services: [
          ['Corte y costura de vestiduras', 'Trim cutting and sewing'],
          ['Ensamble de asientos en secuencia (JIS)', 'Just-in-sequence seat assembly'],
        ],
        machinery: [['{20-120/10} máquinas de coser industriales y {2-6} mesas de corte automático', '{20-120/10} industrial sewing machines and {2-6} automatic cutting tables'], ['Una línea de ensamble de asientos en secuencia (JIS)', 'A just-in-sequence seat assembly line'], ['{4-12} celdas robotizadas de soldadura de estructuras', '{4-12} robotic frame welding cells']],
        applications: [['vehículos ligeros', 'light vehicles'], ['camiones y autobuses', 'trucks and buses']],
        processes: [['Corte y costura', 'Cutting and sewing'], ['Soldadura de estructuras', 'Frame welding'], ['Espumado de poliuretano', 'Polyurethane foaming'], ['Ensamble de asientos', 'Seat assembly']],
        materials: ['steel', 'pu', 'pp', 'textile'],
      },
      {
        code: '336370',
        slug: 'automotive-metal-stamping',
        en: 'Motor vehicle metal stamping',
        es: 'Estampado de piezas metálicas automotrices',
        products: [
          ['Paneles de carrocería estampados', 'Stamped body panels'],
          ['Refuerzos estructurales', 'Structural reinforcements'],
          ['Soportes de motor', 'Engine mount brackets'],
          ['Travesaños y largueros', 'Cross members and rails'],
        ],
        services: [
          ['Estampado en prensa transfer', 'Transfer press stamping'],
          ['Subensambles soldados', 'Welded subassemblies'],
        ],
        machinery: [['Prensas de {200-800/50} a {1000-1600/100} toneladas', 'Presses from {200-800/50} to {1000-1600/100} tons'], ['{4-20} celdas de soldadura robotizada Fanuc y ABB', '{4-20} Fanuc and ABB robotic welding cells'], ['Una línea de prensas transfer de {1600-3000/200} toneladas', 'A {1600-3000/200}-ton transfer press line']],
        applications: [['carrocería', 'body structures'], ['chasis', 'chassis'], ['vehículos eléctricos', 'electric vehicles']],
        processes: [['Estampado progresivo', 'Progressive stamping'], ['Estampado transfer', 'Transfer stamping'], ['Soldadura por puntos', 'Spot welding'], ['Ensamble de subensambles', 'Subassembly']],
        materials: ['hsla', 'galvanized', 'steel', 'aluminum_6061'],
      },
      {
        code: '336390',
        slug: 'other-motor-vehicle-parts',
        en: 'Other motor vehicle parts (HVAC, exhaust, fuel systems)',
        es: 'Otras partes automotrices (climatización, escape, combustible)',
        products: [
          ['Sistemas de escape', 'Exhaust systems'],
          ['Módulos de aire acondicionado', 'Air conditioning modules'],
          ['Tanques y líneas de combustible', 'Fuel tanks and lines'],
          ['Radiadores', 'Radiators'],
        ],
        services: [
          ['Doblado de tubo', 'Tube bending'],
          ['Pruebas de hermeticidad', 'Leak testing'],
        ],
        machinery: [['{4-16} dobladoras de tubo CNC', '{4-16} CNC tube benders'], ['Un horno de brazing en atmósfera controlada', 'A controlled-atmosphere brazing furnace'], ['Equipos de prueba de fugas con helio', 'Helium leak test equipment']],
        applications: [['sistemas térmicos', 'thermal systems'], ['vehículos ligeros', 'light vehicles'], ['sistemas de escape', 'exhaust systems']],
        processes: [['Doblado de tubo', 'Tube bending'], ['Soldadura por brazing', 'Brazing'], ['Pruebas de hermeticidad', 'Leak testing'], ['Ensamble', 'Assembly']],
        materials: ['stainless', 'aluminum_6061', 'copper', 'pa66'],
      },
    ],
  },
  {
    code: '3261',
    slug: 'plastics-products',
    en: 'Plastics products',
    es: 'Productos de plástico',
    children: [
      {
        code: '326199',
        slug: 'plastic-injection-molding',
        en: 'Plastic injection molding',
        es: 'Inyección de plástico',
        products: [
          ['Tableros de instrumentos', 'Instrument panels'],
          ['Molduras interiores', 'Interior trim moldings'],
          ['Fascias y defensas', 'Bumper fascias'],
          ['Clips y sujetadores plásticos', 'Plastic clips and fasteners'],
        ],
        services: [
          ['Inyección de plástico de piezas técnicas', 'Injection molding of technical parts'],
          ['Pintura y cromado de plásticos', 'Painting and chrome plating of plastics'],
        ],
      },
      {
        code: '326150',
        slug: 'urethane-foam-products',
        en: 'Urethane and foam products',
        es: 'Espumas de poliuretano',
        products: [
          ['Cojines de espuma para asiento', 'Seat foam pads'],
          ['Aislantes acústicos de espuma', 'Acoustic foam insulators'],
          ['Descansabrazos', 'Armrests'],
          ['Empaques de espuma', 'Foam gaskets'],
        ],
        services: [
          ['Moldeo de poliuretano', 'Polyurethane molding'],
          ['Corte de espuma por CNC', 'CNC foam cutting'],
        ],
        processes: [['Espumado de poliuretano', 'Polyurethane foaming'], ['Corte de espuma', 'Foam cutting'], ['Laminado de espuma', 'Foam lamination']],
        materials: ['pu'],
      },
    ],
  },
  {
    code: '3262',
    slug: 'rubber-products',
    en: 'Rubber products',
    es: 'Productos de hule',
    children: [
      {
        code: '326211',
        slug: 'tires',
        en: 'Tire manufacturing',
        es: 'Fabricación de llantas',
        products: [
          ['Llantas para vehículo ligero', 'Passenger car tires'],
          ['Llantas para camión', 'Truck tires'],
          ['Llantas de equipo original', 'Original equipment tires'],
          ['Llantas renovadas', 'Retreaded tires'],
        ],
        services: [
          ['Pruebas de uniformidad de llanta', 'Tire uniformity testing'],
          ['Ensamble de llanta y rin', 'Tire and wheel assembly'],
        ],
        processes: [['Mezclado de compuestos', 'Compound mixing'], ['Construcción de llantas', 'Tire building'], ['Vulcanizado', 'Curing'], ['Pruebas de uniformidad', 'Uniformity testing']],
        materials: ['natural_rubber', 'steel'],
      },
      {
        code: '326291',
        slug: 'mechanical-rubber-parts',
        en: 'Rubber parts for mechanical use',
        es: 'Piezas de hule para uso mecánico',
        products: [
          ['Sellos y empaques de hule', 'Rubber seals and gaskets'],
          ['Soportes antivibración', 'Anti-vibration mounts'],
          ['Burletes de puerta', 'Door weatherstrips'],
          ['Mangueras de hule', 'Rubber hoses'],
        ],
        services: [
          ['Moldeo de hule por compresión', 'Rubber compression molding'],
          ['Sobremoldeo hule-metal', 'Rubber-to-metal overmolding'],
        ],
      },
    ],
  },
  {
    code: '3315',
    slug: 'foundries',
    en: 'Foundries',
    es: 'Fundición',
    children: [
      {
        code: '331511',
        slug: 'iron-foundries',
        en: 'Iron foundries',
        es: 'Fundición de hierro',
        products: [
          ['Piezas de hierro gris', 'Gray iron castings'],
          ['Piezas de hierro nodular', 'Ductile iron castings'],
          ['Múltiples de escape fundidos', 'Cast exhaust manifolds'],
          ['Carcasas de diferencial', 'Differential housings'],
        ],
        services: [
          ['Fundición en arena verde', 'Green sand casting'],
          ['Limpieza y acabado de fundición', 'Casting cleaning and finishing'],
        ],
        machinery: [['Una línea automática de moldeo en arena verde', 'An automatic green sand molding line'], ['Hornos de inducción de {2-12} toneladas por hora', 'Induction melting furnaces of {2-12} tons per hour'], ['Un espectrómetro de emisión óptica y laboratorio de arenas', 'An optical emission spectrometer and sand lab']],
        processes: [['Fundición en arena', 'Sand casting'], ['Fabricación de corazones', 'Core making'], ['Limpieza por granallado', 'Shot blast cleaning'], ['Maquinado de fundición', 'Casting machining']],
        materials: ['gray_iron', 'ductile_iron'],
      },
      {
        code: '331523',
        slug: 'nonferrous-die-casting',
        en: 'Nonferrous metal die casting',
        es: 'Fundición a presión de metales no ferrosos',
        products: [
          ['Carcasas de transmisión de aluminio', 'Aluminum transmission cases'],
          ['Soportes estructurales de aluminio', 'Aluminum structural brackets'],
          ['Piezas de zamak', 'Zinc die cast parts'],
          ['Carcasas para electrónica', 'Electronics housings'],
        ],
        services: [
          ['Fundición a alta presión', 'High pressure die casting'],
          ['Impregnación y maquinado de fundición', 'Casting impregnation and machining'],
        ],
        machinery: [['{4-16} máquinas de fundición a presión Bühler e Idra de {400-900/50} a {1600-4400/200} toneladas', '{4-16} Bühler and Idra die casting machines from {400-900/50} to {1600-4400/200} tons'], ['Hornos de fusión de {2-12} toneladas por hora', 'Melting furnaces of {2-12} tons per hour'], ['Equipo de rayos X en tiempo real', 'Real-time X-ray equipment']],
        processes: [['Fundición a alta presión', 'High pressure die casting'], ['Recorte', 'Trimming'], ['Impregnación', 'Impregnation'], ['Inspección por rayos X', 'X-ray inspection']],
        materials: ['aluminum_a380', 'zamak'],
      },
      {
        code: '331524',
        slug: 'aluminum-foundries',
        en: 'Aluminum foundries (gravity and low pressure)',
        es: 'Fundición de aluminio por gravedad y baja presión',
        products: [
          ['Rines de aluminio', 'Aluminum wheels'],
          ['Cabezas de motor de aluminio', 'Aluminum cylinder heads'],
          ['Nudillos de suspensión', 'Suspension knuckles'],
          ['Piezas en molde permanente', 'Permanent mold castings'],
        ],
        services: [
          ['Fundición a baja presión', 'Low pressure casting'],
          ['Tratamiento térmico T6', 'T6 heat treatment'],
        ],
        machinery: [['{4-20} máquinas de fundición a baja presión', '{4-20} low pressure casting machines'], ['Hornos de tratamiento térmico T6', 'T6 heat treatment furnaces'], ['Equipo de rayos X en tiempo real', 'Real-time X-ray equipment']],
        processes: [['Fundición a baja presión', 'Low pressure casting'], ['Fundición por gravedad', 'Gravity casting'], ['Tratamiento térmico T6', 'T6 heat treatment'], ['Maquinado de fundición', 'Casting machining']],
        materials: ['aluminum_a356'],
      },
    ],
  },
  {
    code: '3321',
    slug: 'forging-stamping',
    en: 'Forging and stamping',
    es: 'Forja y estampado',
    children: [
      {
        code: '332111',
        slug: 'iron-steel-forging',
        en: 'Iron and steel forging',
        es: 'Forja de hierro y acero',
        products: [
          ['Cigüeñales forjados', 'Forged crankshafts'],
          ['Bielas forjadas', 'Forged connecting rods'],
          ['Muñones de dirección', 'Steering knuckles'],
          ['Bridas forjadas', 'Forged flanges'],
        ],
        services: [
          ['Forja en caliente en matriz cerrada', 'Closed-die hot forging'],
          ['Forja en frío', 'Cold forging'],
        ],
        machinery: [['Martinetes y prensas de forja de {1000-4000/500} toneladas', 'Forging hammers and presses of {1000-4000/500} tons'], ['{2-8} calentadores de inducción', '{2-8} induction billet heaters'], ['Prensas de recorte de {200-600/100} toneladas', '{200-600/100}-ton trimming presses']],
        processes: [['Forja en caliente', 'Hot forging'], ['Forja en frío', 'Cold forging'], ['Recorte y perforado', 'Trimming and piercing'], ['Tratamiento térmico', 'Heat treatment']],
        materials: ['alloy_steel', 'steel'],
      },
      {
        code: '332119',
        slug: 'metal-stamping',
        en: 'Metal stamping',
        es: 'Estampado y troquelado de metales',
        products: [
          ['Piezas troqueladas de lámina', 'Sheet metal stampings'],
          ['Rondanas y clips metálicos', 'Metal washers and clips'],
          ['Terminales eléctricas estampadas', 'Stamped electrical terminals'],
          ['Escudos térmicos', 'Heat shields'],
        ],
        services: [
          ['Estampado con troquel progresivo', 'Progressive die stamping'],
          ['Corte láser de lámina', 'Sheet metal laser cutting'],
        ],
        machinery: [['Prensas mecánicas de {100-300/50} a {600-1200/100} toneladas', 'Mechanical presses from {100-300/50} to {600-1200/100} tons'], ['{2-6} servoprensas Komatsu y Aida', '{2-6} Komatsu and Aida servo presses'], ['{2-6} cortadoras láser de fibra Trumpf', '{2-6} Trumpf fiber laser cutters'], ['Alimentadores de rollo de hasta {600-1500/100} mm', 'Coil feeders up to {600-1500/100} mm']],
        processes: [['Estampado progresivo', 'Progressive stamping'], ['Estampado transfer', 'Transfer stamping'], ['Corte láser', 'Laser cutting'], ['Soldadura por proyección', 'Projection welding']],
        materials: ['steel', 'hsla', 'galvanized', 'stainless', 'brass'],
      },
    ],
  },
  {
    code: '3327',
    slug: 'machining-turned-products',
    en: 'Machining and turned products',
    es: 'Maquinado y torneado',
    children: [
      {
        code: '332710',
        slug: 'cnc-machining',
        en: 'CNC machining',
        es: 'Maquinado CNC',
        products: [
          ['Piezas maquinadas de precisión', 'Precision machined parts'],
          ['Carcasas maquinadas de aluminio', 'Machined aluminum housings'],
          ['Dispositivos de sujeción', 'Holding fixtures'],
          ['Prototipos maquinados', 'Machined prototypes'],
        ],
        services: [
          ['Maquinado CNC de 5 ejes', '5-axis CNC machining'],
          ['Rectificado cilíndrico', 'Cylindrical grinding'],
        ],
      },
      {
        code: '332721',
        slug: 'precision-turned-products',
        en: 'Precision turned products',
        es: 'Torneado de precisión',
        products: [
          ['Pernos y bujes torneados', 'Turned pins and bushings'],
          ['Conexiones hidráulicas', 'Hydraulic fittings'],
          ['Válvulas y asientos de válvula', 'Valves and valve seats'],
          ['Ejes de precisión', 'Precision shafts'],
        ],
        services: [
          ['Torneado tipo suizo', 'Swiss-type turning'],
          ['Torneado CNC de alto volumen', 'High volume CNC turning'],
        ],
      },
      {
        code: '332722',
        slug: 'fasteners',
        en: 'Bolts, nuts, screws and rivets',
        es: 'Tornillos, tuercas y remaches',
        products: [
          ['Tornillos de alta resistencia', 'High strength bolts'],
          ['Tuercas para soldar', 'Weld nuts'],
          ['Remaches', 'Rivets'],
          ['Birlos para rueda', 'Wheel studs'],
        ],
        services: [
          ['Recubrimiento de tornillería', 'Fastener coating'],
          ['Selección óptica de tornillería', 'Optical fastener sorting'],
        ],
        machinery: [['{4-20} cabeceadoras en frío National y Sacma', '{4-20} National and Sacma cold headers'], ['{4-12} roladoras de rosca', '{4-12} thread rolling machines'], ['Un horno continuo de temple y revenido', 'A continuous quench and temper furnace']],
        processes: [['Formado en frío (cabeceado)', 'Cold heading'], ['Laminado de rosca', 'Thread rolling'], ['Tratamiento térmico', 'Heat treatment'], ['Recubrimiento', 'Coating']],
        materials: ['alloy_steel', 'steel', 'stainless'],
      },
    ],
  },
  {
    code: '3328',
    slug: 'coating-heat-treating',
    en: 'Coating and heat treating',
    es: 'Recubrimientos y tratamientos térmicos',
    children: [
      {
        code: '332811',
        slug: 'heat-treating',
        en: 'Metal heat treating',
        es: 'Tratamiento térmico de metales',
        products: [
          ['Engranes templados por inducción', 'Induction hardened gears'],
          ['Flechas carburizadas', 'Carburized shafts'],
          ['Piezas nitruradas', 'Nitrided parts'],
          ['Resortes revenidos', 'Tempered springs'],
        ],
        services: [
          ['Tratamiento térmico de carburizado', 'Carburizing heat treatment'],
          ['Temple por inducción', 'Induction hardening'],
        ],
        machinery: [['{2-8} hornos de atmósfera controlada con temple integral Ipsen', '{2-8} Ipsen integral quench controlled-atmosphere furnaces'], ['Equipos de temple por inducción de {100-400/50} kW', '{100-400/50} kW induction hardening equipment'], ['Hornos de nitrurado gaseoso', 'Gas nitriding furnaces']],
        processes: [['Carburizado', 'Carburizing'], ['Temple y revenido', 'Quench and temper'], ['Nitrurado', 'Nitriding'], ['Temple por inducción', 'Induction hardening']],
        materials: ['steel', 'alloy_steel', 'tool_steel'],
      },
      {
        code: '332812',
        slug: 'metal-coating-painting',
        en: 'Metal coating and painting',
        es: 'Recubrimientos y pintura industrial',
        products: [
          ['Piezas con pintura electrostática en polvo', 'Powder coated parts'],
          ['Piezas con recubrimiento por electroforesis (e-coat)', 'E-coated parts'],
          ['Recubrimientos de zinc-níquel', 'Zinc-nickel coatings'],
          ['Recubrimientos antifricción', 'Anti-friction coatings'],
        ],
        services: [
          ['Línea de pintura e-coat', 'E-coat painting line'],
          ['Granallado y preparación de superficie', 'Shot blasting and surface preparation'],
        ],
        machinery: [['Una línea automatizada de e-coat de {60-200/10} metros', 'A {60-200/10}-meter automated e-coat line'], ['Una línea de pintura en polvo con horno de curado de {20-60/5} metros', 'A powder coating line with a {20-60/5}-meter curing oven'], ['{2-6} granalladoras de banda y de gancho', '{2-6} tumble and hanger shot blasters']],
        processes: [['Pintura electrostática en polvo', 'Powder coating'], ['E-coat', 'E-coating'], ['Granallado', 'Shot blasting'], ['Recubrimiento de zinc-níquel', 'Zinc-nickel coating']],
        materials: ['steel', 'aluminum_6061', 'galvanized'],
      },
      {
        code: '332813',
        slug: 'electroplating-anodizing',
        en: 'Electroplating, plating and anodizing',
        es: 'Galvanoplastia, cromado y anodizado',
        products: [
          ['Piezas cromadas decorativas', 'Decorative chrome parts'],
          ['Aluminio anodizado', 'Anodized aluminum'],
          ['Tornillería zincada', 'Zinc plated fasteners'],
          ['Niquelado químico', 'Electroless nickel plating'],
        ],
        services: [
          ['Cromado de plásticos', 'Chrome plating on plastics'],
          ['Anodizado duro', 'Hard anodizing'],
        ],
        machinery: [['Una línea automática de galvanoplastia con {10-40} tinas', 'An automatic plating line with {10-40} tanks'], ['Tinas de anodizado duro con rectificadores de {2000-8000/500} A', 'Hard anodizing tanks with {2000-8000/500} A rectifiers'], ['Una planta de tratamiento de aguas residuales', 'A wastewater treatment plant']],
        processes: [['Cromado', 'Chrome plating'], ['Zincado', 'Zinc plating'], ['Anodizado', 'Anodizing'], ['Niquelado químico', 'Electroless nickel plating']],
        materials: ['steel', 'aluminum_6061', 'abs', 'brass'],
      },
    ],
  },
  {
    code: '3335',
    slug: 'tooling-dies-molds',
    en: 'Tooling, dies and molds',
    es: 'Herramentales, troqueles y moldes',
    children: [
      {
        code: '333514',
        slug: 'dies-tools-jigs-fixtures',
        en: 'Special dies, tools, jigs and fixtures',
        es: 'Troqueles, herramentales y dispositivos',
        products: [
          ['Troqueles progresivos', 'Progressive dies'],
          ['Troqueles transfer', 'Transfer dies'],
          ['Dispositivos de control (checking fixtures)', 'Checking fixtures'],
          ['Dispositivos de soldadura', 'Welding fixtures'],
        ],
        services: [
          ['Diseño y construcción de troqueles', 'Die design and build'],
          ['Mantenimiento y reparación de troqueles', 'Die maintenance and repair'],
        ],
        processes: [['Diseño de troqueles en CAD/CAM', 'CAD/CAM die design'], ['Maquinado de alta velocidad', 'High speed machining'], ['Ajuste y prueba de troqueles', 'Die tryout'], ['Simulación de formado', 'Forming simulation']],
      },
      {
        code: '333511',
        slug: 'industrial-molds',
        en: 'Industrial molds',
        es: 'Moldes industriales',
        products: [
          ['Moldes de inyección de plástico', 'Plastic injection molds'],
          ['Moldes para fundición a presión', 'Die casting dies'],
          ['Moldes de soplo', 'Blow molds'],
          ['Insertos y cavidades para molde', 'Mold inserts and cavities'],
        ],
        services: [
          ['Reparación de moldes', 'Mold repair'],
          ['Texturizado de moldes', 'Mold texturing'],
        ],
        processes: [['Diseño de moldes', 'Mold design'], ['Electroerosión', 'EDM'], ['Pulido y texturizado', 'Polishing and texturing'], ['Soldadura de reparación de moldes', 'Mold repair welding']],
      },
    ],
  },
  {
    code: '333',
    slug: 'industrial-automation',
    en: 'Industrial automation and machinery',
    es: 'Automatización industrial y maquinaria',
    children: [
      {
        code: '333249',
        slug: 'industrial-robots-special-machinery',
        en: 'Industrial robots and special machinery',
        es: 'Robots industriales y maquinaria especial',
        products: [
          ['Celdas robotizadas de soldadura', 'Robotic welding cells'],
          ['Estaciones de ensamble automático', 'Automated assembly stations'],
          ['Máquinas especiales de prueba', 'Special test machines'],
          ['Sistemas de visión artificial', 'Machine vision systems'],
        ],
        services: [
          ['Integración de robots', 'Robot integration'],
          ['Programación de PLC y robots', 'PLC and robot programming'],
        ],
      },
      {
        code: '333922',
        slug: 'conveyors-material-handling',
        en: 'Conveyors and material handling',
        es: 'Transportadores y manejo de materiales',
        products: [
          ['Transportadores de banda', 'Belt conveyors'],
          ['Transportadores aéreos', 'Overhead conveyors'],
          ['Vehículos de guiado automático (AGV)', 'Automated guided vehicles (AGV)'],
          ['Racks y contenedores para línea', 'Line-side racks and containers'],
        ],
        services: [
          ['Diseño de sistemas de manejo de materiales', 'Material handling system design'],
          ['Instalación y mantenimiento de transportadores', 'Conveyor installation and maintenance'],
        ],
      },
    ],
  },
  {
    code: '3344',
    slug: 'electronic-components',
    en: 'Electronic components',
    es: 'Componentes electrónicos',
    children: [
      {
        code: '334418',
        slug: 'printed-circuit-assembly',
        en: 'Printed circuit assembly (EMS)',
        es: 'Ensamble de tarjetas electrónicas (EMS)',
        products: [
          ['Tarjetas electrónicas ensambladas (PCBA)', 'Printed circuit board assemblies (PCBA)'],
          ['Módulos de iluminación LED', 'LED lighting modules'],
          ['Tarjetas de control', 'Control boards'],
          ['Cargadores a bordo', 'On-board chargers'],
        ],
        services: [
          ['Ensamble SMT y THT', 'SMT and THT assembly'],
          ['Pruebas ICT y funcionales', 'In-circuit and functional testing'],
        ],
      },
      {
        code: '334412',
        slug: 'bare-printed-circuit-boards',
        en: 'Bare printed circuit boards',
        es: 'Circuitos impresos',
        products: [
          ['Circuitos impresos multicapa', 'Multilayer printed circuit boards'],
          ['Circuitos flexibles', 'Flexible circuits'],
          ['Circuitos de núcleo metálico', 'Metal core PCBs'],
          ['Circuitos de alta frecuencia', 'High frequency PCBs'],
        ],
        services: [
          ['Prototipos rápidos de PCB', 'Quick-turn PCB prototypes'],
          ['Diseño y ruteo de PCB', 'PCB design and layout'],
        ],
      },
    ],
  },
  {
    code: '335',
    slug: 'electrical-equipment',
    en: 'Electrical equipment',
    es: 'Equipo eléctrico',
    children: [
      {
        code: '335314',
        slug: 'industrial-controls',
        en: 'Industrial controls',
        es: 'Controles industriales',
        products: [
          ['Tableros de control eléctrico', 'Electrical control panels'],
          ['Relevadores industriales', 'Industrial relays'],
          ['Arrancadores de motor', 'Motor starters'],
          ['Variadores de frecuencia', 'Variable frequency drives'],
        ],
        services: [
          ['Diseño y armado de tableros', 'Control panel design and build'],
          ['Puesta en marcha de sistemas eléctricos', 'Electrical commissioning'],
        ],
        machinery: [['Un área de armado de tableros de {500-2000/100} m²', 'A {500-2000/100} m² panel assembly area'], ['Probadores de aislamiento y rigidez dieléctrica (hipot)', 'Insulation and hipot testers']],
        processes: [['Diseño eléctrico', 'Electrical design'], ['Cableado de tableros', 'Panel wiring'], ['Pruebas de aislamiento', 'Insulation testing']],
        materials: ['copper', 'steel', 'pc'],
      },
      {
        code: '335911',
        slug: 'storage-batteries',
        en: 'Storage batteries',
        es: 'Baterías y acumuladores',
        products: [
          ['Acumuladores de plomo-ácido', 'Lead-acid batteries'],
          ['Módulos de batería de ion-litio', 'Lithium-ion battery modules'],
          ['Charolas y soportes de batería', 'Battery trays and supports'],
          ['Sistemas de gestión de batería (BMS)', 'Battery management systems (BMS)'],
        ],
        services: [
          ['Ensamble de paquetes de batería', 'Battery pack assembly'],
          ['Pruebas de ciclado de baterías', 'Battery cycle testing'],
        ],
        machinery: [['Una línea semiautomática de ensamble de módulos con soldadura láser', 'A semi-automatic module assembly line with laser welding'], ['Cámaras de ciclado y pruebas térmicas de {20-120/10} canales', '{20-120/10}-channel cycling and thermal test chambers']],
        processes: [['Ensamble de módulos de batería', 'Battery module assembly'], ['Soldadura láser de celdas', 'Cell laser welding'], ['Pruebas de ciclado', 'Cycle testing']],
        materials: ['li_ion', 'copper', 'aluminum_6061'],
      },
    ],
  },
  {
    code: '3272',
    slug: 'glass-products',
    en: 'Glass products',
    es: 'Vidrio y productos de vidrio',
    children: [
      {
        code: '327211',
        slug: 'flat-glass',
        en: 'Flat glass',
        es: 'Vidrio plano',
        products: [
          ['Vidrio flotado', 'Float glass'],
          ['Vidrio entintado', 'Tinted glass'],
          ['Vidrio con recubrimiento de control solar', 'Solar control coated glass'],
          ['Vidrio de baja emisividad', 'Low-emissivity glass'],
        ],
        services: [
          ['Corte de vidrio a medida', 'Glass cutting to size'],
          ['Recubrimiento de vidrio', 'Glass coating'],
        ],
      },
      {
        code: '327215',
        slug: 'automotive-glass',
        en: 'Automotive tempered and laminated glass',
        es: 'Vidrio templado y laminado automotriz',
        products: [
          ['Parabrisas laminados', 'Laminated windshields'],
          ['Cristales laterales templados', 'Tempered side windows'],
          ['Medallones traseros', 'Rear backlites'],
          ['Quemacocos de vidrio', 'Glass sunroofs'],
        ],
        services: [
          ['Encapsulado de vidrio', 'Glass encapsulation'],
          ['Serigrafía cerámica en vidrio', 'Ceramic frit printing on glass'],
        ],
      },
    ],
  },
  {
    code: '3222',
    slug: 'packaging',
    en: 'Packaging',
    es: 'Empaque y embalaje',
    children: [
      {
        code: '322211',
        slug: 'corrugated-boxes',
        en: 'Corrugated boxes',
        es: 'Cajas de cartón corrugado',
        products: [
          ['Cajas de cartón corrugado de doble pared', 'Double wall corrugated boxes'],
          ['Separadores y divisiones de cartón', 'Cardboard dividers and partitions'],
          ['Empaque de exportación', 'Export packaging'],
          ['Cajas para autopartes', 'Auto parts boxes'],
        ],
        services: [
          ['Diseño de empaque', 'Packaging design'],
          ['Pruebas de compresión de empaque', 'Box compression testing'],
        ],
      },
      {
        code: '322212',
        slug: 'folding-boxes',
        en: 'Folding paperboard boxes',
        es: 'Cajas plegadizas',
        products: [
          ['Cajas plegadizas impresas', 'Printed folding cartons'],
          ['Empaque para refacciones', 'Spare parts packaging'],
          ['Etiquetas y empaques de marca', 'Branded labels and packaging'],
          ['Charolas de cartón', 'Paperboard trays'],
        ],
        services: [
          ['Impresión offset de empaque', 'Offset packaging printing'],
          ['Suaje y pegado', 'Die cutting and gluing'],
        ],
      },
    ],
  },
  {
    code: '48-49',
    slug: 'logistics-transportation',
    en: 'Logistics and transportation',
    es: 'Logística y transporte',
    children: [
      {
        code: '484121',
        slug: 'truckload-freight',
        en: 'Long-distance truckload freight',
        es: 'Autotransporte de carga general foráneo',
        products: [
          ['Transporte de carga completa (FTL)', 'Full truckload (FTL) freight'],
          ['Carga consolidada (LTL)', 'Less-than-truckload (LTL) freight'],
          ['Transporte transfronterizo', 'Cross-border trucking'],
          ['Transporte refrigerado', 'Refrigerated transport'],
        ],
        services: [
          ['Rutas milk run para plantas', 'Milk run routes for plants'],
          ['Monitoreo satelital de carga', 'GPS shipment tracking'],
        ],
        processes: [['Transporte terrestre', 'Ground transport'], ['Rutas dedicadas', 'Dedicated routes'], ['Cruce fronterizo', 'Border crossing']],
      },
      {
        code: '488510',
        slug: 'freight-forwarding-customs',
        en: 'Freight forwarding and customs brokerage',
        es: 'Agencias de carga y agentes aduanales',
        products: [
          ['Despacho aduanal de importación y exportación', 'Import and export customs clearance'],
          ['Transporte marítimo', 'Ocean freight'],
          ['Carga aérea urgente', 'Expedited air freight'],
          ['Operaciones IMMEX', 'IMMEX operations'],
        ],
        services: [
          ['Agencia aduanal', 'Customs brokerage'],
          ['Clasificación arancelaria', 'Tariff classification'],
        ],
        processes: [['Despacho aduanal', 'Customs clearance'], ['Clasificación arancelaria', 'Tariff classification'], ['Gestión de IMMEX', 'IMMEX management']],
      },
      {
        code: '493110',
        slug: 'warehousing-3pl',
        en: 'General warehousing (3PL)',
        es: 'Almacenamiento general (3PL)',
        products: [
          ['Almacenamiento de autopartes', 'Auto parts warehousing'],
          ['Centro de secuenciado (JIT/JIS)', 'Sequencing center (JIT/JIS)'],
          ['Cross-dock', 'Cross-docking'],
          ['Almacén fiscal', 'Bonded warehouse'],
        ],
        services: [
          ['Kitting y reempaque', 'Kitting and repacking'],
          ['Inspección y retrabajo de piezas', 'Parts inspection and rework'],
        ],
        processes: [['Almacenamiento', 'Warehousing'], ['Cross-dock', 'Cross-docking'], ['Secuenciado JIT/JIS', 'JIT/JIS sequencing'], ['Gestión de inventarios', 'Inventory management']],
      },
    ],
  },
  {
    code: '54',
    slug: 'engineering-technical-services',
    en: 'Engineering and technical services',
    es: 'Ingeniería y servicios técnicos',
    children: [
      {
        code: '541330',
        slug: 'engineering-services',
        en: 'Engineering services',
        es: 'Servicios de ingeniería',
        products: [
          ['Diseño de producto en CAD', 'CAD product design'],
          ['Simulación por elemento finito (FEA)', 'Finite element analysis (FEA)'],
          ['Ingeniería de manufactura', 'Manufacturing engineering'],
          ['Documentación PPAP y APQP', 'PPAP and APQP documentation'],
        ],
        services: [
          ['Ingeniería de lanzamiento de programas', 'Program launch engineering'],
          ['Consultoría en manufactura esbelta', 'Lean manufacturing consulting'],
        ],
        processes: [['Diseño en CAD (CATIA, NX)', 'CAD design (CATIA, NX)'], ['Análisis por elemento finito', 'Finite element analysis'], ['Gestión de APQP y PPAP', 'APQP and PPAP management']],
      },
      {
        code: '541380',
        slug: 'testing-laboratories',
        en: 'Testing laboratories',
        es: 'Laboratorios de pruebas',
        products: [
          ['Metrología dimensional con CMM', 'CMM dimensional metrology'],
          ['Pruebas de cámara salina', 'Salt spray testing'],
          ['Análisis metalúrgico', 'Metallurgical analysis'],
          ['Calibración de instrumentos', 'Instrument calibration'],
        ],
        services: [
          ['Escaneo 3D e ingeniería inversa', '3D scanning and reverse engineering'],
          ['Pruebas de validación de producto', 'Product validation testing'],
        ],
        processes: [['Metrología dimensional', 'Dimensional metrology'], ['Pruebas de laboratorio', 'Laboratory testing'], ['Ingeniería inversa', 'Reverse engineering']],
      },
    ],
  },
  {
    code: '423',
    slug: 'industrial-distribution',
    en: 'Industrial distribution',
    es: 'Distribución industrial',
    children: [
      {
        code: '423510',
        slug: 'metal-service-centers',
        en: 'Metal service centers',
        es: 'Centros de servicio de acero y aluminio',
        products: [
          ['Lámina de acero rolada en frío', 'Cold rolled steel sheet'],
          ['Acero galvanizado en rollo', 'Galvanized steel coil'],
          ['Placa y barra de aluminio', 'Aluminum plate and bar'],
          ['Fleje de acero', 'Steel strip'],
        ],
        services: [
          ['Corte longitudinal de rollo (slitting)', 'Coil slitting'],
          ['Corte a medida y blanking', 'Cut-to-length and blanking'],
        ],
        processes: [['Corte longitudinal (slitting)', 'Slitting'], ['Corte a medida', 'Cut-to-length'], ['Blanking', 'Blanking']],
        materials: ['steel', 'galvanized', 'hsla', 'stainless', 'aluminum_6061'],
      },
      {
        code: '423840',
        slug: 'industrial-supplies',
        en: 'Industrial supplies (MRO)',
        es: 'Suministros industriales (MRO)',
        products: [
          ['Herramientas de corte', 'Cutting tools'],
          ['Equipo de protección personal', 'Personal protective equipment'],
          ['Abrasivos', 'Abrasives'],
          ['Lubricantes industriales', 'Industrial lubricants'],
        ],
        services: [
          ['Máquinas expendedoras de herramienta', 'Tool vending machines'],
          ['Gestión de inventario MRO', 'MRO inventory management'],
        ],
        processes: [['Distribución', 'Distribution'], ['Inventario en consignación', 'Consignment inventory'], ['Gestión de compras MRO', 'MRO procurement']],
        materials: ['steel', 'tool_steel'],
      },
    ],
  },
] as const satisfies readonly CategoryGroupSeed[]

export type CategoryGroupCode = (typeof CATEGORY_GROUPS)[number]['code']
