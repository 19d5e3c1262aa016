/**
 * The hand-written specification of the matching and search evaluation set (issue 12, ADR 027): capabilities as a
 * supplier would write them in Spanish and in English (several wordings each, as real profiles vary), materials,
 * cities, the search queries and the requirements, each with its intent. build.ts turns it into the companies and
 * the graded judgments (RUBRIC.md) in labels/*.json; eval.ts loads those through the product and measures.
 */

export type Family = 'forming' | 'machining' | 'plastics' | 'casting' | 'finishing' | 'electrical' | 'tooling' | 'joining' | 'components' | 'services'

export interface Capability {
  code: string
  family: Family
  category: string
  /** Ways a profile says it, [Spanish, English]. */
  es: string[]
  en: string[]
  productsEs: string[]
  productsEn: string[]
  machineryEs: string
  machineryEn: string
  materials: string[]
  certs: string[]
}

export const MATERIALS: Record<string, [string, string]> = {
  steel: ['acero al carbón', 'carbon steel'],
  hsla: ['acero de alta resistencia HSLA', 'HSLA steel'],
  stainless: ['acero inoxidable 304', '304 stainless steel'],
  aluminum: ['aluminio 6061', '6061 aluminum'],
  a380: ['aluminio A380', 'A380 aluminum'],
  brass: ['latón', 'brass'],
  copper: ['cobre', 'copper'],
  pp: ['polipropileno', 'polypropylene'],
  abs: ['ABS', 'ABS'],
  pa66: ['nylon PA66', 'PA66 nylon'],
  epdm: ['hule EPDM', 'EPDM rubber'],
  gray_iron: ['hierro gris', 'gray iron'],
  zinc: ['zamak', 'zamak'],
  alloy: ['acero aleado 4140', '4140 alloy steel'],
  cardboard: ['cartón corrugado', 'corrugated cardboard'],
}

