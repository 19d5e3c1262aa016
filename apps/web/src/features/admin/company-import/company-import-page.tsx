import { useState, type FormEvent } from 'react'
import { Accordion, Alert, Anchor, Badge, Button, Code, FileInput, Group, List, Loader, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useSearchParams } from 'react-router'
import {
  COMPANY_IMPORT_COLUMN_GROUPS,
  COMPANY_IMPORT_COLUMNS,
  COMPANY_IMPORT_MAX_ERRORS,
  type CompanyImportStatus,
  type TCompanyImport,
  type TCompanyImportFailureDetails,
} from '@nexo/shared'
import { Page } from '../../../components/page'
import { Pager } from '../../../components/pager'
import { ResponsiveList } from '../../../components/query-list'
import { paths } from '../../../config/paths'
import { ApiError } from '../../../lib/api-client'
import { downloadFile } from '../../../lib/directory/files'
import { errorMessageKey, errorMessageKeyOf } from '../../../lib/error-messages'
import { notifyError } from '../../../lib/notify'
import { formatCount } from '../../../lib/directory/format'
import { useLanguage } from '../../../lib/directory/use-language'
import { dateTimeFormat, localeOf } from '../../../lib/intl-cache'
import { useSession } from '../../../lib/session'
import { useCompanyImport, useCompanyImports, useRunCompanyImport, useUploadCompanyImport } from './api'

const ERRORS_PER_PAGE = 20
const STATUS_COLOR: Record<CompanyImportStatus, string> = { reading: 'gray', ready: 'blue', queued: 'gray', running: 'yellow', done: 'teal', failed: 'red' }
const ACTION_COLOR = { new: 'teal', update: 'blue', unchanged: 'gray', invalid: 'red' } as const

function StatusBadge({ status }: { status: CompanyImportStatus }) {
  const { t } = useTranslation('admin')
  return (
    <Badge variant="light" color={STATUS_COLOR[status]}>
      {t(`imports.status.${status}`)}
    </Badge>
  )
}

/** What a refusal's details say: the header's missing, unknown or repeated columns; the line and column of a cell. */
function FailureDetails({ details }: { details: TCompanyImportFailureDetails | null | undefined }) {
  const { t } = useTranslation('admin')
  if (!details) return null
  return (
    <>
      {details.missing?.length ? <Text size="sm">{t('imports.upload.missing', { columns: details.missing.join(', ') })}</Text> : null}
      {details.unknown?.length ? <Text size="sm">{t('imports.upload.unknown', { columns: details.unknown.join(', ') })}</Text> : null}
      {details.repeated?.length ? <Text size="sm">{t('imports.upload.repeated', { columns: details.repeated.join(', ') })}</Text> : null}
      {details.line !== undefined ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {details.column ? t('imports.errors.lineColumn', { line: details.line, column: details.column }) : t('imports.upload.line', { line: details.line })}
        </Text>
      ) : null}
    </>
  )
}

