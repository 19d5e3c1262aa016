import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { ZLoginRequestSchema, ZAdminUserListQuerySchema, ZUpdateMyProfileRequestSchema } from './accounts.schema'
import { ZCatalogueItemRequestSchema } from './catalogue.schema'
import { ZCompanyDetailsRequestSchema, ZCompanySocialMediaRequestSchema } from './company-profile.schema'
import { hasNulCharacter, V, zEmail, zOptionalText, zString, zText, zTextOrNull, zUrl } from './fields'
import { ZMarketplaceRequestSchema } from './marketplace.schema'
import { ZSearchCompaniesRequestSchema } from './search.schema'

const NUL = '\u0000'
const issuesOf = (schema: z.ZodType, value: unknown) => (schema.safeParse(value).error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }))

describe('NUL characters are refused by the shared schemas (V.invalidCharacter)', () => {
  it('hasNulCharacter finds U+0000 anywhere, and only it', () => {
    expect([`a${NUL}`, NUL, `${NUL}b`].map(hasNulCharacter)).toEqual([true, true, true])
    expect(['', 'null', '\\0', '\u0001', 'señor'].map(hasNulCharacter)).toEqual([false, false, false, false, false])
  })

  it.each([
    ['zString', zString()],
    ['zText', zText()],
    ['zOptionalText', zOptionalText()],
    ['zTextOrNull', zTextOrNull()],
    ['zEmail', zEmail],
    ['zUrl', zUrl],
  ] as const)('%s', (_name, schema) => {
    expect(issuesOf(schema, `ana${NUL}@acme.mx`)).toContainEqual({ path: '', message: V.invalidCharacter })
  })

  it('keeps the other rules: a valid text still passes', () => {
    expect(zText(10).parse('  Acero ')).toBe('Acero')
    expect(zEmail.parse('Ana@Acme.MX')).toBe('ana@acme.mx')
  })

  it.each([
    ['profile', ZUpdateMyProfileRequestSchema, { firstName: `Ana${NUL}`, lastName: 'P', phone: '8112345678', email: 'a@acme.mx', position: 'x', department: 'y', language: 'en' }, 'firstName'],
    ['login password', ZLoginRequestSchema, { email: 'a@acme.mx', password: `x${NUL}` }, 'password'],
    ['admin user search', ZAdminUserListQuerySchema, { q: NUL }, 'q'],
    ['company search', ZSearchCompaniesRequestSchema, { q: `acero${NUL}` }, 'q'],
    ['marketplace material', ZMarketplaceRequestSchema, { mat: `acero${NUL}` }, 'mat.0'],
    ['tags', ZCompanyDetailsRequestSchema, { briefDescription: 'x', detailedDescription: 'y', mainProducts: 'a', mainServices: 'b', specialization: null, tags: [`t${NUL}`], brochureFileId: null, categoryIds: [1] }, 'tags.0'],
    ['social link', ZCompanySocialMediaRequestSchema, { facebook: `facebook.com/acme${NUL}` }, 'facebook'],
    ['product attribute value', ZCatalogueItemRequestSchema.shape.attributes, { Material: `Acero${NUL}` }, 'Material'],
  ] as const)('in a request schema: %s', (_name, schema, value, path) => {
    expect(issuesOf(schema as z.ZodType, value)).toContainEqual({ path, message: V.invalidCharacter })
  })
})
