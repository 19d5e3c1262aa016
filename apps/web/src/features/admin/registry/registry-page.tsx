import { useState, type FormEvent } from 'react'
import { Alert, Anchor, Badge, Button, FileInput, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core'
import { IconCheck, IconFileTypeCsv, IconUpload, IconX } from '@tabler/icons-react'
import { Link, useSearchParams } from 'react-router'
import { CLAIM_EVIDENCE_MIN, REGISTRY_IMPORT_MAX_ERRORS, type TCompanyClaim, type TRegistryImport } from '@nexo/shared/registry.schema'
import { Page } from '../../../components/page'
import { Pager } from '../../../components/pager'
import { ResponsiveList } from '../../../components/query-list'
import { paths } from '../../../config/paths'
import { formatCount } from '../../../lib/directory/format'
import { useLanguage } from '../../../lib/directory/use-language'
import { errorMessageKey, errorMessageKeyOf } from '../../../lib/error-messages'
import { useTranslation } from '../../../lib/i18n-react'
import { dateTimeFormat, localeOf } from '../../../lib/intl-cache'
import { notifyError } from '../../../lib/notify'
import { useSession } from '../../../lib/session'
import { Sat69bSection } from './sat69b-section'
import { useDecideClaim, usePendingClaims, useRegistryImport, useRegistryImports, useUploadRegistryFile } from './api'

const ERRORS_PER_PAGE = 20
const STATUS_COLOR: Record<TRegistryImport['status'], string> = { queued: 'gray', running: 'yellow', done: 'teal', failed: 'red' }

function StatusBadge({ status }: { status: TRegistryImport['status'] }) {
  const { t } = useTranslation('admin')
  return (
    <Badge variant="light" color={STATUS_COLOR[status]}>
      {t(`registry.status.${status}`)}
    </Badge>
  )
}

function UploadForm({ onUploaded }: { onUploaded: (id: string) => void }) {
  const { t } = useTranslation(['admin', 'errors'])
  const [file, setFile] = useState<File | null>(null)
  const upload = useUploadRegistryFile()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (file) upload.mutate(file, { onSuccess: (job) => onUploaded(job.id) })
  }
  return (
    <Paper withBorder radius="lg" p="md" component="form" onSubmit={submit} aria-labelledby="registry-upload-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="registry-upload-title">
          {t('registry.upload.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('registry.upload.help')}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileInput
            label={t('registry.upload.file')}
            description={t('registry.upload.placeholder')}
            accept=".csv,text/csv"
            value={file}
            onChange={(value) => {
              setFile(value)
              upload.reset()
            }}
            leftSection={<IconFileTypeCsv size={16} aria-hidden />}
            clearable
            clearButtonProps={{ 'aria-label': t('registry.upload.clear') }}
            style={{ flex: '1 1 260px', minWidth: 0 }}
          />
          <Button type="submit" disabled={!file} loading={upload.isPending} leftSection={<IconUpload size={16} aria-hidden />}>
            {t('registry.upload.submit')}
          </Button>
        </Group>
        {upload.error ? (
          <Alert color="red" variant="light" title={t('registry.upload.refused')} role="alert">
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

/** The refused rows with their lines, as the company import lists them. */
function ErrorList({ job }: { job: TRegistryImport }) {
  const { t } = useTranslation(['admin', 'validation'])
  const [page, setPage] = useState(1)
  if (job.errorCount === 0) return null
  const pages = Math.ceil(job.errors.length / ERRORS_PER_PAGE)
  const items = job.errors.slice((page - 1) * ERRORS_PER_PAGE, page * ERRORS_PER_PAGE).map((e) => ({ ...e, id: `${e.line}:${e.column}` }))
  const message = (code: string) => t(`validation:${code}`, { defaultValue: code })
  return (
    <Stack gap="sm" component="section" aria-labelledby="registry-errors-title">
      <Title order={2} size="h4" id="registry-errors-title">
        {t('imports.errors.title', { count: job.errorCount })}
      </Title>
      {job.errorCount > job.errors.length ? (
        <Text size="sm" c="dimmed">
          {t('imports.errors.capped', { shown: REGISTRY_IMPORT_MAX_ERRORS })}
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

/** One import: its progress while it runs (bytes of the file behind the committed rows), then its counts. */
function ImportDetail({ id }: { id: string }) {
  const { t } = useTranslation(['admin', 'errors'])
  const language = useLanguage()
  const query = useRegistryImport(id)
  const job = query.data
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={t('imports.loadFailed')}>
        {t(`errors:${errorMessageKeyOf(query.error)}`)}
      </Alert>
    )
  }
  if (!job) return null
  const format = (n: number) => formatCount(n, language)
  const percent = job.sizeBytes === 0 ? 0 : Math.min(100, Math.round((job.bytesDone / job.sizeBytes) * 100))
  const failure = job.failureCode ? t(`errors:${errorMessageKey(job.failureCode as Parameters<typeof errorMessageKey>[0])}`) : null
  return (
    <Stack gap="lg" component="section" aria-labelledby="registry-detail-title">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h3" id="registry-detail-title" style={{ overflowWrap: 'anywhere' }}>
            {job.fileName}
          </Title>
          <Text size="sm" c="dimmed">
            {t('registry.uploadedAt', { date: dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(job.createdAt)), size: format(Math.ceil(job.sizeBytes / 1024)) })}
          </Text>
        </Stack>
        <StatusBadge status={job.status} />
      </Group>
      {job.status === 'queued' || job.status === 'running' ? (
        <Paper withBorder radius="lg" p="md">
          <Stack gap="xs">
            <Text id="registry-progress-label" fw={600}>
              {job.status === 'queued' ? t('registry.progress.queued') : t('registry.progress.running')}
            </Text>
            <Progress value={percent} size="lg" animated aria-labelledby="registry-progress-label" aria-valuetext={t('registry.progress.rows', { rows: format(job.rowsDone), percent })} />
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('registry.progress.rows', { rows: format(job.rowsDone), percent })}
            </Text>
          </Stack>
        </Paper>
      ) : null}
      {job.status === 'failed' ? (
        <Alert color="red" variant="light" title={t('registry.failed')} role="alert">
          <Stack gap={4}>
            <Text size="sm">{failure}</Text>
            {job.failureDetails?.missing?.length ? <Text size="sm">{t('imports.upload.missing', { columns: job.failureDetails.missing.join(', ') })}</Text> : null}
            {job.failureDetails?.line !== undefined ? <Text size="sm">{t('imports.upload.line', { line: job.failureDetails.line })}</Text> : null}
          </Stack>
        </Alert>
      ) : null}
      {job.status === 'done' ? (
        <Alert color="teal" variant="light" title={t('registry.done', { rows: format(job.rowsDone) })} role="status">
          <Anchor component={Link} to={`${paths.admin}?tab=companies`} size="sm">
            {t('imports.result.seeCompanies')}
          </Anchor>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        <Count label={t('registry.counts.created')} value={job.result.created} color="teal" />
        <Count label={t('registry.counts.updated')} value={job.result.updated} color="blue" />
        <Count label={t('registry.counts.unchanged')} value={job.result.unchanged} />
        <Count label={t('registry.counts.outOfScope')} value={job.result.outOfScope} />
        <Count label={t('registry.counts.claimed')} value={job.result.claimed} />
        <Count label={t('registry.counts.invalid')} value={job.result.invalid} color={job.result.invalid > 0 ? 'red' : undefined} />
      </SimpleGrid>
      <ErrorList job={job} />
    </Stack>
  )
}

function RecentImports({ selected, onSelect }: { selected: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation('admin')
  const language = useLanguage()
  const query = useRegistryImports()
  const items = query.data?.items ?? []
  if (items.length === 0) return null
  const date = (iso: string) => dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
  const open = (job: (typeof items)[number]) => (
    <Anchor component="button" type="button" onClick={() => onSelect(job.id)} fw={job.id === selected ? 700 : 500} style={{ overflowWrap: 'anywhere', textAlign: 'start' }}>
      {job.fileName}
    </Anchor>
  )
  return (
    <Stack gap="sm" component="section" aria-labelledby="registry-recent-title">
      <Title order={2} size="h4" id="registry-recent-title">
        {t('imports.recent.title')}
      </Title>
      <ResponsiveList
        items={items}
        minWidth={640}
        head={
          <>
            <Table.Th>{t('imports.recent.file')}</Table.Th>
            <Table.Th>{t('imports.recent.date')}</Table.Th>
            <Table.Th>{t('registry.recent.created')}</Table.Th>
            <Table.Th>{t('imports.recent.status')}</Table.Th>
          </>
        }
        row={(job) => (
          <>
            <Table.Td>{open(job)}</Table.Td>
            <Table.Td>{date(job.createdAt)}</Table.Td>
            <Table.Td>{formatCount(job.result.created, language)}</Table.Td>
            <Table.Td>
              <StatusBadge status={job.status} />
            </Table.Td>
          </>
        )}
        card={(job) => (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              {open(job)}
              <StatusBadge status={job.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {date(job.createdAt)} · {t('registry.recent.createdCount', { count: job.result.created })}
            </Text>
          </Stack>
        )}
      />
    </Stack>
  )
}

/** A pending claim: who claims which registry company, what the registry says, and the decision with its evidence. */
function ClaimCard({ claim }: { claim: TCompanyClaim }) {
  const { t } = useTranslation(['admin', 'validation'])
  const language = useLanguage()
  const decide = useDecideClaim()
  const [evidence, setEvidence] = useState('')
  const [touched, setTouched] = useState(false)
  const isShort = evidence.trim().length < CLAIM_EVIDENCE_MIN
  const submit = (decision: 'confirm' | 'reject') => {
    setTouched(true)
    if (!isShort) decide.mutate({ id: claim.id, decision, evidence: evidence.trim() }, { onError: notifyError })
  }
  const fieldId = `claim-evidence-${claim.id}`
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={`claim-title-${claim.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={`claim-title-${claim.id}`}>
            <Anchor component={Link} to={paths.searchDetail(claim.company.id)}>
              {claim.company.tradeName}
            </Anchor>
          </Title>
          <Text size="xs" c="dimmed">
            {dateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(claim.createdAt))}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('registry.claims.registry')}
            </Text>
            <Text size="sm">{[claim.company.city, claim.company.state].join(', ')}</Text>
            <Text size="sm">{t('registry.claims.phone', { phone: claim.company.phone ?? '—' })}</Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('registry.claims.website', { website: claim.company.website ?? '—' })}
            </Text>
            <Text size="sm">{t('registry.claims.registryId', { id: claim.company.registryId ?? '—' })}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('registry.claims.claimant')}
            </Text>
            <Text size="sm" fw={600}>
              {claim.claimant.name}
              {claim.claimant.position ? ` · ${claim.claimant.position}` : ''}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {claim.claimant.email} {claim.claimant.isEmailConfirmed ? `(${t('registry.claims.confirmed')})` : `(${t('registry.claims.unconfirmed')})`}
            </Text>
            <Text size="sm">{t('registry.claims.phone', { phone: claim.claimant.phone ?? '—' })}</Text>
            <Text size="sm">{t('registry.claims.proposed', { legalName: claim.proposed.legalName, key: claim.proposed.rfc ?? claim.proposed.taxId ?? '—' })}</Text>
          </Stack>
        </SimpleGrid>
        <Textarea
          id={fieldId}
          label={t('registry.claims.evidence')}
          description={t('registry.claims.evidenceHint')}
          value={evidence}
          onChange={(event) => setEvidence(event.currentTarget.value)}
          error={touched && isShort ? t('validation:tooShort') : undefined}
          autosize
          minRows={2}
          required
        />
        <Group gap="sm">
          <Button leftSection={<IconCheck size={16} aria-hidden />} color="teal" onClick={() => submit('confirm')} loading={decide.isPending && decide.variables?.decision === 'confirm'}>
            {t('registry.claims.confirm')}
          </Button>
          <Button leftSection={<IconX size={16} aria-hidden />} variant="default" onClick={() => submit('reject')} loading={decide.isPending && decide.variables?.decision === 'reject'}>
            {t('registry.claims.reject')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

function PendingClaims() {
  const { t } = useTranslation('admin')
  const query = usePendingClaims()
  const items = query.data?.items ?? []
  return (
    <Stack gap="sm" component="section" aria-labelledby="registry-claims-title">
      <Title order={2} size="h4" id="registry-claims-title">
        {t('registry.claims.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('registry.claims.help')}
      </Text>
      {query.isSuccess && items.length === 0 ? <Text size="sm">{t('registry.claims.empty')}</Text> : null}
      {items.map((claim) => (
        <ClaimCard key={claim.id} claim={claim} />
      ))}
    </Stack>
  )
}

/** /admin/public-registry: import INEGI's DENUE and decide the claims of registry profiles (ADR 055); import SAT's 69-B list (ADR 056). */
export function RegistryPage() {
  const { t } = useTranslation('admin')
  const { t: tPages } = useTranslation('pages')
  const { userType } = useSession()
  const [params, setParams] = useSearchParams()
  const selected = params.get('id')
  const select = (id: string) => setParams({ id })
  return (
    <Page title={t('registry.title')} description={t('registry.description')} size="xl">
      {userType === 'admin' ? (
        <>
          <UploadForm onUploaded={select} />
          {selected ? <ImportDetail key={selected} id={selected} /> : null}
          <RecentImports selected={selected} onSelect={select} />
          <PendingClaims />
          <Sat69bSection />
        </>
      ) : (
        <Alert color="orange" variant="light" title={tPages('admin.forbiddenTitle')}>
          {tPages('admin.forbiddenBody')}
        </Alert>
      )}
    </Page>
  )
}
