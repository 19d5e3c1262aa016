/**
 * What nexo_refresh_company_search writes must equal its plain definition, whatever shortcuts the function takes
 * (migration 0025 makes each text search text once, builds each vector once and reads the words from the company
 * texts only): for every company, search_vector = A || B || C and rank_vector = A || B, with
 * X = nexo_weighted_vector(text, 'X') of the raw texts (certification, category and product texts in key order);
 * every product's vector from its own texts; and search_words = every word of the company and product texts.
 * The reference below spells that definition out with 0019's nexo_weighted_vector.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { companies, productsServices } from '../../db/schema'
import { rows } from '../../db/sql-rows'
import { DEMO_REFERENCE_DATE } from '../../db/seed/generate'
import { seedDemoData } from '../../db/seed/seed'
import { createTestDatabase, type TestDatabase } from '../../test/test-app'

let testDb: TestDatabase

const REFERENCE_COMPANY_TEXTS = sql`
  with recursive
  anc(company_id, category_id, depth) as (
    select cc.company_id, cc.category_id, 0 from company_categories cc
    union
    select a.company_id, ca.parent_id, a.depth + 1 from anc a join categories ca on ca.id = a.category_id where ca.parent_id is not null
  ),
  cat as (
    select a.company_id, array_agg(distinct a.category_id) as ids,
           string_agg(case when a.depth = 0 then ca.name_es || ' ' || ca.name_en end, ' ' order by a.depth, a.category_id) as names
      from anc a join categories ca on ca.id = a.category_id group by a.company_id
  ),
  cert as (
    select cc.company_id, array_agg(cc.certification_id order by cc.certification_id) as ids,
           string_agg(ce.name, ' ' order by cc.certification_id) as names
      from company_certifications cc join certifications ce on ce.id = cc.certification_id group by cc.company_id
  ),
  prod as (
    select p.company_id, string_agg(p.title, ' ' order by p.id) as titles, string_agg(p.brief_description, ' ' order by p.id) as descriptions
      from products_services p group by p.company_id
  )
  select c.id,
         concat_ws(' ', c.legal_name, c.trade_name) as a,
         concat_ws(' ', array_to_string(c.tags, ' '), c.main_products, c.main_services, c.processes, c.materials,
                   c.specialization, cert.names, cat.names, prod.titles, nexo_code_labels(c.sector, c.company_type)) as b,
         concat_ws(' ', c.brief_description, c.detailed_description, c.machinery, prod.descriptions) as c,
         coalesce(cat.ids, '{}') as category_ids, coalesce(cert.ids, '{}') as certification_ids,
         nexo_profile_completeness(nexo_profile_parts(c)) as completeness
    from companies c
    left join cat on cat.company_id = c.id
    left join cert on cert.company_id = c.id
    left join prod on prod.company_id = c.id`

beforeAll(async () => {
  testDb = await createTestDatabase()
  const db = testDb.database.db
  await seedDemoData(db, { companies: 120, seed: 11, referenceDate: DEMO_REFERENCE_DATE, clock: new Date(DEMO_REFERENCE_DATE.getTime() + 36e5), batchSize: 60 })
  // Texts the tokenizing must treat alike in a product and in its company: a hyphenated norm, a decimal comma,
  // accents, white space around a field.
  const [company] = await db.select({ id: companies.id }).from(companies).orderBy(companies.id).limit(1)
  await db.update(companies).set({ tradeName: '  Tornillería Ñandú-Norte  ', processes: '\tTratamiento térmico ISO/TS 16949, dureza 12,9 ' }).where(eq(companies.id, company!.id))
  await db.update(productsServices).set({ title: 'Perno IATF-16949 clase 10,9 zincado', briefDescription: 'Cabeza hexagonal/brida, acero 4140-H.' }).where(eq(productsServices.companyId, company!.id))
})
afterAll(async () => testDb?.destroy())

describe('nexo_refresh_company_search', () => {
  it('writes each company the vectors, ids and completeness of the plain definition', async () => {
    const db = testDb.database.db
    const differing = await rows<{ id: string }>(
      db,
      sql`with r as (${REFERENCE_COMPANY_TEXTS})
          select r.id from r join company_search s on s.company_id = r.id
           where s.search_vector::text is distinct from (nexo_weighted_vector(r.a, 'A') || nexo_weighted_vector(r.b, 'B') || nexo_weighted_vector(r.c, 'C'))::text
              or s.rank_vector::text is distinct from (nexo_weighted_vector(r.a, 'A') || nexo_weighted_vector(r.b, 'B'))::text
              or s.category_ids is distinct from r.category_ids
              or s.certification_ids is distinct from r.certification_ids
              or s.completeness is distinct from r.completeness`,
    )
    expect(differing).toEqual([])
    const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from company_search`)
    expect(count!.n).toBe(120)
  })

  it('writes each product the vector of its own texts', async () => {
    const db = testDb.database.db
    const differing = await rows<{ id: string }>(
      db,
      sql`select p.id from products_services p join categories ca on ca.id = p.category_id
           where p.search_vector::text is distinct from (nexo_weighted_vector(p.title, 'A')
                   || nexo_weighted_vector(concat_ws(' ', p.family, ca.name_es, ca.name_en), 'B')
                   || nexo_weighted_vector(concat_ws(' ', p.brief_description, p.detailed_description), 'C'))::text`,
    )
    expect(differing).toEqual([])
  })

  it('lists every word of the company and product texts, and only those', async () => {
    const db = testDb.database.db
    // Words are never removed by a refresh (the edits above left a few stale ones): start from an empty list.
    await db.execute(sql`delete from search_words`)
    await db.execute(sql`select nexo_refresh_company_search(array(select id from companies))`)
    const reference = sql`
      select distinct w.word
        from (select concat_ws(' ', r.a, r.b, r.c) as doc from (${REFERENCE_COMPANY_TEXTS}) r
              union all select concat_ws(' ', title, brief_description) from products_services) x,
             unnest(tsvector_to_array(to_tsvector('simple', nexo_search_text(x.doc)))) as w(word)
       where length(w.word) between 3 and 40 and w.word ~ '[a-z]'`
    const [diff] = await rows<{ missing: number; extra: number; total: number }>(
      db,
      sql`with r as (${reference})
          select (select count(*)::int from r where word not in (select word from search_words)) as missing,
                 (select count(*)::int from search_words where word not in (select word from r)) as extra,
                 (select count(*)::int from search_words) as total`,
    )
    expect(diff).toEqual({ missing: 0, extra: 0, total: expect.any(Number) })
    expect(diff!.total).toBeGreaterThan(500)
    const words = (await rows<{ word: string }>(db, sql`select word from search_words where word in ('tornilleria', 'nandu', 'iatf', 'zincado', 'hexagonal', 'brida')`)).map((r) => r.word)
    expect(words.sort()).toEqual(['brida', 'hexagonal', 'iatf', 'nandu', 'tornilleria', 'zincado'])
  })

  it('measures a trimmed length as the regular expression does', async () => {
    const [result] = await rows<{ same: boolean }>(
      testDb.database.db,
      sql`select bool_and(nexo_trimmed_length(x) = coalesce(length(regexp_replace(x, '^\\s+|\\s+$', '', 'g')), 0)) as same
            from (values (''), (' '), ('  a  '), (E'\\ta b\\n'), ('a'), (null), ('ab c'), (E'\\u00a0x\\u00a0'), (E'x\\r')) v(x)`,
    )
    expect(result!.same).toBe(true)
  })
})