export const CAPABILITIES: Capability[] = [
  { code: 'stamping', family: 'forming', category: 'metal-stamping', es: ['estampado de lámina', 'troquelado de lámina', 'estampado metálico con troquel progresivo'], en: ['metal stamping', 'sheet metal pressing', 'progressive die stamping'], productsEs: ['soportes', 'refuerzos', 'bisagras'], productsEn: ['brackets', 'reinforcements', 'hinges'], machineryEs: 'prensas mecánicas de 200 a 600 toneladas', machineryEn: 'mechanical presses from 200 to 600 t', materials: ['steel', 'hsla', 'stainless', 'aluminum'], certs: ['iatf-16949', 'iso-9001'] },
  { code: 'deep_drawing', family: 'forming', category: 'metal-stamping', es: ['embutido profundo', 'estampado profundo'], en: ['deep drawing', 'deep draw stamping'], productsEs: ['carcasas', 'tanques', 'filtros'], productsEn: ['housings', 'tanks', 'filter shells'], machineryEs: 'prensas hidráulicas de doble acción de 300 toneladas', machineryEn: 'double action hydraulic presses of 300 t', materials: ['steel', 'stainless', 'aluminum'], certs: ['iatf-16949', 'iso-9001'] },
  { code: 'tube_bending', family: 'forming', category: 'metal-stamping', es: ['doblado de tubo', 'curvado de tubo CNC'], en: ['tube bending', 'CNC tube bending'], productsEs: ['tubos de escape', 'líneas de freno', 'tubería hidráulica'], productsEn: ['exhaust pipes', 'brake lines', 'hydraulic tubing'], machineryEs: 'dobladoras de tubo CNC de 3 ejes', machineryEn: '3-axis CNC tube benders', materials: ['steel', 'stainless', 'copper', 'aluminum'], certs: ['iatf-16949', 'iso-9001'] },
  { code: 'laser_cutting', family: 'forming', category: 'metal-stamping', es: ['corte láser de lámina', 'corte láser y doblez'], en: ['laser cutting', 'sheet metal laser cutting and bending'], productsEs: ['gabinetes', 'paneles', 'guardas'], productsEn: ['enclosures', 'panels', 'guards'], machineryEs: 'láser de fibra de 6 kW y plegadoras CNC', machineryEn: '6 kW fiber laser and CNC press brakes', materials: ['steel', 'stainless', 'aluminum'], certs: ['iso-9001'] },
  { code: 'forging', family: 'forming', category: 'other-motor-vehicle-parts', es: ['forja en caliente', 'forjado en matriz cerrada'], en: ['hot forging', 'closed die forging'], productsEs: ['cigüeñales', 'bielas', 'muñones'], productsEn: ['crankshafts', 'connecting rods', 'steering knuckles'], machineryEs: 'prensas de forja de 1600 toneladas y martinetes', machineryEn: '1600 t forging presses and hammers', materials: ['alloy', 'steel', 'aluminum'], certs: ['iatf-16949', 'iso-9001'] },
  { code: 'cnc_machining', family: 'machining', category: 'cnc-machining', es: ['maquinado CNC', 'mecanizado CNC de precisión', 'maquinados de precisión'], en: ['CNC machining', 'precision machining', 'CNC milling and turning'], productsEs: ['flechas', 'bridas', 'carcasas maquinadas'], productsEn: ['shafts', 'flanges', 'machined housings'], machineryEs: 'centros de maquinado verticales y tornos CNC', machineryEn: 'vertical machining centers and CNC lathes', materials: ['aluminum', 'steel', 'stainless', 'brass', 'alloy'], certs: ['iso-9001', 'iatf-16949', 'as9100'] },
  { code: 'swiss_turning', family: 'machining', category: 'cnc-machining', es: ['torneado tipo suizo', 'torneado automático de piezas pequeñas'], en: ['Swiss-type turning', 'Swiss turning of small parts'], productsEs: ['pernos', 'conectores', 'pasadores'], productsEn: ['pins', 'connectors', 'fittings'], machineryEs: 'tornos suizos de 12 ejes', machineryEn: '12-axis Swiss lathes', materials: ['brass', 'stainless', 'steel'], certs: ['iso-9001', 'iatf-16949'] },
  { code: 'injection', family: 'plastics', category: 'plastic-injection-molding', es: ['moldeo por inyección de plástico', 'inyección de plásticos', 'inyección de piezas plásticas'], en: ['plastic injection molding', 'injection moulding', 'injection molded parts'], productsEs: ['tapas', 'clips', 'biseles'], productsEn: ['covers', 'clips', 'bezels'], machineryEs: 'inyectoras de 80 a 800 toneladas', machineryEn: 'injection molding machines from 80 to 800 t', materials: ['pp', 'abs', 'pa66'], certs: ['iatf-16949', 'iso-9001', 'cqi-23'] },
  { code: 'blow_molding', family: 'plastics', category: 'plastic-injection-molding', es: ['moldeo por soplado', 'soplado de plástico'], en: ['blow molding', 'extrusion blow moulding'], productsEs: ['depósitos', 'ductos de aire', 'tanques'], productsEn: ['reservoirs', 'air ducts', 'tanks'], machineryEs: 'sopladoras por extrusión', machineryEn: 'extrusion blow molding machines', materials: ['pp', 'abs'], certs: ['iatf-16949', 'iso-9001'] },
  { code: 'rubber_molding', family: 'plastics', category: 'other-motor-vehicle-parts', es: ['moldeo de hule', 'vulcanizado de piezas de hule'], en: ['rubber molding', 'molded rubber parts'], productsEs: ['empaques', 'bujes', 'fuelles'], productsEn: ['gaskets', 'bushings', 'boots'], machineryEs: 'prensas de compresión e inyección de hule', machineryEn: 'rubber compression and injection presses', materials: ['epdm'], certs: ['iatf-16949', 'iso-9001'] },
  { code: 'die_casting', family: 'casting', category: 'other-motor-vehicle-parts', es: ['fundición a presión de aluminio', 'inyección de aluminio'], en: ['aluminum die casting', 'high pressure die casting'], productsEs: ['carcasas de transmisión', 'soportes de motor', 'tapas'], productsEn: ['transmission housings', 'engine brackets', 'covers'], machineryEs: 'máquinas de fundición a presión de 400 a 1600 toneladas', machineryEn: 'die casting cells from 400 to 1600 t', materials: ['a380', 'zinc'], certs: ['iatf-16949', 'iso-9001', 'cqi-27'] },
  { code: 'sand_casting', family: 'casting', category: 'other-motor-vehicle-parts', es: ['fundición de hierro en arena', 'fundición gris y nodular'], en: ['iron sand casting', 'gray and ductile iron foundry'], productsEs: ['discos de freno', 'múltiples de escape', 'cajas'], productsEn: ['brake discs', 'exhaust manifolds', 'cases'], machineryEs: 'hornos de inducción y líneas de moldeo en arena verde', machineryEn: 'induction furnaces and green sand molding lines', materials: ['gray_iron'], certs: ['iatf-16949', 'iso-9001', 'cqi-27'] },
  { code: 'heat_treatment', family: 'finishing', category: 'other-motor-vehicle-parts', es: ['tratamiento térmico', 'cementado y templado', 'temple por inducción'], en: ['heat treatment', 'carburizing and hardening', 'induction hardening'], productsEs: ['engranes tratados', 'flechas templadas'], productsEn: ['hardened gears', 'heat treated shafts'], machineryEs: 'hornos de atmósfera controlada y equipos de inducción', machineryEn: 'controlled atmosphere furnaces and induction equipment', materials: ['alloy', 'steel'], certs: ['cqi-9', 'iso-9001', 'nadcap'] },
  { code: 'plating', family: 'finishing', category: 'other-motor-vehicle-parts', es: ['zincado', 'recubrimiento de zinc níquel', 'galvanoplastia'], en: ['zinc plating', 'zinc-nickel plating', 'electroplating'], productsEs: ['tornillería zincada', 'piezas recubiertas'], productsEn: ['plated fasteners', 'coated parts'], machineryEs: 'líneas de galvanoplastia en rack y barril', machineryEn: 'rack and barrel plating lines', materials: ['steel'], certs: ['cqi-11', 'iso-9001', 'iatf-16949'] },
  { code: 'coating', family: 'finishing', category: 'other-motor-vehicle-parts', es: ['pintura electrostática', 'pintura en polvo', 'recubrimiento e-coat'], en: ['powder coating', 'e-coating', 'industrial painting'], productsEs: ['chasis pintados', 'soportes pintados'], productsEn: ['painted frames', 'coated brackets'], machineryEs: 'línea de pintura en polvo y horno de curado', machineryEn: 'powder coating line and curing oven', materials: ['steel', 'aluminum'], certs: ['cqi-12', 'iso-9001'] },
  { code: 'anodizing', family: 'finishing', category: 'other-motor-vehicle-parts', es: ['anodizado', 'anodizado duro'], en: ['anodizing', 'hard anodising'], productsEs: ['perfiles anodizados'], productsEn: ['anodized profiles'], machineryEs: 'tinas de anodizado', machineryEn: 'anodizing tanks', materials: ['aluminum'], certs: ['iso-9001', 'nadcap'] },
  { code: 'welding', family: 'joining', category: 'other-motor-vehicle-parts', es: ['soldadura robotizada', 'ensambles soldados MIG y de puntos'], en: ['robotic welding', 'MIG and spot welded assemblies'], productsEs: ['subensambles soldados', 'travesaños'], productsEn: ['welded subassemblies', 'cross members'], machineryEs: 'celdas robotizadas de soldadura MIG y punteadoras', machineryEn: 'robotic MIG welding cells and spot welders', materials: ['steel', 'hsla', 'aluminum'], certs: ['cqi-15', 'iatf-16949', 'iso-9001'] },
  { code: 'harness', family: 'electrical', category: 'wire-harnesses-vehicle-electrical', es: ['arneses eléctricos', 'ensamble de arneses automotrices'], en: ['wire harness assembly', 'automotive wiring harnesses'], productsEs: ['arneses de motor', 'arneses de puerta'], productsEn: ['engine harnesses', 'door harnesses'], machineryEs: 'máquinas de corte y desforre y prensas de terminales', machineryEn: 'cut and strip machines and terminal presses', materials: ['copper'], certs: ['iatf-16949', 'iso-9001'] },
  { code: 'pcb', family: 'electrical', category: 'wire-harnesses-vehicle-electrical', es: ['ensamble de tarjetas electrónicas', 'montaje superficial SMT'], en: ['PCB assembly', 'SMT electronics assembly'], productsEs: ['módulos de control', 'tarjetas de sensores'], productsEn: ['control modules', 'sensor boards'], machineryEs: 'líneas SMT con horno de reflujo e inspección óptica', machineryEn: 'SMT lines with reflow ovens and AOI', materials: ['copper'], certs: ['iatf-16949', 'iso-9001'] },
  { code: 'springs', family: 'components', category: 'steering-suspension', es: ['fabricación de resortes', 'resortes de compresión y torsión'], en: ['spring manufacturing', 'compression and torsion springs'], productsEs: ['resortes de válvula', 'resortes de asiento'], productsEn: ['valve springs', 'seat springs'], machineryEs: 'enrolladoras de resortes CNC', machineryEn: 'CNC spring coilers', materials: ['steel', 'stainless'], certs: ['iatf-16949', 'iso-9001'] },
  { code: 'fasteners', family: 'components', category: 'other-motor-vehicle-parts', es: ['tornillería grado 8.8 y 10.9', 'fabricación de tornillos por cabeceado en frío'], en: ['class 8.8 and 10.9 bolts', 'cold headed fasteners'], productsEs: ['tornillos M8 y M10', 'birlos', 'tuercas'], productsEn: ['M8 and M10 bolts', 'wheel studs', 'nuts'], machineryEs: 'cabeceadoras en frío y laminadoras de roscas', machineryEn: 'cold headers and thread rollers', materials: ['alloy', 'steel'], certs: ['iatf-16949', 'iso-9001'] },
  { code: 'die_making', family: 'tooling', category: 'metal-stamping', es: ['fabricación de troqueles', 'diseño y construcción de troqueles progresivos'], en: ['die making', 'progressive die design and build'], productsEs: ['troqueles progresivos', 'troqueles de transferencia'], productsEn: ['progressive dies', 'transfer dies'], machineryEs: 'electroerosión de hilo y centros de maquinado', machineryEn: 'wire EDM and machining centers', materials: ['alloy', 'steel'], certs: ['iso-9001'] },
  { code: 'mold_making', family: 'tooling', category: 'plastic-injection-molding', es: ['fabricación de moldes de inyección', 'diseño y reparación de moldes'], en: ['injection mold making', 'mould design and repair'], productsEs: ['moldes de inyección', 'moldes prototipo'], productsEn: ['injection molds', 'prototype moulds'], machineryEs: 'centros de maquinado de alta velocidad y electroerosión', machineryEn: 'high speed machining centers and EDM', materials: ['alloy', 'aluminum'], certs: ['iso-9001'] },
  { code: 'logistics', family: 'services', category: 'other-motor-vehicle-parts', es: ['logística y almacenaje', 'operador logístico con cross docking'], en: ['third party logistics', 'warehousing and cross docking'], productsEs: ['almacenaje', 'secuenciado de piezas'], productsEn: ['warehousing', 'parts sequencing'], machineryEs: 'montacargas y almacén de 20,000 m2', machineryEn: 'forklifts and a 20,000 m2 warehouse', materials: [], certs: ['c-tpat', 'iso-9001', 'oea'] },
  { code: 'packaging', family: 'services', category: 'other-motor-vehicle-parts', es: ['empaque retornable', 'fabricación de empaques de cartón corrugado'], en: ['returnable packaging', 'corrugated packaging'], productsEs: ['cajas', 'separadores', 'charolas'], productsEn: ['boxes', 'dividers', 'trays'], machineryEs: 'troqueladoras de cartón e impresoras flexográficas', machineryEn: 'cardboard die cutters and flexo printers', materials: ['cardboard', 'pp'], certs: ['iso-9001'] },
  { code: 'lab', family: 'services', category: 'other-motor-vehicle-parts', es: ['laboratorio de metrología', 'medición por coordenadas y calibración'], en: ['metrology laboratory', 'CMM inspection and calibration'], productsEs: ['reportes dimensionales', 'calibración de instrumentos'], productsEn: ['dimensional reports', 'gauge calibration'], machineryEs: 'máquinas de medición por coordenadas y escáner 3D', machineryEn: 'coordinate measuring machines and 3D scanner', materials: [], certs: ['iso-iec-17025', 'iso-9001'] },
  // Issue 26: makers of checking fixtures and gauges, a neighbour of the machine shops that use them.
  { code: 'fixture_making', family: 'tooling', category: 'cnc-machining', es: ['fabricación de dispositivos de control', 'diseño y fabricación de dispositivos', 'fabricación de escantillones'], en: ['checking fixture manufacturing', 'fixture design and building', 'gauge making'], productsEs: ['dispositivos de inspección', 'escantillones pasa no pasa', 'dispositivos de soldadura'], productsEn: ['checking fixtures', 'go no-go gauges', 'welding fixtures'], machineryEs: 'centros de maquinado y máquina de medición por coordenadas', machineryEn: 'machining centers and a coordinate measuring machine', materials: ['alloy', 'aluminum'], certs: ['iso-9001'] },
]

