import { boolean, index, integer, jsonb, numeric, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { categories } from './categories'
import { createdAt, id, updatedAt } from './common'
import { companies } from './companies'
import { files } from './files'
import { tsvector } from './search'

export const catalogueItemKind = pgEnum('catalogue_item_kind', ['product', 'service'])

/** A product or service of a company's catalogue (spec §3 Product/service). */
export const productsServices = pgTable(
  'products_services',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: catalogueItemKind('kind').notNull().default('product'),
    title: text('title').notNull(),
    briefDescription: text('brief_description').notNull(),
    detailedDescription: text('detailed_description').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    family: text('family'),
    quantity: text('quantity'),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('MXN'),
    phone: text('phone'),
    email: text('email').notNull(),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    datasheetFileId: uuid('datasheet_file_id').references(() => files.id, { onDelete: 'set null' }),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    /**
     * Beyond the free plan's item limit (not among the company's oldest FREE_CATALOGUE_LIMIT items). Kept by a
     * trigger (migration of docs/decisions/032); such items are hidden, never deleted, while the company has no
     * Platinum rights.
     */
    beyondFreeLimit: boolean('beyond_free_limit').notNull().default(false),
    /** Written by modules/search refreshCompanySearch: the item's own title/descriptions/category (marketplace). */
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('products_services_company_idx').on(t.companyId), index('products_services_category_idx').on(t.categoryId),
    index('products_services_search_vector_idx').using('gin', t.searchVector),
    index('products_services_created_idx').on(t.createdAt),
    // Everything the marketplace orders, counts and filters products on, so it reads this index instead of the
    // wide rows (index-only scan); texts are fetched for the page's rows only.
    index('products_services_listing_idx').on(t.companyId, t.categoryId, t.createdAt, t.id, t.beyondFreeLimit),
  ],
)
