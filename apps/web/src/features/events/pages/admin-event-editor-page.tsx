import { useState } from 'react'
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { IconPlus, IconTrash, IconUpload } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useNavigate, useParams } from 'react-router'
import { EVENT_CATEGORIES, EVENT_STATUSES, type TAdminEvent, type TEventUpsert } from '@nexo/shared'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { serverFieldIssues } from '../../../lib/form-errors'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { useSession } from '../../../lib/session'
import { useFieldError } from '../../../lib/use-field-error'
import { useAdminEvent, useSaveEvent, useUploadEventImage } from '../api/admin-events'
import { COMMON_TIME_ZONES, isoToZonedLocal, zonedLocalToIso } from '../components/zoned-time'

interface Values {
  title: string
  briefDescription: string
  detailedDescription: string
  category: string
  status: string
  isOnline: boolean
  onlineUrl: string
  start: string
  end: string
  timeZone: string
  venue: string
  address: string
  city: string
  state: string
  country: string
  latitude: number | string
  longitude: number | string
  capacity: number | string
  imageFileId: string | null
  imageUrl: string | null
  schedule: { time: string; title: string; speaker: string }[]
  speakers: { name: string; position: string; company: string; bio: string }[]
  sponsors: { name: string; url: string; level: string }[]
}

const EMPTY: Values = {
  title: '',
  briefDescription: '',
  detailedDescription: '',
  category: 'machinery',
  status: 'published',
  isOnline: false,
  onlineUrl: '',
  start: '',
  end: '',
  timeZone: 'America/Mexico_City',
  venue: '',
  address: '',
  city: '',
  state: '',
  country: 'MX',
  latitude: '',
  longitude: '',
  capacity: 100,
  imageFileId: null,
  imageUrl: null,
  schedule: [],
  speakers: [],
  sponsors: [],
}

function fromEvent(e: TAdminEvent): Values {
  return {
    title: e.title,
    briefDescription: e.briefDescription,
    detailedDescription: e.detailedDescription,
    category: e.category,
    status: e.status,
    isOnline: e.isOnline,
    onlineUrl: e.onlineUrl ?? '',
    start: isoToZonedLocal(e.startsAt, e.timeZone),
    end: isoToZonedLocal(e.endsAt, e.timeZone),
    timeZone: e.timeZone,
    venue: e.venue ?? '',
    address: e.address ?? '',
    city: e.city ?? '',
    state: e.state ?? '',
    country: e.country ?? '',
    latitude: e.latitude ?? '',
    longitude: e.longitude ?? '',
    capacity: e.capacity,
    imageFileId: e.imageFileId,
    imageUrl: e.imageUrl,
    schedule: e.schedule.map((s) => ({ time: isoToZonedLocal(s.startsAt, e.timeZone), title: s.title, speaker: s.speaker ?? '' })),
    speakers: e.speakers.map((s) => ({ name: s.name, position: s.position ?? '', company: s.company ?? '', bio: s.bio ?? '' })),
    sponsors: e.sponsors.map((s) => ({ name: s.name, url: s.url ?? '', level: s.level ?? '' })),
  }
}

const num = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? null : Number(v))

function toBody(v: Values): TEventUpsert {
  return {
    title: v.title,
    briefDescription: v.briefDescription,
    detailedDescription: v.detailedDescription,
    category: v.category as TEventUpsert['category'],
    status: v.status as TEventUpsert['status'],
    isOnline: v.isOnline,
    onlineUrl: v.onlineUrl || undefined,
    startsAt: zonedLocalToIso(v.start, v.timeZone),
    endsAt: zonedLocalToIso(v.end, v.timeZone),
    timeZone: v.timeZone,
    venue: v.venue || undefined,
    address: v.address || undefined,
    city: v.city || undefined,
    state: v.state || undefined,
    country: v.country || undefined,
    latitude: num(v.latitude),
    longitude: num(v.longitude),
    capacity: num(v.capacity) ?? 0,
    imageFileId: v.imageFileId,
    schedule: v.schedule.map((s) => ({ startsAt: zonedLocalToIso(s.time, v.timeZone), title: s.title, speaker: s.speaker || undefined })),
    speakers: v.speakers.map((s) => ({ name: s.name, position: s.position || undefined, company: s.company || undefined, bio: s.bio || undefined })),
    sponsors: v.sponsors.map((s) => ({ name: s.name, url: s.url || undefined, level: s.level || undefined })),
  }
}

