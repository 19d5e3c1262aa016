import { useState, type FormEvent } from 'react'
import { Alert, Anchor, Badge, Button, FileInput, Group, Paper, Progress, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react'
import { Link, useSearchParams } from 'react-router'
import { formatReadableDate } from '@nexo/shared'
import { SAT69B_IMPORT_MAX_ERRORS, type TSat69bFlaggedCompany, type TSat69bImport } from '@nexo/shared/sat69b.schema'
import { Pager } from '../../../components/pager'
import { ResponsiveList } from '../../../components/query-list'
import { paths } from '../../../config/paths'
import { formatCount } from '../../../lib/directory/format'
import { useLanguage } from '../../../lib/directory/use-language'
import { errorMessageKey, errorMessageKeyOf } from '../../../lib/error-messages'
import { useTranslation } from '../../../lib/i18n-react'
import { dateTimeFormat, localeOf } from '../../../lib/intl-cache'
import { useSat69bCompanies, useSat69bImport, useSat69bImports, useUploadSat69bFile } from './sat69b-api'

const ERRORS_PER_PAGE = 20
const STATUS_COLOR: Record<TSat69bImport['status'], string> = { queued: 'gray', running: 'yellow', done: 'teal', failed: 'red' }
const SITUATION_COLOR: Record<TSat69bFlaggedCompany['situation'], string> = { definitivo: 'red', presunto: 'orange', desvirtuado: 'gray', sentencia_favorable: 'gray' }

function StatusBadge({ status }: { status: TSat69bImport['status'] }) {
  const { t } = useTranslation('sat69b')
  return (
    <Badge variant="light" color={STATUS_COLOR[status]}>
      {t(`admin.status.${status}`)}
    </Badge>
  )
}

function UploadForm({ onUploaded }: { onUploaded: (id: string) => void }) {
  const { t } = useTranslation(['sat69b', 'errors'])
  const [file, setFile] = useState<File | null>(null)
  const upload = useUploadSat69bFile()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (file) upload.mutate(file, { onSuccess: (job) => onUploaded(job.id) })
  }
  return (
    <Paper withBorder radius="lg" p="md" component="form" onSubmit={submit} aria-labelledby="sat69b-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="sat69b-title">
          {t('admin.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admin.help')}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            label={t('admin.file')}
            description={t('admin.placeholder')}
            accept=".csv,text/csv"
            value={file}
            onChange={(value) => {
              setFile(value)
              upload.reset()
            }}
            leftSection={<IconFileTypeCsv size={16} aria-hidden />}
            clearable
            clearButtonProps={{ 'aria-label': t('admin.clear') }}
            style={{ flex: '1 1 260px', minWidth: 0 }}
          />
          <Button type="submit" disabled={!file} loading={upload.isPending} leftSection={<IconUpload size={16} aria-hidden />}>
            {t('admin.submit')}
          </Button>
        </Group>
        {upload.error ? (
          <Alert color="red" variant="light" title={t('admin.refused')} role="alert">
            {t(`errors:${errorMessageKeyOf(upload.error)}`)}
          </Alert>
        ) : null}
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
      <Text fz={24} fw={700} c={color}>
        {formatCount(value, language)}
      </Text>
    </Paper>
  )
}

/** The refused cells with their lines, as the company import lists them. */
function ErrorList({ job }: { job: TSat69bImport }) {
  const { t } = useTranslation(['sat69b', 'validation'])
  const [page, setPage] = useState(1)
  if (job.errorCount === 0) return null
  const pages = Math.ceil(job.errors.length / ERRORS_PER_PAGE)
  const items = job.errors.slice((page - 1) * ERRORS_PER_PAGE, page * ERRORS_PER_PAGE).map((e) => ({ ...e, id: `${e.line}:${e.column}` }))
  const message = (code: string) => t(`validation:${code}`, { defaultValue: code })
  return (
    <Stack gap="sm" component="section" aria-labelledby="sat69b-errors-title">
      <Title order={3} size="h5" id="sat69b-errors-title">
        {t('admin.errors.title', { count: job.errorCount })}
      </Title>
      {job.errorCount > job.errors.length ? (
        <Text size="sm" c="dimmed">
          {t('admin.errors.capped', { shown: SAT69B_IMPORT_MAX_ERRORS })}
        </Text>
      ) : null}
      <ResponsiveList
        items={items}
        minWidth={560}
        head={
          <>
            <Table.Th w={90}>{t('admin.errors.line')}</Table.Th>
            <Table.Th w={260}>{t('admin.errors.column')}</Table.Th>
            <Table.Th>{t('admin.errors.message')}</Table.Th>
          </>
        }
        row={(e) => (
          <>
            <Table.Td>{e.line}</Table.Td>
            <Table.Td>{e.column}</Table.Td>
            <Table.Td>{message(e.code)}</Table.Td>
          </>
        )}
        card={(e) => (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('admin.errors.lineColumn', { line: e.line, column: e.column })}
            </Text>
            <Text size="sm">{message(e.code)}</Text>
          </Stack>
        )}
      />
      <Pager page={page} pages={pages} onChange={setPage} label={t('admin.errors.title', { count: job.errorCount })} />
    </Stack>
  )
}