export interface City {
  city: string
  state: string
  lat: number
  lng: number
}

export const CITIES: City[] = [
  { city: 'Saltillo', state: 'COA', lat: 25.42, lng: -101.0 },
  { city: 'Ramos Arizpe', state: 'COA', lat: 25.54, lng: -100.95 },
  { city: 'Monterrey', state: 'NLE', lat: 25.67, lng: -100.31 },
  { city: 'Apodaca', state: 'NLE', lat: 25.78, lng: -100.19 },
  { city: 'Querétaro', state: 'QUE', lat: 20.59, lng: -100.39 },
  { city: 'León', state: 'GUA', lat: 21.12, lng: -101.68 },
  { city: 'Celaya', state: 'GUA', lat: 20.52, lng: -100.81 },
  { city: 'Silao', state: 'GUA', lat: 20.94, lng: -101.43 },
  { city: 'Aguascalientes', state: 'AGU', lat: 21.88, lng: -102.29 },
  { city: 'San Luis Potosí', state: 'SLP', lat: 22.15, lng: -100.98 },
  { city: 'Puebla', state: 'PUE', lat: 19.04, lng: -98.21 },
  { city: 'Toluca', state: 'MEX', lat: 19.29, lng: -99.66 },
  { city: 'Ciudad Juárez', state: 'CHH', lat: 31.69, lng: -106.42 },
  { city: 'Chihuahua', state: 'CHH', lat: 28.63, lng: -106.07 },
  { city: 'Hermosillo', state: 'SON', lat: 29.07, lng: -110.96 },
  { city: 'Tijuana', state: 'BCN', lat: 32.51, lng: -117.04 },
  { city: 'Guadalajara', state: 'JAL', lat: 20.67, lng: -103.35 },
  { city: 'Mérida', state: 'YUC', lat: 20.97, lng: -89.62 },
]

/**
 * Companies that use a query word in another sense, graded 0 for every query: a press agency ("prensa"), a shop of
 * bakery moulds ("moldes"), t-shirt stamping, music bands ("bandas"), decorative wrought iron ("forja"), vitamin
 * injections, safety harnesses, spa "tratamiento térmico", hot springs, a laser clinic, tin soldiers ("soldaditos").
 */
export const TRAPS: { name: string; lang: 'es' | 'en'; text: string; sense: string; state: string }[] = [
  { name: 'Prensa Industrial del Norte', lang: 'es', text: 'Agencia de prensa y comunicación: boletines de prensa, relaciones públicas y revista para la industria.', sense: 'presses', state: 'NLE' },
  { name: 'Moldes y Repostería Lupita', lang: 'es', text: 'Venta de moldes para repostería, pasteles y gelatinas; moldes de silicón para cocina.', sense: 'mold_making', state: 'JAL' },
  { name: 'Stamping Style Apparel', lang: 'en', text: 'T-shirt stamping and screen printing for events, custom apparel and promotional merchandise.', sense: 'stamping', state: 'BCN' },
  { name: 'Estampados Textiles Mary', lang: 'es', text: 'Estampado de playeras, sublimado y bordado de uniformes escolares.', sense: 'stamping', state: 'PUE' },
  { name: 'Bandas y Orquestas Fiesta', lang: 'es', text: 'Bandas musicales y orquestas para eventos; renta de audio e iluminación.', sense: 'belts', state: 'JAL' },
  { name: 'Forja Creativa Decor', lang: 'es', text: 'Herrería artística: rejas, barandales y muebles de forja para casas y jardines.', sense: 'forging', state: 'GUA' },
  { name: 'Injection Wellness Clinic', lang: 'en', text: 'Vitamin injection therapy, IV hydration and wellness treatments.', sense: 'injection', state: 'SON' },
  { name: 'Arneses y Equipo de Altura', lang: 'es', text: 'Venta de arneses de seguridad para trabajo en alturas, líneas de vida y cascos.', sense: 'harness', state: 'QUE' },
  { name: 'Tratamientos Faciales Bella', lang: 'es', text: 'Tratamientos faciales y corporales, tratamiento térmico con piedras calientes para spa.', sense: 'heat_treatment', state: 'YUC' },
  { name: 'Springs Resort Travel', lang: 'en', text: 'Hot springs resort packages and travel planning for corporate retreats.', sense: 'springs', state: 'SON' },
  { name: 'Laser Clinic Dermatology', lang: 'en', text: 'Laser hair removal and skin treatments; laser cutting edge dermatology.', sense: 'laser_cutting', state: 'NLE' },
  { name: 'Soldaditos de Plomo Colecciones', lang: 'es', text: 'Colecciones de soldaditos de plomo pintados a mano y figuras de estaño.', sense: 'welding', state: 'MEX' },
]

export interface QuerySpec {
  id: string
  lang: 'es' | 'en'
  text: string
  capability: string
  material?: string
  cert?: string
  /** What it tests. */
  note: string
}

