import { zodResolver } from '@hookform/resolvers/zod'
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { TCompanyProfileResponse } from '@nexo/shared'

/** The props every section of the profile editor gets. */
export interface SectionProps {
  profile: TCompanyProfileResponse
  readOnly: boolean
}

/**
 * A section's form validated by its shared PUT schema. The form may hold extra display-only keys
 * (a file's name and link); the schema drops them from what is sent.
 */
export function useSectionForm<T extends FieldValues, S extends z.ZodType>(schema: S, defaultValues: T) {
  const resolver = zodResolver(schema as never) as unknown as Resolver<T, unknown, z.output<S>>
  return useForm<T, unknown, z.output<S>>({ resolver, defaultValues: defaultValues as DefaultValues<T>, mode: 'onTouched' })
}