/** One import: its progress while it runs, then its counts by situation, the companies flagged and the bad rows. */
function ImportDetail({ id }: { id: string }) {
  const { t } = useTranslation(['sat69b', 'errors', 'admin'])
  const language = useLanguage()
  const query = useSat69bImport(id)
  const job = query.data
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={t('admin:imports.loadFailed')}>
        {t(`errors:${errorMessageKeyOf(query.error)}`)}
      </Alert>
    )
  }
  if (!job) return null
  const format = (n: number) => formatCount(n, language)
  const percent = job.sizeBytes === 0 ? 0 : Math.min(100, Math.round((job.bytesDone / job.sizeBytes) * 100))
  const failure = job.failureCode ? t(`errors:${errorMessageKey(job.failureCode as Parameters<typeof errorMessageKey>[0])}`) : null
  return (
    <Stack gap="md" component="section" aria-labelledby="sat69b-detail-title">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={3} size="h4" id="sat69b-detail-title" style={{ overflowWrap: 'anywhere' }}>
            {job.fileName}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admin.uploadedAt', { date: dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(job.createdAt)), size: format(Math.ceil(job.sizeBytes / 1024)) })}
          </Text>
        </Stack>
        <Group gap="xs">
          {job.isCurrent ? (
            <Badge color="nexo" variant="filled">
              {t('admin.current')}
            </Badge>
          ) : null}
          <StatusBadge status={job.status} />
        </Group>
      </Group>
      {job.status === 'queued' || job.status === 'running' ? (
        <Paper withBorder radius="lg" p="md">
          <Stack gap="xs">
            <Text id="sat69b-progress-label" fw={600}>
              {job.status === 'queued' ? t('admin.progress.queued') : t('admin.progress.running')}
            </Text>
            <Progress value={percent} size="lg" animated aria-labelledby="sat69b-progress-label" aria-valuetext={t('admin.progress.rows', { rows: format(job.rowsDone), percent })} />
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('admin.progress.rows', { rows: format(job.rowsDone), percent })}
            </Text>
          </Stack>
        </Paper>
      ) : null}
      {job.status === 'failed' ? (
        <Alert color="red" variant="light" title={t('admin.failed')} role="alert">
          <Stack gap={4}>
            <Text size="sm">{failure}</Text>
            {job.failureDetails?.missing?.length ? <Text size="sm">{t('admin.missing', { columns: job.failureDetails.missing.join(', ') })}</Text> : null}
            {job.failureDetails?.line !== undefined ? <Text size="sm">{t('admin.line', { line: job.failureDetails.line })}</Text> : null}
          </Stack>
        </Alert>
      ) : null}
      {job.status === 'done' ? <Alert color="teal" variant="light" title={t('admin.done', { rows: format(job.rowsDone) })} role="status" /> : null}
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
        <Count label={t('admin.counts.listed')} value={job.result.listed} />
        <Count label={t('admin.counts.definitivo')} value={job.result.definitivo} color="red" />
        <Count label={t('admin.counts.presunto')} value={job.result.presunto} color="orange" />
        <Count label={t('admin.counts.desvirtuado')} value={job.result.desvirtuado} />
        <Count label={t('admin.counts.sentenciaFavorable')} value={job.result.sentenciaFavorable} />
        <Count label={t('admin.counts.invalid')} value={job.result.invalid} color={job.result.invalid > 0 ? 'red' : undefined} />
        <Count label={t('admin.counts.flaggedCompanies')} value={job.result.flaggedCompanies} color={job.result.flaggedCompanies > 0 ? 'orange' : undefined} />
      </SimpleGrid>
      <ErrorList job={job} />
    </Stack>
  )
}

