import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n-react'
import { type Language, LANGUAGES, type TMyProfile, ZUpdateMyProfileRequestSchema } from '@nexo/shared'
import { SelectField, TextField } from '../../../components/form-fields'
import { applyServerIssues } from '../../../lib/form-errors'
import { changeLanguage, i18n } from '../../../lib/i18n'
import { notifyErrorCode, notifyInfo, notifySuccess } from '../../../lib/notify'
import { useSession } from '../../../lib/session'
import { getMe } from '../api/get-me'
import { useUpdateMyProfile } from '../api/update-my-profile'
import { failureCodeOf } from '../utils/failure-code'

const FIELDS = ['firstName', 'lastName', 'phone', 'email', 'position', 'department', 'language']

/** Spec §5 "Profile edit": name, last name, phone, email, job, department and language, all required. */
export function ProfileForm({ profile }: { profile: TMyProfile }) {
  const { t } = useTranslation('users')
  const { t: tCommon } = useTranslation()
  const session = useSession()
  const update = useUpdateMyProfile()
  const form = useForm({
    resolver: zodResolver(ZUpdateMyProfileRequestSchema),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? '',
      email: profile.email,
      position: profile.position ?? '',
      department: profile.department ?? '',
      language: profile.language,
    },
  })
  const { control } = form

  const onSubmit = form.handleSubmit(async (values) => {
    let saved: TMyProfile
    try {
      saved = await update.mutateAsync(values)
    } catch (error) {
      if (applyServerIssues(error, form.setError, FIELDS) === 0) notifyErrorCode(failureCodeOf(error, 'PROFILE_UPDATE_FAILED'))
      return
    }
    // A new e-mail is not applied yet: the field goes back to the sign-in address, the page shows the pending one.
    form.reset({ ...values, email: saved.email })
    // The interface follows the language the user just chose, and says "saved" in it.
    await changeLanguage(values.language as Language)
    notifySuccess(i18n.t('users:profile.saved'))
    if (saved.pendingEmail && values.email.toLowerCase() !== saved.email.toLowerCase()) {
      notifyInfo(i18n.t('users:profile.emailChange.sent', { email: saved.pendingEmail }))
    }
    // The header shows the stored profile: refresh it (best effort, the save already succeeded).
    try {
      const fresh = await getMe()
      session.updateProfile(fresh)
    } catch {
      // A stale name in the header until the next sign-in is not worth an error message.
    }
  })

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('profile.detailsTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField control={control} name="firstName" label={t('fields.firstName')} autoComplete="given-name" required />
            <TextField control={control} name="lastName" label={t('fields.lastName')} autoComplete="family-name" required />
            <TextField control={control} name="email" type="email" label={t('fields.email')} autoComplete="email" required />
            <TextField control={control} name="phone" type="tel" label={t('fields.phone')} autoComplete="tel" required />
            <TextField control={control} name="position" label={t('fields.position')} autoComplete="organization-title" required />
            <TextField control={control} name="department" label={t('fields.department')} required />
            <SelectField
              control={control}
              name="language"
              label={t('fields.language')}
              description={t('profile.languageHint')}
              data={LANGUAGES.map((language) => ({ value: language, label: tCommon(`language.${language}`) }))}
              allowDeselect={false}
              required
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.formState.isDirty}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
