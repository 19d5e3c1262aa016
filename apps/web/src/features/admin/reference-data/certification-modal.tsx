import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import { type TAdminCertification, ZCertificationInputSchema } from '@nexo/shared'
import { notifySuccess } from '../../../lib/notify'
import { useSaveCertification } from './api'
import { useZodForm } from './use-zod-form'

/** Adds a certification (`certification` null) or edits one: name, issuer, descriptions in both languages. */
export function CertificationModal({ certification, onClose }: { certification: TAdminCertification | null; onClose: () => void }) {
  const { t } = useTranslation('referenceData')
  const save = useSaveCertification()
  const { field, parse } = useZodForm(ZCertificationInputSchema, {
    name: certification?.name ?? '',
    issuer: certification?.issuer ?? '',
    descriptionEn: certification?.descriptionEn ?? '',
    descriptionEs: certification?.descriptionEs ?? '',
  })
  const submit = () => {
    const input = parse()
    if (!input) return
    save.mutate(
      { id: certification?.id ?? null, input },
      {
        onSuccess: (saved) => {
          notifySuccess(certification ? t('saved') : t('certifications.created', { name: saved.name }))
          onClose()
        },
      },
    )
  }
  return (
    <Modal opened onClose={onClose} title={certification ? t('certifications.editTitle', { name: certification.name }) : t('certifications.addTitle')} centered size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Stack gap="md">
          <TextInput label={t('certifications.fields.name')} description={t('certifications.nameHint')} required maxLength={120} data-autofocus {...field('name')} />
          <TextInput label={t('certifications.fields.issuer')} maxLength={120} {...field('issuer')} />
          <Textarea label={t('certifications.fields.descriptionEn')} autosize minRows={2} maxLength={1000} {...field('descriptionEn')} />
          <Textarea label={t('certifications.fields.descriptionEs')} autosize minRows={2} maxLength={1000} {...field('descriptionEs')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
