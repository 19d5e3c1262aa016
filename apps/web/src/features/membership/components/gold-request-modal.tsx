import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n-react'
import { type TPrequalificationForm, ZPrequalificationFormSchema } from '@nexo/shared'
import { TextField } from '../../../components/form-fields'
import { applyServerIssues } from '../../../lib/form-errors'
import { notifySuccess } from '../../../lib/notify'
import { useRequestMembership } from '../api/request-membership'

const FIELDS = ['name', 'lastName', 'email', 'phone', 'company', 'address', 'country', 'state', 'city', 'suburb', 'street', 'zip'] as const
const resolver = zodResolver(ZPrequalificationFormSchema) as unknown as Resolver<TPrequalificationForm>
const AUTOCOMPLETE: Partial<Record<(typeof FIELDS)[number], string>> = {
  name: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  company: 'organization',
  address: 'street-address',
  country: 'country-name',
  state: 'address-level1',
  city: 'address-level2',
  zip: 'postal-code',
}

interface GoldRequestModalProps {
  opened: boolean
  onClose: () => void
  defaults: Partial<TPrequalificationForm>
}

/** Spec §3 pre-qualification form: Gold's personalised matchmaking starts with it. */
export function GoldRequestModal({ opened, onClose, defaults }: GoldRequestModalProps) {
  const { t } = useTranslation('membership')
  const request = useRequestMembership()
  const form = useForm<TPrequalificationForm>({
    resolver,
    mode: 'onTouched',
    defaultValues: Object.fromEntries(FIELDS.map((f) => [f, defaults[f] ?? ''])) as TPrequalificationForm,
  })
  const submit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync({ plan: 'gold', form: values })
      notifySuccess(t('gold.sent'))
      onClose()
    } catch (error) {
      applyServerIssues(error, form.setError, FIELDS, ['form'])
    }
  })
  return (
    <Modal opened={opened} onClose={onClose} title={t('gold.title')} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('gold.intro')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {FIELDS.map((name) => (
              <TextField key={name} control={form.control} name={name} label={t(`gold.fields.${name}`)} autoComplete={AUTOCOMPLETE[name]} withAsterisk />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={request.isPending}>
              {t('gold.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
