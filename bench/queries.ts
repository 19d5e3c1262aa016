/** The fixed 50 search requests of the benchmark: Spanish, English, accents, typos, with and without filters. */
export const BENCH_QUERIES: readonly string[] = [
  // Spanish
  'q=inyeccion de plastico',
  'q=inyección de plástico',
  'q=estampado automotriz',
  'q=maquinado cnc',
  'q=fundicion de aluminio',
  'q=forja de acero',
  'q=tratamiento termico',
  'q=arneses electricos',
  'q=moldes de inyeccion',
  'q=soldadura robotizada',
  'q=pintura electrostatica',
  'q=tornilleria',
  'q=empaque retornable',
  'q=logistica transporte',
  'q=hule',
  // English
  'q=plastic injection',
  'q=metal stamping',
  'q=cnc machining',
  'q=aluminum die casting',
  'q=heat treatment',
  'q=wire harness',
  'q=injection molds',
  'q=powder coating',
  'q=fasteners',
  'q=warehousing',
  // typos
  'q=estampdo',
  'q=inyeccion plastcio',
  'q=maquinadoo',
  'q=fundicon',
  'q=alumino',
  // names, certifications, codes
  'q=IATF 16949',
  'q=ISO 9001',
  'q=Monterrey',
  'q=estampados del norte',
  'q=polymers',
  // with filters
  'q=inyeccion de plastico&loc=NLE',
  'q=plastic injection&loc=COA,NLE',
  'q=estampado&cert=iatf-16949',
  'q=machining&cat=machining-turned-products',
  'q=forja&loc=GUA&cert=iso-9001',
  'q=fundicion&cat=foundries&loc=COA',
  'q=stamping&loc=NLE&loc=COA&cert=iatf-16949',
  'q=acero&cat=metal-stamping',
  // filters only / browse
  '',
  'loc=NLE',
  'cert=iatf-16949',
  'cat=plastics-products',
  'loc=QUE&cat=motor-vehicle-parts',
  'page=3',
  'q=moldes&page=2',
]

export function searchUrl(query: string): string {
  return `/api/v1/search/companies${query ? `?${encodeURI(query)}` : ''}`
}
