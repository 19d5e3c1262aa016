import { type FormEvent, lazy, Suspense, useState } from 'react'
import { Anchor, Button, Checkbox, FileInput, Group, Loader, Paper, SegmentedControl, Select, Skeleton, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core'
import { IconArrowLeft, IconPaperclip, IconX } from '@tabler/icons-react'
import {
  INSIGHT_CATEGORIES,
  INSIGHT_SUMMARY_MAX,
  INSIGHT_TITLE_MAX,
  type InsightCategory,
  type Language,
  type TInsightAdminPost,
  type TInsightUpsert,
} from '@nexo/shared'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useNavigate, useParams } from 'react-router'
import { LoadError } from '../../../components/load-error'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { useLanguage } from '../../../lib/directory/use-language'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { useSession } from '../../../lib/session'
import { useAdminInsight, useSaveInsight, useUploadInsightAttachment } from '../api/insights'
import { AdminOnly } from '../components/admin-only'

// tiptap and Mantine's editor are big: they load with this page only, after its form is on screen.
const PostBodyEditor = lazy(() => import('../components/rich-text-editor'))

interface Texts {
  title: string
  summary: string
  body: string
}
interface FormState {
  category: InsightCategory
  status: 'draft' | 'published'
  isExclusive: boolean
  authorName: string
  languages: Language[]
  texts: Record<Language, Texts>
  attachment: { fileId: string; originalName: string } | null
}

const EMPTY_TEXTS: Texts = { title: '', summary: '', body: '' }
const EMPTY: FormState = { category: 'nearshoring', status: 'draft', isExclusive: false, authorName: '', languages: ['en', 'es'], texts: { en: EMPTY_TEXTS, es: EMPTY_TEXTS }, attachment: null }

function fromPost(post: TInsightAdminPost): FormState {
  return {
    category: post.category,
    status: post.status,
    isExclusive: post.isExclusive,
    authorName: post.authorName,
    languages: (['en', 'es'] as const).filter((language) => post[language] !== null),
    texts: { en: post.en ?? EMPTY_TEXTS, es: post.es ?? EMPTY_TEXTS },
    attachment: post.attachment ? { fileId: post.attachment.fileId, originalName: post.attachment.originalName } : null,
  }
}

type Errors = Partial<Record<`${Language}.${keyof Texts}` | 'languages', string>>

