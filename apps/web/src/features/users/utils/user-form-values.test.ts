import { describe, expect, it } from 'vitest'
import { ZUpdateCompanyUserRequestSchema } from '@nexo/shared'
import { EMPTY_USER_FORM, userToFormValues, withoutEmptyPassword } from './user-form-values'

describe('user form values', () => {
  it('lets an edit keep the password when both fields are empty', () => {
    const values = { ...EMPTY_USER_FORM, firstName: 'Ana', lastName: 'Ruiz', username: 'ana', email: 'ana@acme.com.mx', phone: '8112345678', position: 'Buyer', department: 'Purchasing' }
    const stripped = withoutEmptyPassword(values)
    expect('password' in stripped).toBe(false)
    expect('passwordConfirmation' in stripped).toBe(false)
    expect(ZUpdateCompanyUserRequestSchema.safeParse(stripped).success).toBe(true)
  })

  it('keeps a typed password, and its (possibly empty) confirmation so a mismatch shows', () => {
    expect(withoutEmptyPassword({ password: 'Secret123', passwordConfirmation: '' })).toEqual({ password: 'Secret123', passwordConfirmation: '' })
  })

  it('starts the edit form from the stored user', () => {
    const values = userToFormValues({
      id: 'u1',
      imageUrl: null,
      firstName: 'Ana',
      lastName: 'Ruiz',
      username: 'ana',
      email: 'ana@acme.com.mx',
      phone: null,
      extension: '12',
      permission: 'admin',
      status: 'pending_activation',
      isVisible: false,
      position: null,
      department: 'Sales',
      lastLoginAt: null,
      createdAt: '2025-01-01T00:00:00Z',
    })
    expect(values).toMatchObject({ phone: '', extension: '12', permission: 'admin', status: 'active', isVisible: false, position: '', password: '' })
  })
})