/** The upload form; a file refused at once (its type, its size) is explained beside it. */
function UploadForm({ onPreviewed }: { onPreviewed: (id: string) => void }) {
  const { t } = useTranslation(['admin', 'errors'])
  const [file, setFile] = useState<File | null>(null)
  const upload = useUploadCompanyImport()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!file) return
    upload.mutate(file, { onSuccess: (job) => onPreviewed(job.id) })
  }
  const error = upload.error
  const details = error instanceof ApiError ? (error.details as TCompanyImportFailureDetails | undefined) : undefined
  return (
    <Paper withBorder radius="lg" p="md" component="form" onSubmit={submit} aria-labelledby="import-upload-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="import-upload-title">
          {t('imports.upload.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('imports.upload.help')}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            label={t('imports.upload.file')}
            description={t('imports.upload.placeholder')}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={(value) => {
              setFile(value)
              upload.reset()
            }}
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            clearable
            clearButtonProps={{ 'aria-label': t('imports.upload.clear') }}
            style={{ flex: '1 1 260px', minWidth: 0 }}
          />
          <Button type="submit" disabled={!file} loading={upload.isPending} leftSection={<IconUpload size={16} aria-hidden />}>
            {t('imports.upload.submit')}
          </Button>
        </Group>
        {error ? (
          <Alert color="red" variant="light" title={t('imports.upload.refused')} role="alert">
            <Stack gap={4}>
              <Text size="sm">{t(`errors:${errorMessageKeyOf(error)}`)}</Text>
              <FailureDetails details={details} />
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  )
}

/** What each group of columns holds and how its cells are written (the columns come from the shared list, ADR 057). */
function ColumnGuide() {
  const { t } = useTranslation('admin')
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="import-columns-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="import-columns-title">
          {t('imports.columns.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('imports.columns.intro')}
        </Text>
        <Accordion variant="separated" radius="md" chevronPosition="right">
          {COMPANY_IMPORT_COLUMN_GROUPS.map((group) => (
            <Accordion.Item key={group} value={group}>
              <Accordion.Control>{t(`imports.columns.groups.${group}.title`)}</Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  <Group gap={6} aria-label={t('imports.columns.names')}>
                    {COMPANY_IMPORT_COLUMNS.filter((c) => c.group === group).map((c) => (
                      <Code key={c.name}>
                        {c.name}
                        {c.required ? ' *' : ''}
                      </Code>
                    ))}
                  </Group>
                  <Text size="sm">{t(`imports.columns.groups.${group}.body`)}</Text>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Text size="xs" c="dimmed">
          {t('imports.columns.required')}
        </Text>
      </Stack>
    </Paper>
  )
}

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  const language = useLanguage()
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} c={color}>
        {formatCount(value, language)}
      </Text>
    </Paper>
  )
}

function ErrorList({ job }: { job: TCompanyImport }) {
  const { t } = useTranslation(['admin', 'validation'])
  const [page, setPage] = useState(1)
  if (job.errorCount === 0) return null
  const pages = Math.ceil(job.errors.length / ERRORS_PER_PAGE)
  const items = job.errors.slice((page - 1) * ERRORS_PER_PAGE, page * ERRORS_PER_PAGE).map((e) => ({ ...e, id: `${e.line}:${e.column}` }))
  const message = (code: string) => t(`validation:${code}`, { defaultValue: code })
  return (
    <Stack gap="sm" component="section" aria-labelledby="import-errors-title">
      <Title order={2} size="h4" id="import-errors-title">
        {t('imports.errors.title', { count: job.errorCount })}
      </Title>
      {job.errorCount > job.errors.length ? (
        <Text size="sm" c="dimmed">
          {t('imports.errors.capped', { shown: COMPANY_IMPORT_MAX_ERRORS })}
        </Text>
      ) : null}
      <ResponsiveList
        items={items}
        minWidth={560}
        head={
          <>
            <Table.Th w={90}>{t('imports.errors.line')}</Table.Th>
            <Table.Th w={200}>{t('imports.errors.column')}</Table.Th>
            <Table.Th>{t('imports.errors.message')}</Table.Th>
          </>
        }
        row={(e) => (
          <>
            <Table.Td>{e.line}</Table.Td>
            <Table.Td>
              <Text ff="monospace" size="sm">
                {e.column}
              </Text>
            </Table.Td>
            <Table.Td>{message(e.code)}</Table.Td>
          </>
        )}
        card={(e) => (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('imports.errors.lineColumn', { line: e.line, column: e.column })}
            </Text>
            <Text size="sm">{message(e.code)}</Text>
          </Stack>
        )}
      />
      <Pager page={page} pages={pages} onChange={setPage} label={t('imports.errors.pages')} />
    </Stack>
  )
}

function Sample({ job }: { job: TCompanyImport }) {
  const { t } = useTranslation('admin')
  if (job.sample.length === 0) return null
  const items = job.sample.map((s) => ({ ...s, id: s.line }))
  const badge = (action: keyof typeof ACTION_COLOR) => (
    <Badge variant="light" color={ACTION_COLOR[action]}>
      {t(`imports.action.${action}`)}
    </Badge>
  )
  return (
    <Stack gap="sm" component="section" aria-labelledby="import-sample-title">
      <Title order={2} size="h4" id="import-sample-title">
        {t('imports.sample.title')}
      </Title>
      <ResponsiveList
        items={items}
        minWidth={720}
        head={
          <>
            <Table.Th w={80}>{t('imports.errors.line')}</Table.Th>
            <Table.Th>{t('imports.sample.action')}</Table.Th>
            <Table.Th>{t('imports.sample.company')}</Table.Th>
            <Table.Th>{t('imports.sample.key')}</Table.Th>
            <Table.Th>{t('imports.sample.place')}</Table.Th>
          </>
        }
        row={(s) => (
          <>
            <Table.Td>{s.line}</Table.Td>
            <Table.Td>{badge(s.action)}</Table.Td>
            <Table.Td>{s.tradeName}</Table.Td>
            <Table.Td>
              <Text ff="monospace" size="sm">
                {s.key}
              </Text>
            </Table.Td>
            <Table.Td>{[s.city, s.state].filter(Boolean).join(', ')}</Table.Td>
          </>
        )}
        card={(s) => (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600}>
                {s.tradeName || '—'}
              </Text>
              {badge(s.action)}
            </Group>
            <Text size="sm" c="dimmed">
              {t('imports.sample.lineKey', { line: s.line, key: s.key || '—' })}
            </Text>
            <Text size="sm">{[s.city, s.state].filter(Boolean).join(', ')}</Text>
          </Stack>
        )}
      />
    </Stack>
  )
}

/** The preview of one import, its run button, its progress while it runs and its result. */
function ImportDetail({ id }: { id: string }) {
  const { t } = useTranslation(['admin', 'errors'])
  const language = useLanguage()
  const query = useCompanyImport(id)
  const run = useRunCompanyImport()
  const job = query.data
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={t('imports.loadFailed')}>
        {t(`errors:${errorMessageKeyOf(query.error)}`)}
      </Alert>
    )
  }
  if (!job) return null
  // A file refused while it was read never had a preview: the refusal is all there is to show.
  const refused = job.status === 'failed' && job.startedAt === null
  const toImport = job.preview.new + job.preview.update
  const percent = job.preview.total === 0 ? 0 : Math.round((job.processedRows / job.preview.total) * 100)
  const format = (n: number) => formatCount(n, language)
  return (
    <Stack gap="lg" component="section" aria-labelledby="import-detail-title">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h3" id="import-detail-title" style={{ overflowWrap: 'anywhere' }}>
            {job.fileName}
          </Title>
          <Text size="sm" c="dimmed">
            {t('imports.uploadedAt', { date: dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(job.createdAt)), format: job.format.toUpperCase() })}
          </Text>
        </Stack>
        <StatusBadge status={job.status} />
      </Group>
      {job.status === 'reading' ? (
        <Paper withBorder radius="lg" p="md">
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" aria-hidden />
            <Text fw={600} aria-live="polite">
              {t('imports.progress.reading')}
            </Text>
          </Group>
        </Paper>
      ) : refused ? (
        <Alert color="red" variant="light" title={t('imports.upload.refused')} role="alert">
          <Stack gap={4}>
            <Text size="sm">{t(`errors:${errorMessageKey((job.failureCode ?? 'INTERNAL_ERROR') as Parameters<typeof errorMessageKey>[0])}`)}</Text>
            <FailureDetails details={job.failureDetails} />
          </Stack>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          <Count label={t('imports.counts.total')} value={job.preview.total} />
          <Count label={t('imports.counts.new')} value={job.preview.new} color="teal" />
          <Count label={t('imports.counts.update')} value={job.preview.update} color="blue" />
          <Count label={t('imports.counts.unchanged')} value={job.preview.unchanged} />
          <Count label={t('imports.counts.invalid')} value={job.preview.invalid} color={job.preview.invalid > 0 ? 'red' : undefined} />
        </SimpleGrid>
      )}

      {job.status === 'ready' ? (
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Text>{toImport > 0 ? t('imports.run.summary', { new: format(job.preview.new), update: format(job.preview.update) }) : t('imports.run.nothing')}</Text>
            {job.preview.invalid > 0 ? (
              <Text size="sm" c="dimmed">
                {t('imports.run.skipped', { count: job.preview.invalid })}
              </Text>
            ) : null}
            <Group>
              <Button onClick={() => run.mutate(job.id, { onError: notifyError })} loading={run.isPending} disabled={toImport === 0}>
                {t('imports.run.button', { count: toImport })}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}

      {job.status === 'queued' || job.status === 'running' ? (
        <Paper withBorder radius="lg" p="md">
          <Stack gap="xs">
            <Text id="import-progress-label" fw={600}>
              {job.status === 'queued' ? t('imports.progress.queued') : t('imports.progress.running')}
            </Text>
            <Progress value={percent} size="lg" animated aria-labelledby="import-progress-label" aria-valuetext={t('imports.progress.rows', { done: format(job.processedRows), total: format(job.preview.total) })} />
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('imports.progress.rows', { done: format(job.processedRows), total: format(job.preview.total) })}
            </Text>
          </Stack>
        </Paper>
      ) : null}

      {job.status === 'done' ? (
        <Alert color="teal" variant="light" title={t('imports.result.title')} role="status">
          <List size="sm" spacing={2}>
            <List.Item>{t('imports.result.created', { count: job.result.created, formatted: format(job.result.created) })}</List.Item>
            <List.Item>{t('imports.result.updated', { count: job.result.updated, formatted: format(job.result.updated) })}</List.Item>
            <List.Item>{t('imports.result.unchanged', { count: job.result.unchanged, formatted: format(job.result.unchanged) })}</List.Item>
            <List.Item>{t('imports.result.invalid', { count: job.result.invalid, formatted: format(job.result.invalid) })}</List.Item>
          </List>
          <Anchor component={Link} to={`${paths.admin}?tab=companies`} size="sm" mt="xs" display="inline-block">
            {t('imports.result.seeCompanies')}
          </Anchor>
        </Alert>
      ) : null}

      {job.status === 'failed' && !refused ? (
        <Alert color="red" variant="light" title={t('imports.result.failed')} role="alert">
          {t(`errors:${errorMessageKey((job.failureCode ?? 'INTERNAL_ERROR') as Parameters<typeof errorMessageKey>[0])}`)}
          {job.processedRows > 0 ? ` ${t('imports.result.partly', { done: format(job.processedRows), total: format(job.preview.total) })}` : ''}
        </Alert>
      ) : null}

      <ErrorList key={job.id} job={job} />
      <Sample job={job} />
    </Stack>
  )
}

