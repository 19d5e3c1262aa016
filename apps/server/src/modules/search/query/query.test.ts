import { describe, expect, it } from 'vitest'
import { GENERIC_WEIGHT, planQuery, type WordStatus } from './analyze'
import { foldText, isStopWord, queryTokens, tokenize } from './text'
import { parseThesaurusFile, singularForms, thesaurus, Thesaurus } from './thesaurus'
import { closestWord, editDistance } from './typo'
import { dictionaryWords } from './dictionary'

const plan = (q: string, statuses: [string, WordStatus][] = []) => planQuery(q, new Map(statuses), 12)
const termsOf = (q: string) => plan(q).concepts.map((c) => c.terms.map((t) => t.text))

describe('tokenizing and folding', () => {
  it('folds accents, ñ and case like nexo_unaccent() + lower()', () => {
    expect(foldText('Fundición PIÑÓN Ñandú')).toBe('fundicion pinon nandu')
  })
  it('keeps numbers with dots or letters whole: property classes, grades, alloys, threads, standards', () => {
    expect(tokenize('Tornillos clase 8.8 y 12.9, M8x1.25, A380, IATF-16949, ISO/TS 16949, 6061-T6')).toEqual([
      'tornillos', 'clase', '8.8', 'y', '12.9', 'm8x1.25', 'a380', 'iatf', '16949', 'iso', 'ts', '16949', '6061', 't6',
    ])
  })
  it('reads a decimal comma between digits as a dot, and a sentence dot as punctuation', () => {
    expect(tokenize('grado 12,9. Fin.')).toEqual(['grado', '12.9', 'fin'])
  })
  it('drops Spanish and English stop words and duplicates from a query', () => {
    expect(queryTokens('Necesitamos el estampado de las piezas, the stamping of parts y estampado')).toEqual(['estampado', 'piezas', 'stamping', 'parts'])
    expect(isStopWord('de')).toBe(true)
    expect(isStopWord('acero')).toBe(false)
  })
})

describe('typo correction', () => {
  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('plastcio', 'plastico')).toBe(1)
    expect(editDistance('estampdo', 'estampado')).toBe(1)
    expect(editDistance('abc', 'xyz', 1)).toBe(2)
  })
  it('corrects within 1 edit up to 6 letters and 2 from 7, never short words or codes', () => {
    expect(closestWord('stampng', ['stamping', 'stamp', 'clamping'])?.word).toBe('stamping')
    expect(closestWord('acro', ['acero'])?.word).toBe('acero')
    expect(closestWord('acro', ['aceros'])).toBeNull()
    expect(closestWord('ace', ['acero'])).toBeNull()
    expect(closestWord('a38', ['a380'])).toBeNull()
  })
  it('corrects an unknown query word to the thesaurus first, and says so', () => {
    const p = plan('estampdo de acero', [['estampdo', { known: false, indexCorrection: null }]])
    expect(p.corrections).toEqual([['estampdo', 'estampado']])
    expect(p.correctedQuery).toBe('estampado de acero')
    expect(p.concepts.map((c) => c.source)).toEqual(['estampado', 'acero'])
  })
  it('never corrects a word of Spanish or English (issue 26): "tapar" stays a verb, not the part "tapas"', () => {
    for (const [word, wrong] of [['tapar', 'tapas'], ['mensual', 'mensula'], ['factura', 'factory'], ['ofertas', 'puertas']] as const) {
      const p = plan(`necesitamos ${word} piezas`, [[word, { known: false, indexCorrection: wrong, isWord: true }]])
      expect(p.corrections).toEqual([])
      expect(p.concepts.map((c) => c.source)).toContain(word)
    }
    // Without the dictionary's word the same input was corrected: the test can fail.
    expect(plan('mensual', [['mensual', { known: false, indexCorrection: null }]]).corrections).toEqual([['mensual', 'mensula']])
  })
  it('corrects only when confident: not between two equally close words, not to a far or differently starting index word', () => {
    // "tapar" is one edit from both "tapas" and "tapa": a tie is not a correction.
    expect(closestWord('tapar', thesaurus().vocabulary)?.tied).toBe(true)
    expect(plan('tapar', [['tapar', { known: false, indexCorrection: null }]]).corrections).toEqual([])
    // pg_trgm's most similar word, but three edits away or starting with another letter: left as typed.
    expect(plan('lakqwzide', [['lakqwzide', { known: false, indexCorrection: 'lakeside' }]]).corrections).toEqual([])
    expect(plan('akeside', [['akeside', { known: false, indexCorrection: 'lakeside' }]]).corrections).toEqual([])
    expect(plan('lakesdie', [['lakesdie', { known: false, indexCorrection: 'lakeside' }]]).corrections).toEqual([['lakesdie', 'lakeside']])
  })
  it('knows the words of both languages from the hunspell dictionaries, folded, every form', async () => {
    const words = await dictionaryWords(['tapar', 'cotizamos', 'inyeccion', 'compania', 'stamped', 'brackets', 'estampdo', 'stampng', 'a380'])
    expect([...words].sort()).toEqual(['brackets', 'compania', 'cotizamos', 'inyeccion', 'stamped', 'tapar'])
  })
  it('uses the index correction when the thesaurus has nothing close, and leaves known words alone', () => {
    const p = plan('lakesdie', [['lakesdie', { known: false, indexCorrection: 'lakeside' }]])
    expect(p.concepts[0]!.source).toBe('lakeside')
    expect(plan('inyectados', [['inyectados', { known: true, indexCorrection: null }]]).corrections).toEqual([])
  })
})