export const QUERIES: QuerySpec[] = [
  // Spanish
  { id: 'es01', lang: 'es', text: 'estampado de lámina de acero', capability: 'stamping', material: 'steel', note: 'plain' },
  { id: 'es02', lang: 'es', text: 'troquelado progresivo', capability: 'stamping', note: 'synonym' },
  { id: 'es03', lang: 'es', text: 'inyeccion de plastico', capability: 'injection', note: 'missing accents' },
  { id: 'es04', lang: 'es', text: 'moldeo por inyección de nylon PA66', capability: 'injection', material: 'pa66', note: 'material code' },
  { id: 'es05', lang: 'es', text: 'fundición a presión de aluminio A380', capability: 'die_casting', material: 'a380', note: 'alloy code A380' },
  { id: 'es06', lang: 'es', text: 'maquinado cnc de precision en aluminio', capability: 'cnc_machining', material: 'aluminum', note: 'plain' },
  { id: 'es07', lang: 'es', text: 'mecanizado CNC', capability: 'cnc_machining', note: 'Spain variant' },
  { id: 'es08', lang: 'es', text: 'tratamiento termico cementado CQI-9', capability: 'heat_treatment', cert: 'cqi-9', note: 'certification in query' },
  { id: 'es09', lang: 'es', text: 'zincado de tornillería', capability: 'plating', note: 'finish' },
  { id: 'es10', lang: 'es', text: 'arneses eléctricos automotrices IATF 16949', capability: 'harness', cert: 'iatf-16949', note: 'certification in query' },
  { id: 'es11', lang: 'es', text: 'soldadura robotizada de subensambles', capability: 'welding', note: 'plain' },
  { id: 'es12', lang: 'es', text: 'tornillos grado 8.8 M8', capability: 'fasteners', note: 'numbers kept whole' },
  { id: 'es13', lang: 'es', text: 'pintura en polvo', capability: 'coating', note: 'finish' },
  { id: 'es14', lang: 'es', text: 'anodizado de aluminio', capability: 'anodizing', material: 'aluminum', note: 'finish' },
  { id: 'es15', lang: 'es', text: 'fabricacion de moldes de inyeccion', capability: 'mold_making', note: 'word-sense trap (bakery moulds), missing accents' },
  { id: 'es16', lang: 'es', text: 'troqueles progresivos', capability: 'die_making', note: 'tooling vs stamping' },
  { id: 'es17', lang: 'es', text: 'estampdo de acero', capability: 'stamping', material: 'steel', note: 'typo' },
  { id: 'es18', lang: 'es', text: 'fundicion de hierro gris', capability: 'sand_casting', material: 'gray_iron', note: 'missing accents' },
  { id: 'es19', lang: 'es', text: 'forja en caliente de cigüeñales', capability: 'forging', note: 'word-sense trap (decorative wrought iron)' },
  { id: 'es20', lang: 'es', text: 'doblado de tubo de acero inoxidable', capability: 'tube_bending', material: 'stainless', note: 'plain' },
  { id: 'es21', lang: 'es', text: 'corte laser de lamina', capability: 'laser_cutting', note: 'missing accents' },
  { id: 'es22', lang: 'es', text: 'resortes de compresión', capability: 'springs', note: 'plain' },
  { id: 'es23', lang: 'es', text: 'ensamble de tarjetas electronicas SMT', capability: 'pcb', note: 'abbreviation' },
  { id: 'es24', lang: 'es', text: 'moldeo de hule EPDM', capability: 'rubber_molding', material: 'epdm', note: 'Mexican usage (hule)' },
  { id: 'es25', lang: 'es', text: 'empaque retornable para autopartes', capability: 'packaging', note: 'plain' },
  { id: 'es26', lang: 'es', text: 'almacenaje y cross docking con certificación C-TPAT', capability: 'logistics', cert: 'c-tpat', note: 'certification in query' },
  { id: 'es27', lang: 'es', text: 'laboratorio acreditado 17025 de metrología', capability: 'lab', cert: 'iso-iec-17025', note: 'number alone' },
  { id: 'es28', lang: 'es', text: 'necesitamos un proveedor certificado IATF 16949 de estampado de soportes de acero de alta resistencia para chasis con troqueles progresivos y prensas de 400 toneladas', capability: 'stamping', material: 'hsla', cert: 'iatf-16949', note: 'long query' },
  { id: 'es29', lang: 'es', text: 'embutido profundo de acero inoxidable', capability: 'deep_drawing', material: 'stainless', note: 'plain' },
  { id: 'es30', lang: 'es', text: 'soplado de depósitos de polipropileno', capability: 'blow_molding', material: 'pp', note: 'plain' },
  // English
  { id: 'en01', lang: 'en', text: 'metal stamping', capability: 'stamping', note: 'plain' },
  { id: 'en02', lang: 'en', text: 'progressive die stamping of steel brackets', capability: 'stamping', material: 'steel', note: 'plain' },
  { id: 'en03', lang: 'en', text: 'plastic injection molding', capability: 'injection', note: 'US spelling' },
  { id: 'en04', lang: 'en', text: 'injection moulding PA66', capability: 'injection', material: 'pa66', note: 'UK spelling, material code' },
  { id: 'en05', lang: 'en', text: 'aluminium die casting A380', capability: 'die_casting', material: 'a380', note: 'UK spelling' },
  { id: 'en06', lang: 'en', text: 'cnc machining 6061 aluminum', capability: 'cnc_machining', material: 'aluminum', note: 'alloy number' },
  { id: 'en07', lang: 'en', text: 'swiss turning brass pins', capability: 'swiss_turning', material: 'brass', note: 'plain' },
  { id: 'en08', lang: 'en', text: 'heat treating carburizing', capability: 'heat_treatment', note: 'plain' },
  { id: 'en09', lang: 'en', text: 'zinc nickel plating CQI-11', capability: 'plating', cert: 'cqi-11', note: 'certification in query' },
  { id: 'en10', lang: 'en', text: 'wire harness assembly', capability: 'harness', note: 'word-sense trap (safety harnesses)' },
  { id: 'en11', lang: 'en', text: 'robotic welding', capability: 'welding', note: 'plain' },
  { id: 'en12', lang: 'en', text: 'class 10.9 bolts', capability: 'fasteners', note: 'numbers kept whole' },
  { id: 'en13', lang: 'en', text: 'powder coating', capability: 'coating', note: 'plain' },
  { id: 'en14', lang: 'en', text: 'hard anodizing', capability: 'anodizing', note: 'plain' },
  { id: 'en15', lang: 'en', text: 'injection mold making', capability: 'mold_making', note: 'tooling vs molding' },
  { id: 'en16', lang: 'en', text: 'progressive die design and build', capability: 'die_making', note: 'plain' },
  { id: 'en17', lang: 'en', text: 'stampng steel', capability: 'stamping', material: 'steel', note: 'typo' },
  { id: 'en18', lang: 'en', text: 'grey iron foundry', capability: 'sand_casting', material: 'gray_iron', note: 'UK spelling' },
  { id: 'en19', lang: 'en', text: 'closed die forging crankshafts', capability: 'forging', note: 'plain' },
  { id: 'en20', lang: 'en', text: 'tube bending exhaust', capability: 'tube_bending', note: 'plain' },
  { id: 'en21', lang: 'en', text: 'laser cutting sheet metal', capability: 'laser_cutting', note: 'word-sense trap (laser clinic)' },
  { id: 'en22', lang: 'en', text: 'torsion springs', capability: 'springs', note: 'word-sense trap (hot springs)' },
  { id: 'en23', lang: 'en', text: 'pcb assembly iatf', capability: 'pcb', cert: 'iatf-16949', note: 'abbreviations' },
  { id: 'en24', lang: 'en', text: 'molded rubber gaskets', capability: 'rubber_molding', note: 'plain' },
  { id: 'en25', lang: 'en', text: 'corrugated packaging', capability: 'packaging', material: 'cardboard', note: 'plain' },
  { id: 'en26', lang: 'en', text: 'third party logistics warehouse', capability: 'logistics', note: 'plain' },
  { id: 'en27', lang: 'en', text: 'cmm inspection', capability: 'lab', note: 'abbreviation' },
  { id: 'en28', lang: 'en', text: 'we are looking for an IATF 16949 certified supplier for plastic injection molding of interior clips and bezels in polypropylene with 300 ton presses near Monterrey', capability: 'injection', material: 'pp', cert: 'iatf-16949', note: 'long query, unmatched words' },
  { id: 'en29', lang: 'en', text: 'deep drawn stainless housings', capability: 'deep_drawing', material: 'stainless', note: 'plain' },
  { id: 'en30', lang: 'en', text: 'estampado', capability: 'stamping', note: 'Spanish word in the English half' },
]

export interface RequirementSpec {
  id: string
  lang: 'es' | 'en'
  title: string
  activity: string
  materials: string
  description: string
  capability: string
  material?: string
  city: string
  required?: string[]
  preferred?: string[]
  maxKm?: number
  /** Issue 26: no pin, the requirement's point is its city's centre (the reasons say "about"). */
  approx?: boolean
  /** Issue 26: the press force (t) and the monthly volume the texts ask for, graded against the supplier's. */
  needTonnage?: number
  needPerMonth?: number
  volumes?: string
  /** What the case tests (issue 26 classes). */
  note?: string
}

const R = (id: string, lang: 'es' | 'en', capability: string, material: string | undefined, city: string, title: string, activity: string, materials: string, description: string, extra: Partial<RequirementSpec> = {}): RequirementSpec => ({
  id,
  lang,
  capability,
  material,
  city,
  title,
  activity,
  materials,
  description,
  ...extra,
})

