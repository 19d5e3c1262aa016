import { describe, expect, it } from 'vitest'
import type { Resolver } from 'react-hook-form'
import { withStepErrors } from './step-errors'

type Values = { rfc: string; name: string }
const accepting: Resolver<Values> = async (values) => ({ values, errors: {} })
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2]

describe('withStepErrors', () => {
  it('keeps a refused value invalid until it changes', async () => {
    const resolver = withStepErrors(accepting, [{ field: 'rfc', message: 'code:COMPANY_RFC_TAKEN', refused: { value: 'ANO250101AB8' } }])
    const same = await resolver({ rfc: 'ANO250101AB8', name: 'A' }, undefined, options)
    expect(same.errors).toEqual({ rfc: { type: 'server', message: 'code:COMPANY_RFC_TAKEN' } })
    const changed = await resolver({ rfc: 'MTN240315K99', name: 'A' }, undefined, options)
    expect(changed.errors).toEqual({})
  })

  it('leaves plain failures (not refusals) to the schema', async () => {
    expect(withStepErrors(accepting, [{ field: 'name', message: 'required' }])).toBe(accepting)
  })
})