describe('thesaurus expansion', () => {
  it('expands a word to its translations and synonyms, both ways', () => {
    expect(termsOf('estampado')[0]).toEqual(expect.arrayContaining(['stamping', 'troquelado', 'pressing']))
    expect(termsOf('stamping')[0]).toEqual(expect.arrayContaining(['estampado', 'troquelado']))
  })
  it('knows regional variants: Mexican and Spain Spanish, US and UK English', () => {
    expect(termsOf('maquinado')[0]).toEqual(expect.arrayContaining(['mecanizado', 'machining']))
    expect(termsOf('hule')[0]).toEqual(expect.arrayContaining(['caucho', 'rubber']))
    expect(termsOf('moulding')[0]).toEqual(expect.arrayContaining(['molding', 'moldeo']))
    expect(termsOf('aluminium')[0]).toEqual(expect.arrayContaining(['aluminum', 'aluminio']))
  })
  it('matches the longest phrase first, as one concept', () => {
    const p = plan('moldeo por inyección de nylon')
    expect(p.concepts.map((c) => c.source)).toEqual(['moldeo por inyeccion', 'nylon'])
    expect(p.concepts[0]!.kind).toBe('phrase')
    expect(p.concepts[0]!.terms.map((t) => t.text)).toEqual(expect.arrayContaining(['injection molding', 'injection moulding']))
  })
  it('keeps the making of a tool one concept, apart from the process that uses the tool (issue 26)', () => {
    // "inyección" of "fabricación de moldes de inyección" is not a concept of its own (it would match moulders).
    for (const [q, en] of [['fabricación de moldes de inyección', 'mold making'], ['injection mold making', 'mold making'], ['diseño y construcción de troqueles progresivos', 'die design'], ['progressive die design and build', 'die design']] as const) {
      const p = plan(q)
      expect(p.concepts.map((c) => c.source), q).toHaveLength(1)
      expect(p.concepts[0]!.terms.map((t) => t.text), q).toContain(en)
    }
    expect(plan('moldeo por inyección').concepts[0]!.terms.map((t) => t.text)).not.toContain('mold making')
  })
  it('finds the singular of a plural the thesaurus lists in the singular', () => {
    expect(singularForms('troqueles')).toContain('troquel')
    expect(termsOf('moldes')[0]).toEqual(expect.arrayContaining(['molds', 'moulds']))
  })
  it('expands abbreviations and certification codes', () => {
    expect(termsOf('EDM')[0]).toEqual(expect.arrayContaining(['electroerosión', 'electrical discharge machining']))
    expect(termsOf('IATF 16949')[0]).toEqual(expect.arrayContaining(['ISO/TS 16949']))
  })
  it('keeps a code concept whole and weighs generic words down', () => {
    const p = plan('proveedor tornillos 8.8')
    expect(p.concepts.map((c) => [c.source, c.kind, c.weight])).toEqual([
      ['proveedor', 'word', GENERIC_WEIGHT],
      ['tornillos', 'word', 1],
      ['8.8', 'code', 1],
    ])
    expect(p.concepts[2]!.terms.map((t) => t.text)).toContain('class 8.8 bolt')
  })
  it('keeps at most the asked number of concepts, in query order', () => {
    expect(planQuery('acero cobre latón zinc estaño plomo', new Map(), 3).concepts.map((c) => c.source)).toEqual(['acero', 'cobre', 'laton'])
  })
})