function RecentImports({ selected, onSelect }: { selected: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation('sat69b')
  const language = useLanguage()
  const items = useSat69bImports().data?.items ?? []
  if (items.length === 0) return null
  const date = (iso: string) => dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
  const open = (job: (typeof items)[number]) => (
    <Anchor component="button" type="button" onClick={() => onSelect(job.id)} fw={job.id === selected ? 700 : 500} style={{ overflowWrap: 'anywhere', textAlign: 'start' }}>
      {job.fileName}
    </Anchor>
  )
  const status = (job: (typeof items)[number]) => (
    <Group gap={4} wrap="nowrap">
      {job.isCurrent ? (
        <Badge color="nexo" variant="filled">
          {t('admin.current')}
        </Badge>
      ) : null}
      <StatusBadge status={job.status} />
    </Group>
  )
  return (
    <Stack gap="sm" component="section" aria-labelledby="sat69b-recent-title">
      <Title order={3} size="h5" id="sat69b-recent-title">
        {t('admin.recent.title')}
      </Title>
      <ResponsiveList
        items={items}
        minWidth={640}
        head={
          <>
            <Table.Th>{t('admin.recent.file')}</Table.Th>
            <Table.Th>{t('admin.recent.date')}</Table.Th>
            <Table.Th>{t('admin.recent.listed')}</Table.Th>
            <Table.Th>{t('admin.recent.status')}</Table.Th>
          </>
        }
        row={(job) => (
          <>
            <Table.Td>{open(job)}</Table.Td>
            <Table.Td>{date(job.createdAt)}</Table.Td>
            <Table.Td>{formatCount(job.result.listed, language)}</Table.Td>
            <Table.Td>{status(job)}</Table.Td>
          </>
        )}
        card={(job) => (
          <Stack gap={4}>
            {open(job)}
            {status(job)}
            <Text size="sm" c="dimmed">
              {date(job.createdAt)} · {t('admin.recent.listed')}: {formatCount(job.result.listed, language)}
            </Text>
          </Stack>
        )}
      />
    </Stack>
  )
}

/** The platform admin's list of the directory's companies found on the list in force. */
function ListedCompanies() {
  const { t } = useTranslation(['sat69b', 'errors'])
  const language = useLanguage()
  const [scope, setScope] = useState<'flagged' | 'all'>('flagged')
  const query = useSat69bCompanies(scope)
  const items = (query.data?.items ?? []).map((c) => ({ ...c, id: c.companyId }))
  const day = (iso: string | null) => (iso ? formatReadableDate(iso.slice(0, 10), language) : '—')
  const name = (c: TSat69bFlaggedCompany) => (
    <Anchor component={Link} to={paths.searchDetail(c.companyId)} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {c.tradeName}
    </Anchor>
  )
  const situation = (c: TSat69bFlaggedCompany) => (
    <Badge color={SITUATION_COLOR[c.situation]} variant={c.isFlagged ? 'filled' : 'outline'} tt="none">
      {t(`situation.${c.situation}`)}
    </Badge>
  )
  return (
    <Stack gap="sm" component="section" aria-labelledby="sat69b-companies-title">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h5" id="sat69b-companies-title">
            {t('admin.companies.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admin.companies.help')}
          </Text>
        </Stack>
        <SegmentedControl
          aria-label={t('admin.companies.scope')}
          style={{ maxWidth: '100%' }}
          value={scope}
          onChange={(value) => setScope(value === 'all' ? 'all' : 'flagged')}
          data={[
            { value: 'flagged', label: t('admin.companies.flagged') },
            { value: 'all', label: t('admin.companies.all') },
          ]}
        />
      </Group>
      {query.isError ? (
        <Alert color="red" variant="light" title={t('admin.companies.loadFailed')}>
          {t(`errors:${errorMessageKeyOf(query.error)}`)}
        </Alert>
      ) : null}
      {query.isSuccess && items.length === 0 ? <Text size="sm">{t('admin.companies.empty')}</Text> : null}
      {items.length > 0 ? (
        <ResponsiveList
          items={items}
          minWidth={720}
          head={
            <>
              <Table.Th>{t('admin.companies.company')}</Table.Th>
              <Table.Th>{t('admin.companies.rfc')}</Table.Th>
              <Table.Th>{t('admin.companies.situation')}</Table.Th>
              <Table.Th>{t('admin.companies.since')}</Table.Th>
              <Table.Th>{t('admin.companies.found')}</Table.Th>
            </>
          }
          row={(c) => (
            <>
              <Table.Td>{name(c)}</Table.Td>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  {c.rfc}
                </Text>
              </Table.Td>
              <Table.Td>{situation(c)}</Table.Td>
              <Table.Td>{day(c.since)}</Table.Td>
              <Table.Td>{day(c.foundAt)}</Table.Td>
            </>
          )}
          card={(c) => (
            <Stack gap={4} align="flex-start">
              {name(c)}
              {situation(c)}
              <Text size="sm" ff="monospace">
                {c.rfc}
              </Text>
              <Text size="sm" c="dimmed">
                {t('admin.companies.since')}: {day(c.since)} · {t('admin.companies.found')}: {day(c.foundAt)}
              </Text>
            </Stack>
          )}
        />
      ) : null}
    </Stack>
  )
}

/** /admin/public-registry, SAT 69-B part: import SAT's list, follow the import, see the companies found (ADR 056). */
export function Sat69bSection() {
  const [params, setParams] = useSearchParams()
  const selected = params.get('sat69b')
  const select = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.set('sat69b', id)
        return next
      },
      { preventScrollReset: true },
    )
  return (
    <Stack gap="lg">
      <UploadForm onUploaded={select} />
      {selected ? <ImportDetail key={selected} id={selected} /> : null}
      <RecentImports selected={selected} onSelect={select} />
      <ListedCompanies />
    </Stack>
  )
}
