import type { z } from 'zod'
import type { TCompanyUser, ZCreateCompanyUserRequestSchema } from '@nexo/shared'

/** What the user form holds: every field of spec §3 "Company user", as typed. */
export type UserFormValues = z.input<typeof ZCreateCompanyUserRequestSchema>

export const EMPTY_USER_FORM: UserFormValues = {
  imageFileId: undefined,
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  phone: '',
  extension: '',
  permission: 'restricted',
  status: 'active',
  isVisible: true,
  position: '',
  department: '',
  password: '',
  passwordConfirmation: '',
}

/** The edit form starts from the stored user; the picture stays unless replaced, the password unless typed. */
export function userToFormValues(user: TCompanyUser): UserFormValues {
  return {
    ...EMPTY_USER_FORM,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    phone: user.phone ?? '',
    extension: user.extension ?? '',
    permission: user.permission,
    // A user still waiting for activation is edited as active: the admin cannot set that state.
    status: user.status === 'inactive' ? 'inactive' : 'active',
    isVisible: user.isVisible,
    position: user.position ?? '',
    department: user.department ?? '',
  }
}

/** On edit, empty password fields mean "keep the password", which the update schema spells as absent. */
export function withoutEmptyPassword<T extends { password?: string; passwordConfirmation?: string }>(values: T): T {
  const copy = { ...values }
  if (!copy.password) delete copy.password
  if (!copy.passwordConfirmation && !copy.password) delete copy.passwordConfirmation
  return copy
}