describe('thesaurus data files', () => {
  const th = thesaurus()
  it('holds at least 1,500 entries across the eight domains', () => {
    expect(th.entries.length).toBeGreaterThanOrEqual(1500)
    expect(new Set(th.entries.map((e) => e.domain))).toEqual(new Set(['processes', 'materials', 'parts', 'finishes', 'industries', 'certifications', 'equipment', 'general']))
  })
  it('every entry is well formed: Spanish and English terms, clean text, no duplicates', () => {
    const problems: string[] = []
    const seenLines = new Map<string, string>()
    for (const e of th.entries) {
      const where = `${e.domain}.tsv:${e.line}`
      const es = e.terms.filter((t) => t.lang === 'es')
      const en = e.terms.filter((t) => t.lang === 'en')
      if (es.length === 0 || en.length === 0) problems.push(`${where}: needs Spanish and English terms`)
      const folded = new Set<string>()
      for (const t of e.terms) {
        if (t.text !== t.text.trim() || /\s{2,}/.test(t.text)) problems.push(`${where}: stray spaces in "${t.text}"`)
        if (t.lang !== 'code' && t.text !== t.text.toLowerCase()) problems.push(`${where}: "${t.text}" must be lower case (codes keep their case)`)
        if (!/^[\p{L}\p{N} .\-/&+':]+$/u.test(t.text)) problems.push(`${where}: unexpected character in "${t.text}"`)
        if (t.tokens.length === 0 || t.tokens.every((x) => x.length < 2)) problems.push(`${where}: "${t.text}" has no searchable word`)
        if (t.tokens.every((x) => isStopWord(x))) problems.push(`${where}: "${t.text}" is only stop words`)
        // The same spelling may appear in both languages ("kanban", "iatf 16949"), never twice in one column.
        const key = `${t.lang}:${t.tokens.join(' ')}`
        if (folded.has(key)) problems.push(`${where}: "${t.text}" repeated in its column`)
        folded.add(key)
      }
      const signature = e.terms.map((t) => `${t.lang}:${t.tokens.join(' ')}`).sort().join('|')
      if (seenLines.has(signature)) problems.push(`${where}: same entry as ${seenLines.get(signature)}`)
      seenLines.set(signature, where)
    }
    expect(problems).toEqual([])
  })
  it('rejects a malformed line in the checks above (the test can fail)', () => {
    const bad = new Thesaurus([{ domain: 'x', text: '# comment\nsolo español\nESTAMPADO\tstamping\n' }])
    expect(parseThesaurusFile('# c\n\na\tb\n')).toEqual([{ line: 3, columns: ['a', 'b'] }])
    expect(bad.entries[0]!.terms.filter((t) => t.lang === 'en')).toEqual([])
    expect(bad.entries[1]!.terms[0]!.text).not.toBe(bad.entries[1]!.terms[0]!.text.toLowerCase())
  })
})
