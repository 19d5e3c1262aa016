import { describe, expect, it } from 'vitest'
import { ZCatalogueItemRequestSchema } from '@nexo/shared'
import { attributesFromRows, collectErrors, EMPTY_CATALOGUE_FORM, formPathOf, rowsFromAttributes, toRequest } from './item-form-values'

describe('attribute rows', () => {
  it('round-trips the stored record in order', () => {
    const attributes = { Material: 'Acero 1018', Acabado: 'Zinc' }
    const rows = rowsFromAttributes(attributes)
    expect(rows).toEqual([
      { key: 'Material', value: 'Acero 1018' },
      { key: 'Acabado', value: 'Zinc' },
    ])
    expect(attributesFromRows(rows)).toEqual({ attributes, issues: [] })
  })

  it('trims, drops blank rows, and flags a value without a name and a repeated name (any case)', () => {
    const { attributes, issues } = attributesFromRows([
      { key: ' Material ', value: ' Acero ' },
      { key: '', value: '' },
      { key: '', value: 'Zinc' },
      { key: 'material', value: 'Aluminio' },
    ])
    expect(attributes).toEqual({ Material: 'Acero' })
    expect(issues).toEqual([
      { index: 2, field: 'key', message: 'required' },
      { index: 3, field: 'key', message: 'duplicate' },
    ])
  })

  it('puts attribute issues of the request on the row holding that name', () => {
    const rows = [
      { key: 'Material', value: 'x' },
      { key: 'Color', value: 'y' },
    ]
    expect(formPathOf(['attributes', 'Color'], 'too_big', rows)).toBe('attributeRows.1.value')
    expect(formPathOf(['attributes', 'Color'], 'invalid_key', rows)).toBe('attributeRows.1.key')
    expect(formPathOf(['attributes'], 'custom', rows)).toBe('attributeRows')
    expect(formPathOf(['attributes', 'Gone'], 'too_big', rows)).toBe('attributeRows')
    expect(formPathOf(['price'], 'too_small', rows)).toBe('price')
  })
})

describe('the request built from the form', () => {
  const valid = {
    ...EMPTY_CATALOGUE_FORM,
    title: 'Soportes estampados',
    briefDescription: 'Soportes de acero',
    detailedDescription: 'Soportes de acero estampado para chasis.',
    categoryId: 11,
    price: '1250.5',
    phone: '528112345678',
    email: 'Ventas@Acme.MX',
    attributeRows: [{ key: 'Material', value: 'Acero' }],
  }

  it('passes the shared schema: price read as a number, e-mail lower-cased, empty optionals null', () => {
    const parsed = ZCatalogueItemRequestSchema.parse(toRequest(valid).body)
    expect(parsed).toMatchObject({ price: 1250.5, email: 'ventas@acme.mx', family: null, quantity: null, attributes: { Material: 'Acero' }, imageFileId: null })
  })

  it('reports the product rules of spec §5 on their fields', () => {
    const { body, issues } = toRequest({ ...valid, title: '', categoryId: null, price: 'abc', phone: '12-34', email: 'nope' })
    const result = ZCatalogueItemRequestSchema.safeParse(body)
    expect(result.success).toBe(false)
    const errors = collectErrors(issues, result.error?.issues ?? [], valid.attributeRows)
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.message]))).toMatchObject({
      title: 'required',
      categoryId: 'choose',
      price: 'number',
      phone: 'productPhone',
      email: 'email',
    })
  })
})