function Editor({ id, initial }: { id: string | null; initial: FormState }) {
  const { t } = useTranslation('insights')
  const { t: tValidation } = useTranslation('validation')
  const uiLanguage = useLanguage()
  const navigate = useNavigate()
  const save = useSaveInsight()
  const upload = useUploadInsightAttachment()
  const [form, setForm] = useState<FormState>(initial)
  const [errors, setErrors] = useState<Errors>({})
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((current) => ({ ...current, [key]: value }))
  const setText = (language: Language, key: keyof Texts, value: string) =>
    setForm((current) => ({ ...current, texts: { ...current.texts, [language]: { ...current.texts[language], [key]: value } } }))

  const validate = (): Errors => {
    const found: Errors = {}
    if (form.languages.length === 0) found.languages = t('admin.needLanguage')
    for (const language of form.languages) {
      const texts = form.texts[language]
      if (!texts.title.trim()) found[`${language}.title`] = tValidation('required', { defaultValue: t('admin.needBody') })
      if (!texts.summary.trim()) found[`${language}.summary`] = tValidation('required', { defaultValue: t('admin.needBody') })
      if (!texts.body.trim()) found[`${language}.body`] = t('admin.needBody')
    }
    return found
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validate()
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const textsOf = (language: Language) =>
      form.languages.includes(language) ? { title: form.texts[language].title.trim(), summary: form.texts[language].summary.trim(), body: form.texts[language].body } : null
    const body: TInsightUpsert = {
      category: form.category,
      status: form.status,
      isExclusive: form.isExclusive,
      authorName: form.authorName.trim() || undefined,
      en: textsOf('en'),
      es: textsOf('es'),
      attachmentFileId: form.attachment?.fileId ?? null,
    }
    save.mutate(
      { id, body },
      {
        onSuccess: (saved) => {
          notifySuccess(t('admin.saved'))
          if (!id) void navigate(paths.adminInsightEdit(saved.id), { replace: true })
          else setForm(fromPost(saved))
        },
        onError: notifyError,
      },
    )
  }

  const onFile = (file: File | null) => {
    if (!file) return
    upload.mutate(file, { onSuccess: (stored) => set('attachment', { fileId: stored.fileId, originalName: stored.originalName }) })
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label={t('admin.category')}
                data={INSIGHT_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
                value={form.category}
                onChange={(value) => value && set('category', value as InsightCategory)}
                allowDeselect={false}
                miw={220}
              />
              <Stack gap={4} miw={220}>
                <Text size="sm" fw={500} id="insight-status-label">
                  {t('admin.statusLabel')}
                </Text>
                <SegmentedControl
                  aria-labelledby="insight-status-label"
                  value={form.status}
                  onChange={(value) => set('status', value as FormState['status'])}
                  data={[
                    { value: 'draft', label: t('admin.status.draft') },
                    { value: 'published', label: t('admin.status.published') },
                  ]}
                />
              </Stack>
            </Group>
            <Switch label={t('admin.exclusiveLabel')} description={t('admin.exclusiveHelp')} checked={form.isExclusive} onChange={(event) => set('isExclusive', event.currentTarget.checked)} />
            <TextInput label={t('admin.authorName')} description={t('admin.authorHelp')} value={form.authorName} onChange={(event) => set('authorName', event.currentTarget.value)} maxLength={120} />
            <Checkbox.Group
              label={t('admin.languagesLabel')}
              value={form.languages}
              onChange={(value) => set('languages', (['en', 'es'] as const).filter((language) => value.includes(language)))}
              error={errors.languages}
            >
              <Group mt={6}>
                <Checkbox value="en" label={t('admin.english')} />
                <Checkbox value="es" label={t('admin.spanish')} />
              </Group>
            </Checkbox.Group>
          </Stack>
        </Paper>

        {form.languages.map((language) => (
          <Paper key={language} withBorder radius="lg" p="lg" role="group" aria-labelledby={`insight-texts-${language}`}>
            <Stack gap="md">
              <Title order={2} size="h4" id={`insight-texts-${language}`}>
                {language === 'en' ? t('admin.english') : t('admin.spanish')}
              </Title>
              <TextInput
                label={t('admin.postTitle')}
                value={form.texts[language].title}
                onChange={(event) => setText(language, 'title', event.currentTarget.value)}
                maxLength={INSIGHT_TITLE_MAX}
                error={errors[`${language}.title`]}
                lang={language}
                required
              />
              <Textarea
                label={t('admin.summary')}
                description={t('admin.summaryHelp')}
                value={form.texts[language].summary}
                onChange={(event) => setText(language, 'summary', event.currentTarget.value)}
                maxLength={INSIGHT_SUMMARY_MAX}
                autosize
                minRows={2}
                error={errors[`${language}.summary`]}
                lang={language}
                required
              />
              <Suspense fallback={<Group gap="xs"><Loader size="xs" /><Text size="sm">{t('admin.editorLoading')}</Text></Group>}>
                <PostBodyEditor
                  id={`insight-body-${language}`}
                  label={t('admin.body')}
                  value={form.texts[language].body}
                  onChange={(html) => setText(language, 'body', html)}
                  language={uiLanguage}
                  contentLanguage={language}
                  error={errors[`${language}.body`]}
                />
              </Suspense>
            </Stack>
          </Paper>
        ))}

        <Paper withBorder radius="lg" p="lg">
          {form.attachment ? (
            <Group justify="space-between">
              <Group gap="xs">
                <IconPaperclip size={18} aria-hidden />
                <Text size="sm">{form.attachment.originalName}</Text>
              </Group>
              <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconX size={14} aria-hidden />} onClick={() => set('attachment', null)}>
                {t('admin.removeAttachment')}
              </Button>
            </Group>
          ) : (
            <FileInput label={t('admin.attachment')} accept="application/pdf,image/png,image/jpeg,image/webp" onChange={onFile} disabled={upload.isPending} leftSection={upload.isPending ? <Loader size="xs" /> : <IconPaperclip size={16} aria-hidden />} clearable />
          )}
        </Paper>

        <Group justify="space-between">
          {id && form.status === 'published' ? (
            <Anchor component={Link} to={paths.insightsPost(id, 1)}>
              {t('admin.openPost')}
            </Anchor>
          ) : (
            <span />
          )}
          <Button type="submit" loading={save.isPending}>
            {t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** /admin/insights/new and /admin/insights/:id/edit: the platform admin writes a post in English, Spanish or both. */
export function AdminInsightEditorPage() {
  const { t } = useTranslation('insights')
  const { userType } = useSession()
  const params = useParams()
  const id = params.id ?? null
  const query = useAdminInsight(userType === 'admin' ? id : null)
  // The form starts from the loaded post once; saving updates the form itself.
  const initial = id ? (query.data ? fromPost(query.data) : null) : EMPTY

  return (
    <Page
      title={id ? t('admin.edit') : t('admin.new')}
      size="md"
      actions={
        <Anchor component={Link} to={paths.adminInsights} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {t('admin.back')}
          </Group>
        </Anchor>
      }
    >
      {userType !== 'admin' ? (
        <AdminOnly />
      ) : id && query.isError ? (
        <LoadError title={t('admin.loadFailed')} onRetry={() => void query.refetch()} />
      ) : initial ? (
        <Editor key={id ?? 'new'} id={id} initial={initial} />
      ) : (
        <Skeleton height={480} radius="lg" />
      )}
    </Page>
  )
}