function Editor({ id, initial }: { id?: string; initial: Values }) {
  const { t } = useTranslation('events')
  const fieldError = useFieldError()
  const navigate = useNavigate()
  const save = useSaveEvent()
  const upload = useUploadEventImage()
  const [v, setV] = useState<Values>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setV((current) => ({ ...current, [key]: value }))
  const err = (path: string) => (errors[path] ? fieldError({ message: errors[path] }) : undefined)
  const zones = [...new Set([...COMMON_TIME_ZONES, v.timeZone])]

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    save.mutate(
      { id, body: toBody(v) },
      {
        onSuccess: (saved) => {
          notifySuccess(t('admin.saved'))
          void navigate(paths.adminEventAttendees(saved.id))
        },
        onError: (error) => {
          const issues = serverFieldIssues(error)
          if (issues.length === 0) return void notifyError(error)
          setErrors(Object.fromEntries(issues.map((i) => [i.path.join('.').replace(/^startsAt$/, 'start').replace(/^endsAt$/, 'end'), i.message])))
          notifyError(error)
        },
      },
    )
  }

  const listItem = (onRemove: () => void, label: string, children: React.ReactNode) => (
    <Paper withBorder radius="md" p="sm">
      <Group align="flex-end" wrap="nowrap" gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" style={{ flex: 1 }}>
          {children}
        </SimpleGrid>
        <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={label} size="lg">
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Paper>
  )

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <TextInput label={t('admin.fields.title')} value={v.title} onChange={(e) => set('title', e.currentTarget.value)} error={err('title')} withAsterisk maxLength={160} />
            <Textarea label={t('admin.fields.brief')} value={v.briefDescription} onChange={(e) => set('briefDescription', e.currentTarget.value)} error={err('briefDescription')} withAsterisk maxLength={255} autosize minRows={2} />
            <Textarea label={t('admin.fields.detailed')} value={v.detailedDescription} onChange={(e) => set('detailedDescription', e.currentTarget.value)} error={err('detailedDescription')} withAsterisk maxLength={5000} autosize minRows={5} />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Select label={t('admin.fields.category')} data={EVENT_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))} value={v.category} onChange={(x) => x && set('category', x)} allowDeselect={false} />
              <Select label={t('admin.fields.status')} data={EVENT_STATUSES.map((s) => ({ value: s, label: t(`admin.eventStatus.${s}`) }))} value={v.status} onChange={(x) => x && set('status', x)} allowDeselect={false} />
              <NumberInput label={t('admin.fields.capacity')} value={v.capacity} onChange={(x) => set('capacity', x)} min={1} error={err('capacity')} withAsterisk allowDecimal={false} />
            </SimpleGrid>
            <Group gap="md" align="center">
              {v.imageUrl ? <Image src={v.imageUrl} alt="" w={160} h={90} fit="cover" radius="sm" /> : null}
              <FileButton
                accept="image/png,image/jpeg,image/webp"
                onChange={(file) => file && upload.mutate(file, { onSuccess: (r) => setV((c) => ({ ...c, imageFileId: r.fileId, imageUrl: r.url })) })}
              >
                {(props) => (
                  <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
                    {v.imageUrl ? t('admin.changeImage') : t('admin.uploadImage')}
                  </Button>
                )}
              </FileButton>
              {v.imageUrl ? (
                <Button variant="subtle" color="red" onClick={() => setV((c) => ({ ...c, imageFileId: null, imageUrl: null }))}>
                  {t('admin.removeImage')}
                </Button>
              ) : null}
              <Text size="xs" c="dimmed">
                {t('admin.imageHint')}
              </Text>
            </Group>
          </Stack>
        </Paper>

        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('admin.when')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput type="datetime-local" label={t('admin.fields.start')} value={v.start} onChange={(e) => set('start', e.currentTarget.value)} error={err('start')} withAsterisk />
              <TextInput type="datetime-local" label={t('admin.fields.end')} value={v.end} onChange={(e) => set('end', e.currentTarget.value)} error={err('end')} withAsterisk />
              <Select label={t('admin.fields.timeZone')} data={zones} value={v.timeZone} onChange={(x) => x && set('timeZone', x)} searchable allowDeselect={false} error={err('timeZone')} />
            </SimpleGrid>
            <Switch label={t('admin.fields.isOnline')} checked={v.isOnline} onChange={(e) => set('isOnline', e.currentTarget.checked)} />
            {v.isOnline ? (
              <TextInput label={t('admin.fields.onlineUrl')} value={v.onlineUrl} onChange={(e) => set('onlineUrl', e.currentTarget.value)} error={err('onlineUrl')} withAsterisk placeholder="https://" />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label={t('admin.fields.venue')} value={v.venue} onChange={(e) => set('venue', e.currentTarget.value)} />
                <TextInput label={t('admin.fields.address')} value={v.address} onChange={(e) => set('address', e.currentTarget.value)} error={err('address')} withAsterisk />
                <TextInput label={t('admin.fields.city')} value={v.city} onChange={(e) => set('city', e.currentTarget.value)} />
                <TextInput label={t('admin.fields.state')} value={v.state} onChange={(e) => set('state', e.currentTarget.value)} />
                <NumberInput label={t('admin.fields.latitude')} value={v.latitude} onChange={(x) => set('latitude', x)} min={-90} max={90} decimalScale={6} error={err('latitude')} />
                <NumberInput label={t('admin.fields.longitude')} value={v.longitude} onChange={(x) => set('longitude', x)} min={-180} max={180} decimalScale={6} error={err('longitude')} />
              </SimpleGrid>
            )}
          </Stack>
        </Paper>

        <Paper withBorder radius="lg" p="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('schedule')}
            </Title>
            {v.schedule.map((item, i) =>
              listItem(
                () => set('schedule', v.schedule.filter((_, j) => j !== i)),
                t('admin.remove'),
                <>
                  <TextInput type="datetime-local" label={t('admin.fields.time')} value={item.time} error={err(`schedule.${i}.startsAt`)} onChange={(e) => set('schedule', v.schedule.map((s, j) => (j === i ? { ...s, time: e.currentTarget.value } : s)))} />
                  <TextInput label={t('admin.fields.itemTitle')} value={item.title} error={err(`schedule.${i}.title`)} onChange={(e) => set('schedule', v.schedule.map((s, j) => (j === i ? { ...s, title: e.currentTarget.value } : s)))} />
                  <TextInput label={t('admin.fields.speaker')} value={item.speaker} onChange={(e) => set('schedule', v.schedule.map((s, j) => (j === i ? { ...s, speaker: e.currentTarget.value } : s)))} />
                </>,
              ),
            )}
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => set('schedule', [...v.schedule, { time: v.start, title: '', speaker: '' }])} style={{ alignSelf: 'flex-start' }}>
              {t('admin.addScheduleItem')}
            </Button>

            <Title order={2} size="h4" mt="md">
              {t('speakers')}
            </Title>
            {v.speakers.map((item, i) =>
              listItem(
                () => set('speakers', v.speakers.filter((_, j) => j !== i)),
                t('admin.remove'),
                <>
                  <TextInput label={t('admin.fields.name')} value={item.name} error={err(`speakers.${i}.name`)} onChange={(e) => set('speakers', v.speakers.map((s, j) => (j === i ? { ...s, name: e.currentTarget.value } : s)))} />
                  <TextInput label={t('admin.fields.position')} value={item.position} onChange={(e) => set('speakers', v.speakers.map((s, j) => (j === i ? { ...s, position: e.currentTarget.value } : s)))} />
                  <TextInput label={t('admin.fields.company')} value={item.company} onChange={(e) => set('speakers', v.speakers.map((s, j) => (j === i ? { ...s, company: e.currentTarget.value } : s)))} />
                </>,
              ),
            )}
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => set('speakers', [...v.speakers, { name: '', position: '', company: '', bio: '' }])} style={{ alignSelf: 'flex-start' }}>
              {t('admin.addSpeaker')}
            </Button>

            <Title order={2} size="h4" mt="md">
              {t('sponsors')}
            </Title>
            {v.sponsors.map((item, i) =>
              listItem(
                () => set('sponsors', v.sponsors.filter((_, j) => j !== i)),
                t('admin.remove'),
                <>
                  <TextInput label={t('admin.fields.name')} value={item.name} error={err(`sponsors.${i}.name`)} onChange={(e) => set('sponsors', v.sponsors.map((s, j) => (j === i ? { ...s, name: e.currentTarget.value } : s)))} />
                  <TextInput label={t('admin.fields.url')} value={item.url} onChange={(e) => set('sponsors', v.sponsors.map((s, j) => (j === i ? { ...s, url: e.currentTarget.value } : s)))} />
                  <TextInput label={t('admin.fields.level')} value={item.level} onChange={(e) => set('sponsors', v.sponsors.map((s, j) => (j === i ? { ...s, level: e.currentTarget.value } : s)))} />
                </>,
              ),
            )}
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => set('sponsors', [...v.sponsors, { name: '', url: '', level: '' }])} style={{ alignSelf: 'flex-start' }}>
              {t('admin.addSponsor')}
            </Button>
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button component={Link} to={paths.adminEvents} variant="default">
            {t('cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** /admin/events/new and /admin/events/{id}/edit: the platform admin writes an event. */
export function AdminEventEditorPage() {
  const { id } = useParams()
  const { t } = useTranslation('events')
  const { t: tPages } = useTranslation('pages')
  const { userType } = useSession()
  const query = useAdminEvent(id)
  const initial = id ? (query.data ? fromEvent(query.data) : null) : EMPTY
  return (
    <Page title={id ? t('admin.editTitle') : t('admin.newTitle')} size="lg">
      {userType !== 'admin' ? (
        <Alert color="orange" variant="light" title={tPages('admin.forbiddenTitle')}>
          {tPages('admin.forbiddenBody')}
        </Alert>
      ) : initial ? (
        <Editor key={id ?? 'new'} id={id} initial={initial} />
      ) : (
        <Skeleton height={480} radius="lg" />
      )}
    </Page>
  )
}
