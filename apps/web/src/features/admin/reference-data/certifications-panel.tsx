import { useState } from 'react'
import { Alert, Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core'
import { IconPencil, IconPlus, IconArchive, IconRestore } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import type { TAdminCertification } from '@nexo/shared'
import { ResponsiveList } from '../../../components/query-list'
import { notifySuccess } from '../../../lib/notify'
import { useAdminCertifications, useSetCertificationRetired } from './api'
import { CertificationModal } from './certification-modal'
import { openConfirmModal } from '../../../lib/confirm-modal'

export function RetiredBadge({ retired }: { retired: boolean }) {
  const { t } = useTranslation('referenceData')
  return (
    <Badge miw="max-content" variant="light" color={retired ? 'gray' : 'teal'}>
      {retired ? t('retired') : t('active')}
    </Badge>
  )
}

/** The certification list: add, edit (rename), retire after a confirmation, restore. */
export function CertificationsPanel() {
  const { t } = useTranslation('referenceData')
  const list = useAdminCertifications()
  const setRetired = useSetCertificationRetired()
  const [editing, setEditing] = useState<TAdminCertification | 'new' | null>(null)

  const usage = (c: TAdminCertification) => ({ companies: c.usage.companies, requirements: c.usage.requiredBy + c.usage.preferredBy })
  const retire = (c: TAdminCertification) =>
    openConfirmModal({
      title: t('certifications.retireTitle', { name: c.name }),
      centered: true,
      children: <Text size="sm">{t('certifications.retireBody', usage(c))}</Text>,
      labels: { confirm: t('certifications.retire'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => setRetired.mutate({ id: c.id, retired: true }, { onSuccess: () => notifySuccess(t('certifications.retired', { name: c.name })) }),
    })
  const restore = (c: TAdminCertification) =>
    setRetired.mutate({ id: c.id, retired: false }, { onSuccess: () => notifySuccess(t('certifications.restored', { name: c.name })) })

  const actions = (c: TAdminCertification) => (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setEditing(c)} aria-label={t('certifications.editLabel', { name: c.name })}>
        {t('certifications.edit')}
      </Button>
      {c.retiredAt ? (
        <Button size="xs" variant="light" leftSection={<IconRestore size={14} aria-hidden />} onClick={() => restore(c)} aria-label={t('certifications.restoreLabel', { name: c.name })}>
          {t('certifications.restore')}
        </Button>
      ) : (
        <Button size="xs" variant="light" color="red" leftSection={<IconArchive size={14} aria-hidden />} onClick={() => retire(c)} aria-label={t('certifications.retireLabel', { name: c.name })}>
          {t('certifications.retire')}
        </Button>
      )}
    </Group>
  )

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('certifications.add')}
        </Button>
      </Group>
      {list.isPending ? (
        <Skeleton height={280} radius="lg" />
      ) : list.isError ? (
        <Alert color="red" variant="light">
          {t('loadFailed')}
        </Alert>
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{t('certifications.empty')}</Text>
      ) : (
        <ResponsiveList
          items={list.data}
          minWidth={760}
          head={
            <>
              <Table.Th>{t('certifications.columns.name')}</Table.Th>
              <Table.Th>{t('certifications.columns.issuer')}</Table.Th>
              <Table.Th>{t('certifications.columns.usage')}</Table.Th>
              <Table.Th>{t('certifications.columns.status')}</Table.Th>
              <Table.Th>{t('actions')}</Table.Th>
            </>
          }
          row={(c) => (
            <>
              <Table.Td>
                <Text size="sm" fw={600} c={c.retiredAt ? 'dimmed' : undefined}>
                  {c.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{c.issuer ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {t('certifications.usage', usage(c))}
                </Text>
              </Table.Td>
              <Table.Td>
                <RetiredBadge retired={c.retiredAt !== null} />
              </Table.Td>
              <Table.Td>{actions(c)}</Table.Td>
            </>
          )}
          card={(c) => (
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} c={c.retiredAt ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
                  {c.name}
                </Text>
                <RetiredBadge retired={c.retiredAt !== null} />
              </Group>
              {c.issuer ? (
                <Text size="sm" c="dimmed">
                  {c.issuer}
                </Text>
              ) : null}
              <Text size="sm">{t('certifications.usage', usage(c))}</Text>
              {actions(c)}
            </Stack>
          )}
        />
      )}
      {editing ? <CertificationModal certification={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  )
}
