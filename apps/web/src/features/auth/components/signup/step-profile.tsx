import { useMemo } from 'react'
import { Alert, Group, MultiSelect, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { IconBuildingFactory2, IconShoppingCart, IconArrowsExchange } from '@tabler/icons-react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, type DefaultValues, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '../../../../lib/i18n-react'
import type { z } from 'zod'
import { COMPANY_PROFILE_TYPES, SUPPLY_CHAIN_TIER_LABELS, SUPPLY_CHAIN_TIERS, ZSignupProfileStepSchema } from '@nexo/shared'
import { SelectField } from '../../../../components/form-fields'
import { currentLanguage } from '../../../../lib/i18n'
import { useFieldError } from '../../../../lib/use-field-error'
import { groupedCategoryOptions, useCategoryList } from '../../../../lib/category-list'
import { type StepProps, StepActions, useStepSync, withStepErrors } from './step-shared'

type Values = z.input<typeof ZSignupProfileStepSchema>

const MAX_CATEGORIES = 5
const PROFILE_ICONS = { buyer: IconShoppingCart, supplier: IconBuildingFactory2, both: IconArrowsExchange } as const

/** Step 6: buyer, supplier or both; place in the supply chain; up to five categories. */
export function StepProfile({ defaultValues, onChange, onNext, onBack, initialErrors }: StepProps) {
  const { t } = useTranslation('auth')
  const fieldError = useFieldError()
  const language = currentLanguage()
  const categories = useCategoryList()
  const form = useForm<Values, unknown, z.output<typeof ZSignupProfileStepSchema>>({
    resolver: withStepErrors(zodResolver(ZSignupProfileStepSchema), initialErrors),
    defaultValues: { categoryIds: [], ...(defaultValues as DefaultValues<Values>) },
    mode: 'onTouched',
  })
  useStepSync(form, { onChange, initialErrors })
  const { control } = form
  const profileType = useWatch({ control, name: 'profileType' })
  const options = useMemo(() => groupedCategoryOptions(categories.data ?? [], language), [categories.data, language])
  const showTier = profileType === 'buyer' || profileType === 'both'

  return (
    <form onSubmit={(event) => void form.handleSubmit(() => onNext())(event)} noValidate>
      <Stack gap="lg">
        <Controller
          control={control}
          name="profileType"
          render={({ field, fieldState }) => (
            <Radio.Group
              name={field.name}
              value={field.value ?? null}
              onChange={(value) => {
                field.onChange(value)
                if (value === 'supplier') form.setValue('tier', undefined)
              }}
              label={t('fields.profileType')}
              description={t('signup.hints.profileType')}
              error={fieldError(fieldState.error)}
              required
            >
              <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
                {COMPANY_PROFILE_TYPES.map((type, index) => {
                  const Icon = PROFILE_ICONS[type]
                  return (
                    <Radio.Card key={type} value={type} radius="md" p="md" ref={index === 0 ? field.ref : undefined}>
                      <Group wrap="nowrap" align="flex-start">
                        <Radio.Indicator />
                        <Stack gap={4}>
                          <Group gap={6} wrap="nowrap">
                            <Icon size={18} aria-hidden />
                            <Text fw={600}>{t(`profileTypes.${type}.title`)}</Text>
                          </Group>
                          <Text size="sm" c="dimmed">
                            {t(`profileTypes.${type}.body`)}
                          </Text>
                        </Stack>
                      </Group>
                    </Radio.Card>
                  )
                })}
              </SimpleGrid>
            </Radio.Group>
          )}
        />
        {showTier ? (
          <SelectField
            control={control}
            name="tier"
            label={t('fields.tier')}
            description={t('signup.hints.tier')}
            data={SUPPLY_CHAIN_TIERS.map((tier) => ({ value: tier, label: SUPPLY_CHAIN_TIER_LABELS[tier][language] }))}
            clearable
            maw={360}
          />
        ) : null}
        {categories.isPending ? (
          <Skeleton height={60} />
        ) : categories.isError ? (
          <Alert color="red" variant="light">
            {t('signup.categoriesFailed')}
          </Alert>
        ) : (
          <Controller
            control={control}
            name="categoryIds"
            render={({ field, fieldState }) => (
              <MultiSelect
                ref={field.ref}
                name={field.name}
                label={t('fields.categories')}
                description={t('signup.hints.categories', { max: MAX_CATEGORIES })}
                data={options}
                value={(field.value ?? []).map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
                onBlur={field.onBlur}
                maxValues={MAX_CATEGORIES}
                searchable
                hidePickedOptions
                nothingFoundMessage={t('signup.noCategory')}
                error={fieldError(fieldState.error)}
                required
              />
            )}
          />
        )}
      </Stack>
      <StepActions onBack={onBack} />
    </form>
  )
}
