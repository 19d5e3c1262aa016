import { useState } from 'react'
import { ActionIcon, Alert, Badge, Box, Button, Group, Menu, Paper, Skeleton, Stack, Text } from '@mantine/core'
import { IconArchive, IconArrowDown, IconArrowUp, IconArrowsMove, IconDots, IconPencil, IconPlus, IconRestore } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import type { TAdminCategoryNode } from '@nexo/shared'
import { useLanguage } from '../../../lib/directory/use-language'
import { notifySuccess } from '../../../lib/notify'
import { useAdminCategories, usePlaceCategory, useSetCategoryRetired } from './api'
import { CategoryModal, categoryName, MoveCategoryModal } from './category-modals'
import { RetiredBadge } from './certifications-panel'
import { openConfirmModal } from '../../../lib/confirm-modal'

type Dialog =
  | { kind: 'add'; parent: TAdminCategoryNode | null }
  | { kind: 'edit'; category: TAdminCategoryNode }
  | { kind: 'move'; category: TAdminCategoryNode }
  | null

/**
 * The category tree editor: a nested list (each level a `ul`), every action a button or a menu item, so the whole
 * tree works from the keyboard; moving up and down reorders among siblings, "Move…" changes the parent.
 */
export function CategoriesPanel() {
  const { t } = useTranslation('referenceData')
  const tree = useAdminCategories()
  const [dialog, setDialog] = useState<Dialog>(null)

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'add', parent: null })}>
          {t('categories.add')}
        </Button>
      </Group>
      {tree.isPending ? (
        <Skeleton height={320} radius="lg" />
      ) : tree.isError ? (
        <Alert color="red" variant="light">
          {t('loadFailed')}
        </Alert>
      ) : tree.data.length === 0 ? (
        <Text c="dimmed">{t('categories.empty')}</Text>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'md' }}>
          <Level nodes={tree.data} depth={0} onDialog={setDialog} />
        </Paper>
      )}
      {dialog?.kind === 'add' ? <CategoryModal parent={dialog.parent} category={null} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <CategoryModal parent={null} category={dialog.category} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'move' && tree.data ? <MoveCategoryModal tree={tree.data} category={dialog.category} onClose={() => setDialog(null)} /> : null}
    </Stack>
  )
}

function Level({ nodes, depth, onDialog }: { nodes: readonly TAdminCategoryNode[]; depth: number; onDialog: (dialog: Dialog) => void }) {
  return (
    <Box
      component="ul"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        // Each level is indented and ruled, so the hierarchy reads at 390 px too.
        ...(depth === 0 ? {} : { marginLeft: 6, paddingLeft: 14, borderLeft: '2px solid var(--mantine-color-default-border)' }),
      }}
    >
      {nodes.map((node, index) => (
        <Box component="li" key={node.id}>
          <Row node={node} index={index} siblings={nodes.length} onDialog={onDialog} />
          {node.children.length > 0 ? <Level nodes={node.children} depth={depth + 1} onDialog={onDialog} /> : null}
        </Box>
      ))}
    </Box>
  )
}

function Row({ node, index, siblings, onDialog }: { node: TAdminCategoryNode; index: number; siblings: number; onDialog: (dialog: Dialog) => void }) {
  const { t } = useTranslation('referenceData')
  const language = useLanguage()
  const place = usePlaceCategory()
  const setRetired = useSetCategoryRetired()
  const name = categoryName(node, language)
  const retired = node.retiredAt !== null
  const hasActiveChildren = node.children.some((c) => c.retiredAt === null)
  const move = (to: number) => place.mutate({ id: node.id, position: { parentId: node.parentId, index: to } })
  const retire = () =>
    openConfirmModal({
      title: t('categories.retireTitle', { name }),
      centered: true,
      children: <Text size="sm">{t('categories.retireBody', node.usage)}</Text>,
      labels: { confirm: t('categories.retire'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => setRetired.mutate({ id: node.id, retired: true }, { onSuccess: () => notifySuccess(t('categories.retired', { name })) }),
    })
  const restore = () => setRetired.mutate({ id: node.id, retired: false }, { onSuccess: () => notifySuccess(t('categories.restored', { name })) })

  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" py={6} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={8} wrap="wrap">
          <Text fw={600} size="sm" c={retired ? 'dimmed' : undefined} td={retired ? 'line-through' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Badge variant="outline" color="gray" size="sm" miw="max-content">
            {node.code}
          </Badge>
          {retired ? <RetiredBadge retired /> : null}
        </Group>
        <Text size="xs" c="dimmed">
          {t('categories.usage', node.usage)}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('categories.moveUpLabel', { name })} disabled={index === 0 || place.isPending} onClick={() => move(index - 1)}>
          <IconArrowUp size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('categories.moveDownLabel', { name })} disabled={index === siblings - 1 || place.isPending} onClick={() => move(index + 1)}>
          <IconArrowDown size={18} aria-hidden />
        </ActionIcon>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('categories.menuLabel', { name })}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPlus size={16} aria-hidden />} disabled={retired} onClick={() => onDialog({ kind: 'add', parent: node })}>
              {t('categories.addChild')}
            </Menu.Item>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onDialog({ kind: 'edit', category: node })}>
              {t('categories.edit')}
            </Menu.Item>
            <Menu.Item leftSection={<IconArrowsMove size={16} aria-hidden />} onClick={() => onDialog({ kind: 'move', category: node })}>
              {t('categories.move')}
            </Menu.Item>
            <Menu.Divider />
            {retired ? (
              <Menu.Item leftSection={<IconRestore size={16} aria-hidden />} onClick={restore}>
                {t('categories.restore')}
              </Menu.Item>
            ) : (
              <Menu.Item color="red" leftSection={<IconArchive size={16} aria-hidden />} disabled={hasActiveChildren} onClick={retire}>
                {hasActiveChildren ? `${t('categories.retire')} · ${t('categories.retireChildrenFirst')}` : t('categories.retire')}
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  )
}