export const REQUIREMENTS: RequirementSpec[] = [
  R('r01', 'es', 'stamping', 'steel', 'Saltillo', 'Soportes estampados de acero', 'Estampado', 'Acero al carbón', 'Soportes para chasis, 60,000 piezas al año, troquel progresivo.', { required: ['iatf-16949'], maxKm: 300 }),
  R('r02', 'en', 'stamping', 'hsla', 'Silao', 'HSLA steel reinforcements', 'Metal stamping', 'HSLA steel', 'Body reinforcements, 120,000 parts per year.', { required: ['iatf-16949'], preferred: ['iso-9001'] }),
  R('r03', 'es', 'injection', 'pp', 'Monterrey', 'Clips de polipropileno', 'Inyección de plástico', 'Polipropileno', 'Clips para vestiduras interiores.', { required: ['iatf-16949'], maxKm: 400 }),
  R('r04', 'en', 'injection', 'pa66', 'Querétaro', 'PA66 glass filled brackets', 'Injection molding', 'Nylon PA66', 'Under-hood brackets, 300 t presses.', { preferred: ['cqi-23'] }),
  R('r05', 'es', 'die_casting', 'a380', 'Ramos Arizpe', 'Carcasas de aluminio A380', 'Fundición a presión', 'Aluminio A380', 'Carcasas de transmisión con maquinado posterior.', { required: ['iatf-16949'] }),
  R('r06', 'en', 'die_casting', 'a380', 'Toluca', 'Die cast covers', 'Aluminum die casting', 'A380', 'Engine covers, 20,000 per year.', { preferred: ['cqi-27'], maxKm: 500 }),
  R('r07', 'es', 'cnc_machining', 'aluminum', 'Querétaro', 'Bridas maquinadas de aluminio', 'Maquinado CNC', 'Aluminio 6061', 'Bridas con tolerancias de 0.02 mm.', { preferred: ['iso-9001'] }),
  R('r08', 'en', 'cnc_machining', 'stainless', 'Monterrey', 'Stainless machined fittings', 'CNC machining', '304 stainless steel', 'Hydraulic fittings, tight tolerances.', { required: ['iso-9001'], maxKm: 250 }),
  R('r09', 'es', 'heat_treatment', 'alloy', 'Celaya', 'Cementado de engranes', 'Tratamiento térmico', 'Acero 4140', 'Engranes de transmisión, profundidad de capa 0.8 mm.', { required: ['cqi-9'] }),
  R('r10', 'en', 'heat_treatment', 'alloy', 'Saltillo', 'Induction hardening of shafts', 'Heat treatment', '4140 alloy steel', 'Axle shafts, 40,000 per year.', { preferred: ['cqi-9'], maxKm: 350 }),
  R('r11', 'es', 'plating', 'steel', 'Aguascalientes', 'Zinc níquel para tornillería', 'Zincado', 'Acero', 'Recubrimiento zinc níquel con 720 h de cámara salina.', { required: ['cqi-11'] }),
  R('r12', 'en', 'plating', 'steel', 'Puebla', 'Zinc plating of brackets', 'Electroplating', 'Steel', 'Trivalent passivation required.', { preferred: ['cqi-11'] }),
  R('r13', 'es', 'coating', 'steel', 'León', 'Pintura en polvo de chasis', 'Pintura electrostática', 'Acero', 'Chasis de remolque, color negro.', { preferred: ['cqi-12'] }),
  R('r14', 'en', 'coating', 'aluminum', 'Hermosillo', 'E-coat of aluminum parts', 'E-coating', 'Aluminum', 'Battery trays.', { maxKm: 600 }),
  R('r15', 'es', 'welding', 'steel', 'Puebla', 'Travesaños soldados', 'Soldadura robotizada', 'Acero', 'Subensambles soldados MIG.', { required: ['iatf-16949'], preferred: ['cqi-15'] }),
  R('r16', 'en', 'welding', 'aluminum', 'Monterrey', 'Aluminum welded frames', 'Robotic welding', 'Aluminum', 'Battery frames for electric vehicles.', { preferred: ['cqi-15'], maxKm: 300 }),
  R('r17', 'es', 'harness', 'copper', 'Ciudad Juárez', 'Arneses de puerta', 'Ensamble de arneses', 'Cobre', 'Arneses eléctricos para puertas delanteras.', { required: ['iatf-16949'] }),
  R('r18', 'en', 'harness', 'copper', 'Chihuahua', 'Engine wiring harness', 'Wire harness assembly', 'Copper wire', 'Engine harness, 5,000 per month.', { maxKm: 400 }),
  R('r19', 'es', 'pcb', 'copper', 'Guadalajara', 'Ensamble de módulos electrónicos', 'Ensamble SMT', 'Tarjetas electrónicas', 'Módulos de control de carrocería.', { required: ['iatf-16949'] }),
  R('r20', 'en', 'pcb', 'copper', 'Tijuana', 'Sensor board assembly', 'PCB assembly', 'FR4 boards', 'Sensor boards, SMT and through-hole.', { preferred: ['iso-9001'] }),
  R('r21', 'es', 'forging', 'alloy', 'Saltillo', 'Muñones forjados', 'Forja en caliente', 'Acero aleado 4140', 'Muñones de dirección para camión.', { required: ['iatf-16949'] }),
  R('r22', 'en', 'forging', 'aluminum', 'Querétaro', 'Forged aluminum control arms', 'Closed die forging', 'Aluminum', 'Suspension control arms.', {}),
  R('r23', 'es', 'sand_casting', 'gray_iron', 'San Luis Potosí', 'Discos de freno de hierro gris', 'Fundición de hierro', 'Hierro gris', 'Discos de freno en bruto.', { preferred: ['cqi-27'] }),
  R('r24', 'en', 'sand_casting', 'gray_iron', 'Monterrey', 'Gray iron exhaust manifolds', 'Iron casting', 'Gray iron', 'Manifolds, machined.', { maxKm: 200 }),
  R('r25', 'es', 'tube_bending', 'stainless', 'Saltillo', 'Tubos de escape de inoxidable', 'Doblado de tubo', 'Acero inoxidable', 'Tubos de escape doblados CNC.', { maxKm: 300 }),
  R('r26', 'en', 'tube_bending', 'steel', 'Puebla', 'Brake lines', 'Tube bending', 'Steel tubing', 'Brake lines with flares.', { required: ['iatf-16949'] }),
  R('r27', 'es', 'laser_cutting', 'steel', 'Apodaca', 'Gabinetes de lámina', 'Corte láser y doblez', 'Acero al carbón', 'Gabinetes eléctricos, lotes de 200 piezas.', {}),
  R('r28', 'en', 'laser_cutting', 'stainless', 'Querétaro', 'Stainless guards', 'Laser cutting', 'Stainless steel', 'Machine guards.', { maxKm: 300 }),
  R('r29', 'es', 'springs', 'steel', 'León', 'Resortes de asiento', 'Fabricación de resortes', 'Alambre de acero', 'Resortes para asientos automotrices.', { required: ['iatf-16949'] }),
  R('r30', 'en', 'springs', 'stainless', 'Guadalajara', 'Stainless torsion springs', 'Spring manufacturing', 'Stainless steel', 'Torsion springs for latches.', {}),
  R('r31', 'es', 'fasteners', 'alloy', 'Saltillo', 'Tornillos M10 grado 10.9', 'Tornillería', 'Acero aleado', 'Tornillos de rueda clase 10.9.', { required: ['iatf-16949'] }),
  R('r32', 'en', 'fasteners', 'steel', 'Toluca', 'Class 8.8 M8 bolts', 'Cold headed fasteners', 'Steel', 'M8 bolts, zinc flake coated.', {}),
  R('r33', 'es', 'die_making', 'alloy', 'Aguascalientes', 'Troquel progresivo para soporte', 'Fabricación de troqueles', 'Acero grado herramienta', 'Diseño y construcción de troquel progresivo de 12 estaciones.', {}),
  R('r34', 'en', 'mold_making', 'alloy', 'Querétaro', 'Injection mold for a bezel', 'Mold making', 'P20 steel', 'Two-cavity injection mold.', {}),
  R('r35', 'es', 'logistics', undefined, 'Ciudad Juárez', 'Almacenaje con cross docking', 'Logística', '', 'Almacén cerca de la frontera con certificación C-TPAT.', { required: ['c-tpat'] }),
  R('r36', 'en', 'packaging', 'cardboard', 'Silao', 'Returnable packaging for doors', 'Packaging', 'Corrugated cardboard', 'Dunnage and dividers for door panels.', {}),
  R('r37', 'es', 'lab', undefined, 'Querétaro', 'Reportes dimensionales CMM', 'Metrología', '', 'Laboratorio acreditado ISO/IEC 17025 para reportes PPAP.', { required: ['iso-iec-17025'] }),
  R('r38', 'en', 'rubber_molding', 'epdm', 'Monterrey', 'EPDM door seals', 'Rubber molding', 'EPDM', 'Molded EPDM gaskets.', { maxKm: 400 }),
  R('r39', 'es', 'blow_molding', 'pp', 'Puebla', 'Depósitos soplados', 'Moldeo por soplado', 'Polipropileno', 'Depósitos de refrigerante.', {}),
  R('r40', 'en', 'anodizing', 'aluminum', 'Tijuana', 'Hard anodized aluminum parts', 'Anodizing', 'Aluminum', 'Type III hard anodizing.', { maxKm: 800 }),
]

