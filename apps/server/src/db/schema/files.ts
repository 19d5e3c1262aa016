import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, id } from './common'

/** Every uploaded file; the bytes live in the storage driver under `storageKey`. */
export const files = pgTable(
  'files',
  {
    id: id(),
    ownerCompanyId: uuid('owner_company_id'),
    ownerUserId: uuid('owner_user_id'),
    /** What the file is for: logo, brochure, certification, award, product_image, datasheet, avatar, requirement, chat… */
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    /** Sniffed from the bytes, never trusted from the client. */
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_company_idx').on(t.ownerCompanyId)],
)