function RecentImports({ selected, onSelect }: { selected: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation('admin')
  const language = useLanguage()
  const query = useCompanyImports()
  const items = query.data?.items ?? []
  if (items.length === 0) return null
  const open = (id: string, fileName: string) => (
    <Anchor component="button" type="button" onClick={() => onSelect(id)} fw={id === selected ? 700 : 500} size="sm" aria-current={id === selected ? 'true' : undefined} style={{ overflowWrap: 'anywhere', textAlign: 'start' }}>
      {fileName}
    </Anchor>
  )
  const date = (iso: string) => dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
  return (
    <Stack gap="sm" component="section" aria-labelledby="import-recent-title">
      <Title order={2} size="h4" id="import-recent-title">
        {t('imports.recent.title')}
      </Title>
      <ResponsiveList
        items={items}
        minWidth={640}
        head={
          <>
            <Table.Th>{t('imports.recent.file')}</Table.Th>
            <Table.Th>{t('imports.recent.date')}</Table.Th>
            <Table.Th>{t('imports.recent.rows')}</Table.Th>
            <Table.Th>{t('imports.recent.status')}</Table.Th>
          </>
        }
        row={(job) => (
          <>
            <Table.Td>{open(job.id, job.fileName)}</Table.Td>
            <Table.Td>{date(job.createdAt)}</Table.Td>
            <Table.Td>{formatCount(job.preview.total, language)}</Table.Td>
            <Table.Td>
              <StatusBadge status={job.status} />
            </Table.Td>
          </>
        )}
        card={(job) => (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              {open(job.id, job.fileName)}
              <StatusBadge status={job.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {date(job.createdAt)} · {t('imports.recent.rowsCount', { count: job.preview.total })}
            </Text>
          </Stack>
        )}
      />
    </Stack>
  )
}

/** /admin/company-imports: upload a CSV or XLSX file of companies, check the preview, run it and follow it (ADR 036). */
export function CompanyImportPage() {
  const { t } = useTranslation('admin')
  const { t: tPages } = useTranslation('pages')
  const { userType } = useSession()
  const [params, setParams] = useSearchParams()
  const selected = params.get('id')
  const select = (id: string) => setParams({ id })
  const isAdmin = userType === 'admin'
  return (
    <Page
      title={t('imports.title')}
      description={t('imports.description')}
      size="xl"
      actions={
        isAdmin ? (
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void downloadFile('/api/v1/admin/company-imports/template.csv', 'nexo-company-import-template.csv').catch(notifyError)}>
            {t('imports.template')}
          </Button>
        ) : null
      }
    >
      {isAdmin ? (
        <>
          <UploadForm onPreviewed={select} />
          {selected ? <ImportDetail key={selected} id={selected} /> : null}
          <RecentImports selected={selected} onSelect={select} />
          <ColumnGuide />
        </>
      ) : (
        <Alert color="orange" variant="light" title={tPages('admin.forbiddenTitle')}>
          {tPages('admin.forbiddenBody')}
        </Alert>
      )}
    </Page>
  )
}