// ── Issue 26 §3: cases for each class of error (hard limits, too loose, neighbouring capability, distance as a
// preference, numbers with units, certification implications, typo correction of real words, true reasons) ──────

/** A hand-written company for one case: texts come from its capability's wordings (build.ts `makeExtra`). */
export interface ExtraCompany {
  name: string
  lang: 'es' | 'en'
  capabilities: string[]
  materials: string[]
  certs: string[]
  city: string
  /** States it declares it serves (the company's coverage area). */
  coverageStates?: string[]
  /** The largest press force it states (its machinery text says "from N to maxTonnage t"). */
  maxTonnage?: number
  /** Declared production capacity, pieces a month. */
  perMonth?: number
  validated?: boolean
  updatedDaysAgo?: number
  /** Which wording of its capability it uses (index). */
  wording?: number
  note: string
}

export const EXTRA_COMPANIES: ExtraCompany[] = [
  // 1. Hard distance: capable, certified, far, and declaring they serve the buyer's state.
  { name: 'Estampados del Sureste', lang: 'es', capabilities: ['stamping'], materials: ['steel', 'hsla'], certs: ['iatf-16949', 'iso-9001'], city: 'Mérida', coverageStates: ['COA', 'NLE', 'GUA', 'QUE', 'PUE'], validated: true, updatedDaysAgo: 5, note: 'serves the state, far' },
  { name: 'Pacific Stamping Works', lang: 'en', capabilities: ['stamping'], materials: ['steel'], certs: ['iatf-16949', 'iso-9001'], city: 'Tijuana', coverageStates: ['COA', 'NLE', 'CHH'], validated: true, updatedDaysAgo: 10, note: 'serves the state, far' },
  { name: 'Inyección Peninsular', lang: 'es', capabilities: ['injection'], materials: ['pp', 'abs'], certs: ['iatf-16949', 'iso-9001'], city: 'Mérida', coverageStates: ['QUE', 'GUA', 'NLE'], validated: true, updatedDaysAgo: 3, note: 'serves the state, far' },
  { name: 'Baja Molding Solutions', lang: 'en', capabilities: ['injection'], materials: ['pp'], certs: ['iatf-16949'], city: 'Tijuana', coverageStates: ['QUE', 'JAL'], updatedDaysAgo: 20, note: 'serves the state, far' },
  { name: 'Maquinados Yucatecos', lang: 'es', capabilities: ['cnc_machining'], materials: ['aluminum', 'steel'], certs: ['iso-9001'], city: 'Mérida', coverageStates: ['NLE', 'COA'], validated: true, updatedDaysAgo: 2, note: 'serves the state, far' },
  { name: 'Sonora Precision Machining', lang: 'en', capabilities: ['cnc_machining'], materials: ['aluminum'], certs: ['iso-9001', 'as9100'], city: 'Hermosillo', coverageStates: ['NLE', 'QUE'], updatedDaysAgo: 15, note: 'serves the state, far' },
  { name: 'Soldaduras del Norte Lejano', lang: 'es', capabilities: ['welding'], materials: ['steel'], certs: ['iso-9001', 'cqi-15'], city: 'Tijuana', coverageStates: ['PUE', 'MEX'], validated: true, updatedDaysAgo: 1, note: 'serves the state, far' },
  // 4. Distance as a preference: the same capability in the buyer's city (plain profile) and thousands of km away
  // (validated, fresh, capacity stated).
  { name: 'Resortes León Local', lang: 'es', capabilities: ['springs'], materials: ['steel'], certs: ['iatf-16949'], city: 'León', updatedDaysAgo: 400, note: 'same city, plain profile' },
  { name: 'Baja Springs Premium', lang: 'en', capabilities: ['springs'], materials: ['steel'], certs: ['iatf-16949'], city: 'Tijuana', coverageStates: ['GUA'], validated: true, updatedDaysAgo: 1, perMonth: 500_000, note: 'far, every small advantage' },
  { name: 'Pintura Toluca Local', lang: 'es', capabilities: ['coating'], materials: ['steel'], certs: ['iso-9001'], city: 'Toluca', updatedDaysAgo: 500, note: 'same city, plain profile' },
  { name: 'Border Coating Pros', lang: 'en', capabilities: ['coating'], materials: ['steel'], certs: ['iso-9001', 'cqi-12'], city: 'Ciudad Juárez', validated: true, updatedDaysAgo: 2, note: 'far, every small advantage' },
  // 5. Numbers with units: the same trades with small and large presses, and small and large capacities.
  { name: 'Estampados Ligeros Saltillo', lang: 'es', capabilities: ['stamping'], materials: ['hsla', 'steel'], certs: ['iatf-16949', 'iso-9001'], city: 'Saltillo', maxTonnage: 250, perMonth: 3_000, validated: true, updatedDaysAgo: 5, note: 'small presses, small capacity' },
  { name: 'Heavy Press Stamping Ramos', lang: 'en', capabilities: ['stamping'], materials: ['hsla'], certs: ['iatf-16949', 'iso-9001'], city: 'Ramos Arizpe', maxTonnage: 1200, perMonth: 400_000, updatedDaysAgo: 60, note: 'large presses, large capacity' },
  { name: 'Prensas Grandes Monterrey', lang: 'es', capabilities: ['stamping'], materials: ['steel', 'hsla'], certs: ['iatf-16949'], city: 'Monterrey', maxTonnage: 1000, perMonth: 250_000, updatedDaysAgo: 90, note: 'large presses' },
  { name: 'Small Tonnage Molders', lang: 'en', capabilities: ['injection'], materials: ['pa66', 'pp'], certs: ['iatf-16949', 'iso-9001'], city: 'Monterrey', maxTonnage: 150, perMonth: 20_000, validated: true, updatedDaysAgo: 3, note: 'small presses' },
  { name: 'Inyectoras de Gran Tonelaje', lang: 'es', capabilities: ['injection'], materials: ['pa66'], certs: ['iatf-16949'], city: 'Apodaca', maxTonnage: 900, perMonth: 800_000, updatedDaysAgo: 40, note: 'large presses' },
  { name: 'Fundición Ligera Coahuila', lang: 'es', capabilities: ['die_casting'], materials: ['a380'], certs: ['iatf-16949', 'iso-9001'], city: 'Ramos Arizpe', maxTonnage: 800, validated: true, updatedDaysAgo: 4, note: 'small die casting cells' },
  { name: 'Gigacast Die Casting', lang: 'en', capabilities: ['die_casting'], materials: ['a380'], certs: ['iatf-16949'], city: 'Saltillo', maxTonnage: 4400, updatedDaysAgo: 80, note: 'large die casting cells' },
  // 3. Neighbouring capability: shops doing both, and more makers near the buyers.
  { name: 'Moldes y Moldeo Jalisco', lang: 'es', capabilities: ['mold_making', 'injection'], materials: ['alloy', 'pp'], certs: ['iso-9001'], city: 'Guadalajara', note: 'makes moulds and moulds parts' },
  { name: 'Bajío Mold Makers', lang: 'en', capabilities: ['mold_making'], materials: ['alloy'], certs: ['iso-9001'], city: 'León', wording: 0, note: 'mould maker' },
  { name: 'Troqueles y Estampados Apodaca', lang: 'es', capabilities: ['die_making', 'stamping'], materials: ['alloy', 'steel'], certs: ['iso-9001'], city: 'Apodaca', note: 'makes dies and stamps' },
  { name: 'Northern Die Builders', lang: 'en', capabilities: ['die_making'], materials: ['alloy'], certs: ['iso-9001'], city: 'Saltillo', wording: 1, note: 'die maker' },
  { name: 'Gauges Querétaro', lang: 'es', capabilities: ['fixture_making'], materials: ['alloy'], certs: ['iso-9001'], city: 'Querétaro', note: 'fixture maker near the buyer' },
  // 6. Certification implications: IATF 16949 or AS9100 without ISO 9001 on the list.
  { name: 'Maquinados IATF Querétaro', lang: 'es', capabilities: ['cnc_machining'], materials: ['steel', 'aluminum'], certs: ['iatf-16949'], city: 'Querétaro', validated: true, updatedDaysAgo: 10, note: 'IATF only' },
  { name: 'Aero Machining Toluca', lang: 'en', capabilities: ['cnc_machining'], materials: ['aluminum'], certs: ['as9100'], city: 'Toluca', updatedDaysAgo: 30, note: 'AS9100 only' },
  { name: 'Soldadura Certificada Puebla', lang: 'es', capabilities: ['welding'], materials: ['steel'], certs: ['iatf-16949', 'cqi-15'], city: 'Puebla', updatedDaysAgo: 12, note: 'IATF only' },
  // 8. Same-language synonyms: Spanish stampers writing only "troquelado".
  { name: 'Troquelados Finos Silao', lang: 'es', capabilities: ['stamping'], materials: ['steel'], certs: ['iatf-16949', 'iso-9001'], city: 'Silao', wording: 1, note: 'writes troquelado' },
]

