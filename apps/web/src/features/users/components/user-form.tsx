import { useState } from 'react'
import { Button, FileButton, Group, Input, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconUpload } from '@tabler/icons-react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import {
  COMPANY_USER_PERMISSIONS,
  type TCreateCompanyUserRequest,
  type TUpdateCompanyUserRequest,
  USER_STATUSES,
  ZCreateCompanyUserRequestSchema,
  ZUpdateCompanyUserRequestSchema,
} from '@nexo/shared'
import { FormCard } from '../../../components/form-card'
import { PasswordField, SelectField, SwitchField, TextField } from '../../../components/form-fields'
import { PasswordRules } from '../../../components/password-rules'
import { errorCodeOf } from '../../../lib/api-error'
import { applyServerIssues, errorCodeMessage } from '../../../lib/form-errors'
import { notifyError, notifyErrorCode } from '../../../lib/notify'
import { useFieldError } from '../../../lib/use-field-error'
import { useUploadAvatar } from '../api/upload-avatar'
import { failureCodeOf } from '../utils/failure-code'
import { EMPTY_USER_FORM, type UserFormValues, withoutEmptyPassword } from '../utils/user-form-values'
import { UserAvatar } from './user-avatar'

type Output = TCreateCompanyUserRequest | TUpdateCompanyUserRequest
const FIELDS = Object.keys(EMPTY_USER_FORM)
const AVATAR_TYPES = 'image/png,image/jpeg,image/webp'

const createResolver = zodResolver(ZCreateCompanyUserRequestSchema) as unknown as Resolver<UserFormValues, unknown, Output>
const updateResolver = zodResolver(ZUpdateCompanyUserRequestSchema) as unknown as Resolver<UserFormValues, unknown, Output>
// Edit: the shared update schema treats an absent password as "unchanged"; empty inputs become absent.
const editResolver: Resolver<UserFormValues, unknown, Output> = (values, context, options) =>
  updateResolver(withoutEmptyPassword(values), context, options)

interface UserFormProps {
  mode: 'create' | 'edit'
  initialValues?: UserFormValues
  initialImageUrl?: string | null
  submitting: boolean
  cancelTo: string
  onSubmit: (values: Output) => Promise<void>
}

/** Spec §3 "Company user" form, validated by the shared create/update schemas. */
export function UserForm({ mode, initialValues = EMPTY_USER_FORM, initialImageUrl = null, submitting, cancelTo, onSubmit }: UserFormProps) {
  const { t } = useTranslation('users')
  const fieldError = useFieldError()
  const upload = useUploadAvatar()
  const [imageUrl, setImageUrl] = useState<string | null>(initialImageUrl)
  const form = useForm<UserFormValues, unknown, Output>({
    resolver: mode === 'create' ? createResolver : editResolver,
    defaultValues: initialValues,
    mode: 'onTouched',
  })
  const { control } = form
  const [firstName = '', lastName = '', password = ''] = useWatch({ control, name: ['firstName', 'lastName', 'password'] })

  const onPick = (file: File | null) => {
    if (!file) return
    upload.mutate(file, {
      onSuccess: (answer) => {
        form.setValue('imageFileId', answer.fileId, { shouldDirty: true })
        setImageUrl(answer.url)
      },
      onError: notifyError,
    })
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values)
    } catch (error) {
      const code = errorCodeOf(error)
      if (code === 'USERNAME_TAKEN') return form.setError('username', { type: 'server', message: errorCodeMessage(code) }, { shouldFocus: true })
      if (code === 'SIGNUP_EMAIL_TAKEN') return form.setError('email', { type: 'server', message: errorCodeMessage(code) }, { shouldFocus: true })
      if (applyServerIssues(error, form.setError, FIELDS) > 0) return
      notifyErrorCode(failureCodeOf(error, 'PROFILE_UPDATE_FAILED'))
    }
  })

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <FormCard title={t('form.identity')}>
          <Input.Wrapper label={t('fields.image')} labelElement="div">
            <Group gap="md" mt={6}>
              <UserAvatar imageUrl={imageUrl} firstName={firstName} lastName={lastName} size={72} />
              <Stack gap={4}>
                <FileButton onChange={onPick} accept={AVATAR_TYPES}>
                  {(props) => (
                    <Button {...props} variant="default" size="xs" leftSection={<IconUpload size={14} aria-hidden />} loading={upload.isPending}>
                      {imageUrl ? t('form.changeImage') : t('form.uploadImage')}
                    </Button>
                  )}
                </FileButton>
                <Text size="xs" c="dimmed">
                  {t('form.imageHint')}
                </Text>
              </Stack>
            </Group>
          </Input.Wrapper>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField control={control} name="firstName" label={t('fields.firstName')} required />
            <TextField control={control} name="lastName" label={t('fields.lastName')} required />
            <TextField control={control} name="username" label={t('fields.username')} description={t('form.usernameHint')} autoComplete="off" required />
            <TextField control={control} name="email" type="email" label={t('fields.email')} autoComplete="off" required />
            <TextField control={control} name="phone" type="tel" label={t('fields.phone')} required />
            <TextField control={control} name="extension" label={t('fields.extension')} inputMode="numeric" maxLength={6} />
            <TextField control={control} name="position" label={t('fields.position')} required />
            <TextField control={control} name="department" label={t('fields.department')} required />
          </SimpleGrid>
        </FormCard>

        <FormCard title={t('form.access')}>
          <Controller
            control={control}
            name="permission"
            render={({ field, fieldState }) => (
              <Input.Wrapper label={t('fields.permission')} description={t(`permissionHints.${field.value}`)} error={fieldError(fieldState.error)} labelElement="div" required>
                <SegmentedControl
                  mt={6}
                  value={field.value}
                  onChange={field.onChange}
                  data={COMPANY_USER_PERMISSIONS.map((p) => ({ value: p, label: t(`permissions.${p}`) }))}
                  aria-label={t('fields.permission')}
                />
              </Input.Wrapper>
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectField
              control={control}
              name="status"
              label={t('fields.status')}
              data={USER_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
              allowDeselect={false}
              required
            />
            <SwitchField control={control} name="isVisible" label={t('fields.visible')} description={t('form.visibleHint')} mt={{ sm: 28 }} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Stack gap={6}>
              <PasswordField
                control={control}
                name="password"
                label={t('fields.password')}
                description={mode === 'edit' ? t('form.passwordKeep') : undefined}
                autoComplete="new-password"
                required={mode === 'create'}
                aria-describedby="user-password-rules"
              />
              <PasswordRules value={password} id="user-password-rules" />
            </Stack>
            <PasswordField
              control={control}
              name="passwordConfirmation"
              label={t('fields.passwordConfirmation')}
              autoComplete="new-password"
              required={mode === 'create'}
            />
          </SimpleGrid>
        </FormCard>

        <Group justify="flex-end">
          <Button component={Link} to={cancelTo} variant="default">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {mode === 'create' ? t('actions.createSubmit') : t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