export const REQUIREMENTS_26: RequirementSpec[] = [
  // 1. Hard distance limit (suppliers far away serve the state).
  R('r41', 'es', 'stamping', 'steel', 'Saltillo', 'Refuerzos estampados', 'Estampado de lámina', 'Acero al carbón', 'Refuerzos de piso, 40,000 piezas al año.', { required: ['iatf-16949'], maxKm: 250, note: 'hard distance, state served from far' }),
  R('r42', 'en', 'injection', 'pp', 'Querétaro', 'Polypropylene door clips', 'Plastic injection molding', 'Polypropylene', 'Door trim clips.', { maxKm: 200, note: 'hard distance, state served from far' }),
  R('r43', 'es', 'cnc_machining', 'aluminum', 'Monterrey', 'Bloques maquinados de aluminio', 'Maquinado CNC', 'Aluminio', 'Bloques de válvulas hidráulicas.', { maxKm: 150, approx: true, note: 'hard distance, approximate location' }),
  R('r44', 'en', 'welding', 'steel', 'Puebla', 'Welded seat frames', 'Robotic welding', 'Steel', 'Seat frame subassemblies.', { maxKm: 300, preferred: ['cqi-15'], note: 'hard distance, state served from far' }),
  R('r45', 'es', 'springs', 'steel', 'León', 'Resortes para pedales', 'Fabricación de resortes', 'Alambre de acero', 'Resortes de retorno para pedales.', { maxKm: 100, note: 'hard distance, tight' }),
  // 2. Too loose: few suppliers fit; a short list is right.
  R('r46', 'es', 'anodizing', 'aluminum', 'Celaya', 'Anodizado duro aeroespacial', 'Anodizado duro', 'Aluminio', 'Piezas aeroespaciales, se requiere Nadcap.', { required: ['nadcap'], note: 'too loose: few fit' }),
  R('r47', 'en', 'lab', undefined, 'Saltillo', 'Accredited CMM reports', 'Metrology laboratory', '', 'PPAP dimensional reports from an ISO/IEC 17025 accredited lab.', { required: ['iso-iec-17025'], maxKm: 150, note: 'too loose: few fit' }),
  R('r48', 'es', 'hot_dip_galvanizing', 'steel', 'Monterrey', 'Galvanizado por inmersión en caliente', 'Galvanizado por inmersión en caliente', 'Acero estructural', 'Estructuras de acero para naves industriales.', { note: 'too loose: nobody does it' }),
  // 3. Neighbouring capability: tool makers vs the shops using the tools, both ways.
  R('r49', 'es', 'mold_making', 'alloy', 'Guadalajara', 'Molde de inyección para tapa', 'Fabricación de moldes de inyección', 'Acero P20', 'Molde de dos cavidades para tapa de espejo.', { note: 'tooling: wants the mould maker' }),
  R('r50', 'en', 'die_making', 'alloy', 'Saltillo', 'Progressive die for brackets', 'Die making', 'Tool steel', 'Design and build of a 10-station progressive die.', { note: 'tooling: wants the die maker' }),
  R('r51', 'es', 'fixture_making', 'alloy', 'Querétaro', 'Dispositivos de control para soportes', 'Fabricación de dispositivos de control', 'Aluminio', 'Dispositivos de inspección y escantillones pasa no pasa.', { note: 'tooling: wants the fixture maker' }),
  R('r52', 'en', 'injection', 'abs', 'León', 'Injection molded clips', 'Plastic injection molding', 'ABS', 'Interior clips, 15,000 per month.', { note: 'tooling: wants the moulder, not the mould maker' }),
  R('r53', 'es', 'stamping', 'steel', 'Apodaca', 'Bisagras estampadas', 'Estampado progresivo', 'Acero', 'Bisagras de puerta, 80,000 piezas al año.', { note: 'tooling: wants the stamper, not the die maker' }),
  R('r54', 'en', 'fixture_making', 'aluminum', 'Monterrey', 'Checking fixtures and go no-go gauges', 'Gauge making', 'Aluminum', 'Checking fixtures for stamped brackets.', { note: 'tooling: wants the gauge maker, not the machine shop' }),
  R('r55', 'es', 'cnc_machining', 'steel', 'Querétaro', 'Flechas maquinadas', 'Maquinado CNC', 'Acero', 'Flechas de transmisión, 2,000 piezas al mes.', { note: 'tooling: wants the machine shop, not the gauge maker' }),
  // 4. Distance as a preference (no limit).
  R('r56', 'es', 'springs', 'steel', 'León', 'Resortes de compresión', 'Fabricación de resortes', 'Acero', 'Resortes para asientos.', { note: 'distance preference' }),
  R('r57', 'en', 'coating', 'steel', 'Toluca', 'Powder coated brackets', 'Powder coating', 'Steel', 'Black powder coat on brackets.', { note: 'distance preference' }),
  // 5. Numbers with units.
  R('r58', 'es', 'stamping', 'hsla', 'Saltillo', 'Travesaños de acero HSLA', 'Estampado', 'Acero HSLA', 'Travesaños estampados en prensas de 800 toneladas, 120,000 piezas al año.', { needTonnage: 800, needPerMonth: 10_000, note: 'tonnage and volume' }),
  R('r59', 'en', 'injection', 'pa66', 'Monterrey', 'PA66 fan shrouds', 'Injection molding', 'PA66', 'Large fan shrouds, 650 t clamp force, 30,000 per month.', { needTonnage: 650, needPerMonth: 30_000, note: 'tonnage and volume' }),
  R('r60', 'es', 'die_casting', 'a380', 'Ramos Arizpe', 'Carcasas grandes de transmisión', 'Fundición a presión', 'Aluminio A380', 'Carcasas que requieren celdas de 2,500 toneladas.', { needTonnage: 2500, note: 'tonnage' }),
  // 6. Certification implications.
  R('r61', 'en', 'cnc_machining', 'steel', 'Querétaro', 'Machined steel hubs', 'CNC machining', 'Steel', 'Wheel hubs, ISO 9001 certified supplier.', { required: ['iso-9001'], maxKm: 400, note: 'IATF 16949 includes ISO 9001' }),
  R('r62', 'es', 'welding', 'steel', 'Puebla', 'Soportes soldados', 'Soldadura robotizada', 'Acero', 'Soportes de escape soldados, proveedor con ISO 9001.', { required: ['iso-9001'], note: 'IATF 16949 includes ISO 9001' }),
  R('r63', 'en', 'cnc_machining', 'aluminum', 'Toluca', 'Machined aluminum brackets', 'Precision machining', 'Aluminum', 'ISO 9001 required.', { required: ['iso-9001'], maxKm: 300, note: 'AS9100 includes ISO 9001' }),
  // 7. Typo correction must not rewrite ordinary words of the prose.
  R('r64', 'es', 'heat_treatment', 'alloy', 'Celaya', 'Temple de flechas', 'Tratamiento térmico', 'Acero 4140', 'Favor de tapar las cuerdas antes del temple; entrega mensual con factura; comparamos ofertas.', { note: 'typo: tapar, mensual, factura, ofertas are words' }),
  R('r65', 'en', 'laser_cutting', 'steel', 'Apodaca', 'Laser cut panels', 'Laser cutting', 'Steel', 'Please quote; parts shipped weekly, invoices monthly, deburred edges, kitted per order.', { note: 'typo: ordinary English words' }),
  // 8. Reasons that are true.
  R('r66', 'es', 'cnc_machining', 'aluminum', 'Querétaro', 'Soportes maquinados de aluminio 6061-T6', 'Maquinado CNC', 'Aluminio 6061-T6', 'Soportes anodizados después del maquinado.', { approx: true, note: 'reasons: code case, approximate location' }),
  R('r67', 'es', 'pcb', 'copper', 'Guadalajara', 'Tarjetas de control', 'Ensamble SMT', 'Tarjetas electrónicas FR4', 'Módulos de control de iluminación.', { note: 'reasons: materials field names a part' }),
  R('r68', 'es', 'stamping', 'steel', 'Silao', 'Soportes troquelados', 'Troquelado', 'Acero', 'Soportes de defensa.', { note: 'reasons: same-language synonym' }),
]

export const QUERIES_26: QuerySpec[] = [
  // Neighbouring capability.
  { id: 'es31', lang: 'es', text: 'fabricación de moldes de inyección', capability: 'mold_making', note: 'tooling vs molding' },
  { id: 'es32', lang: 'es', text: 'fabricante de troqueles progresivos', capability: 'die_making', note: 'tooling vs stamping' },
  { id: 'es33', lang: 'es', text: 'dispositivos de control y escantillones', capability: 'fixture_making', note: 'fixture makers vs machining' },
  { id: 'es34', lang: 'es', text: 'diseño y construcción de troqueles', capability: 'die_making', note: 'tooling vs stamping' },
  { id: 'es35', lang: 'es', text: 'moldeo por inyección de polipropileno', capability: 'injection', material: 'pp', note: 'molding vs mould making' },
  { id: 'en31', lang: 'en', text: 'mould maker', capability: 'mold_making', note: 'tooling vs molding' },
  { id: 'en32', lang: 'en', text: 'die making progressive dies', capability: 'die_making', note: 'tooling vs stamping' },
  { id: 'en33', lang: 'en', text: 'checking fixture manufacturing', capability: 'fixture_making', note: 'fixture makers vs machining' },
  { id: 'en34', lang: 'en', text: 'go no-go gauge making', capability: 'fixture_making', note: 'fixture makers vs machining' },
  { id: 'en35', lang: 'en', text: 'injection molded parts', capability: 'injection', note: 'molding vs mould making' },
  // Typo correction: ordinary words must stay, real typos are corrected.
  { id: 'es36', lang: 'es', text: 'tratamiento térmico para tapar y templar flechas', capability: 'heat_treatment', note: 'typo: tapar is a verb' },
  { id: 'es37', lang: 'es', text: 'maquniado cnc de aluminio', capability: 'cnc_machining', material: 'aluminum', note: 'typo' },
  { id: 'es38', lang: 'es', text: 'inyecion de plastico', capability: 'injection', note: 'typo and missing accent' },
  { id: 'es39', lang: 'es', text: 'soldadura robotisada', capability: 'welding', note: 'typo' },
  { id: 'es40', lang: 'es', text: 'resortes con entrega mensual y factura', capability: 'springs', note: 'typo: mensual, factura are words' },
  { id: 'en36', lang: 'en', text: 'anodizing shipped weekly', capability: 'anodizing', note: 'typo: ordinary English words' },
  { id: 'en37', lang: 'en', text: 'powdr coating', capability: 'coating', note: 'typo' },
  { id: 'en38', lang: 'en', text: 'wire harnes assembly', capability: 'harness', note: 'typo' },
  { id: 'en39', lang: 'en', text: 'springs please quote monthly', capability: 'springs', note: 'typo: ordinary English words' },
  { id: 'en40', lang: 'en', text: 'heat treatmnet', capability: 'heat_treatment', note: 'typo' },
  // Codes, grades and regional variants.
  { id: 'es41', lang: 'es', text: 'maquinado de aluminio 6061-T6', capability: 'cnc_machining', material: 'aluminum', note: 'code kept whole' },
  { id: 'es42', lang: 'es', text: 'forja de acero 4140', capability: 'forging', material: 'alloy', note: 'grade' },
  { id: 'es43', lang: 'es', text: 'empaques de hule EPDM', capability: 'rubber_molding', material: 'epdm', note: 'Mexican usage' },
  { id: 'es44', lang: 'es', text: 'tornillos M10 clase 10.9', capability: 'fasteners', note: 'numbers kept whole' },
  { id: 'en41', lang: 'en', text: '304 stainless deep drawing', capability: 'deep_drawing', material: 'stainless', note: 'grade' },
  { id: 'en42', lang: 'en', text: 'A380 die castings', capability: 'die_casting', material: 'a380', note: 'alloy code' },
  { id: 'en43', lang: 'en', text: 'aluminium anodising', capability: 'anodizing', material: 'aluminum', note: 'UK spelling' },
  { id: 'en44', lang: 'en', text: 'M8 wheel studs', capability: 'fasteners', note: 'numbers kept whole' },
  // Numbers with units and certifications in the query.
  { id: 'es45', lang: 'es', text: 'estampado con prensas de 800 toneladas', capability: 'stamping', note: 'tonnage' },
  { id: 'es46', lang: 'es', text: 'inyección de plástico con certificación IATF 16949', capability: 'injection', cert: 'iatf-16949', note: 'certification' },
  { id: 'en45', lang: 'en', text: '1600 ton forging presses', capability: 'forging', note: 'tonnage' },
  { id: 'en46', lang: 'en', text: 'CQI-9 heat treat', capability: 'heat_treatment', cert: 'cqi-9', note: 'certification code' },
  // Cross-language and synonyms.
  { id: 'es47', lang: 'es', text: 'troquelado de lámina', capability: 'stamping', note: 'same-language synonym' },
  { id: 'es48', lang: 'es', text: 'galvanoplastia', capability: 'plating', note: 'synonym' },
  { id: 'es49', lang: 'es', text: 'metrología dimensional', capability: 'lab', note: 'plain' },
  { id: 'es50', lang: 'es', text: 'logística con almacén', capability: 'logistics', note: 'plain' },
  { id: 'en47', lang: 'en', text: 'sheet metal pressing', capability: 'stamping', note: 'synonym' },
  { id: 'en48', lang: 'en', text: 'moldeo de hule', capability: 'rubber_molding', note: 'Spanish words in the English half' },
  { id: 'en49', lang: 'en', text: 'SMT electronics assembly', capability: 'pcb', note: 'abbreviation' },
  { id: 'en50', lang: 'en', text: 'returnable dunnage packaging', capability: 'packaging', note: 'plain' },
  // Long prose queries.
  { id: 'es51', lang: 'es', text: 'buscamos proveedor de fundición a presión de aluminio con celdas grandes para carcasas de transmisión, favor de cotizar', capability: 'die_casting', note: 'long query, ordinary words' },
  { id: 'en51', lang: 'en', text: 'we need a supplier for robotic MIG welding of steel cross members near Puebla, please send a quote', capability: 'welding', material: 'steel', note: 'long query, ordinary words' },
]
