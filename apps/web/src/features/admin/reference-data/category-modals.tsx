import { useMemo, useState } from 'react'
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import { type TAdminCategoryNode, ZCategoryEditSchema } from '@nexo/shared'
import { useLanguage } from '../../../lib/directory/use-language'
import { notifySuccess } from '../../../lib/notify'
import { useCreateCategory, useEditCategory, usePlaceCategory } from './api'
import { useZodForm } from './use-zod-form'

export const categoryName = (c: Pick<TAdminCategoryNode, 'nameEn' | 'nameEs'>, language: string) => (language === 'es' ? c.nameEs : c.nameEn)

/** Every node of the tree, depth first, with its depth. */
export function flatten(nodes: readonly TAdminCategoryNode[], depth = 0): { node: TAdminCategoryNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)])
}

/** Adds a category under `parent` (null: top level), or edits `category`'s code and names. */
export function CategoryModal({ parent, category, onClose }: { parent: TAdminCategoryNode | null; category: TAdminCategoryNode | null; onClose: () => void }) {
  const { t } = useTranslation('referenceData')
  const language = useLanguage()
  const create = useCreateCategory()
  const edit = useEditCategory()
  const { field, parse } = useZodForm(ZCategoryEditSchema, { code: category?.code ?? (parent ? `${parent.code}.` : ''), nameEn: category?.nameEn ?? '', nameEs: category?.nameEs ?? '' })
  const title = category
    ? t('categories.editTitle', { name: categoryName(category, language) })
    : parent
      ? t('categories.addChildTitle', { name: categoryName(parent, language) })
      : t('categories.addTitle')
  const submit = () => {
    const input = parse()
    if (!input) return
    const done = () => {
      notifySuccess(category ? t('saved') : t('categories.created', { name: categoryName(input, language) }))
      onClose()
    }
    if (category) edit.mutate({ id: category.id, input }, { onSuccess: done })
    else create.mutate({ ...input, parentId: parent?.id ?? null }, { onSuccess: done })
  }
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Stack gap="md">
          <TextInput label={t('categories.fields.code')} description={t('categories.codeHint')} required maxLength={20} data-autofocus {...field('code')} />
          <TextInput label={t('categories.fields.nameEn')} required maxLength={120} lang="en" {...field('nameEn')} />
          <TextInput label={t('categories.fields.nameEs')} required maxLength={120} lang="es" {...field('nameEs')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || edit.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

/** Moves a category under another parent (never itself or one of its descendants) and/or to another place. */
export function MoveCategoryModal({ tree, category, onClose }: { tree: readonly TAdminCategoryNode[]; category: TAdminCategoryNode; onClose: () => void }) {
  const { t } = useTranslation('referenceData')
  const language = useLanguage()
  const place = usePlaceCategory()
  const [parentId, setParentId] = useState<string>(category.parentId === null ? 'root' : String(category.parentId))
  const all = useMemo(() => flatten(tree), [tree])
  const excluded = useMemo(() => new Set(flatten([category]).map((e) => e.node.id)), [category])
  const parentOptions = [
    { value: 'root', label: t('categories.topLevel') },
    ...all
      .filter(({ node }) => !excluded.has(node.id) && (node.retiredAt === null || category.retiredAt !== null))
      .map(({ node, depth }) => ({ value: String(node.id), label: `${'— '.repeat(depth)}${categoryName(node, language)} (${node.code})` })),
  ]
  const parent = parentId === 'root' ? null : (all.find((e) => e.node.id === Number(parentId))?.node ?? null)
  const siblings = (parent ? parent.children : tree).filter((c) => c.id !== category.id)
  const currentIndex = (parent ? parent.children : tree).findIndex((c) => c.id === category.id)
  const [index, setIndex] = useState<string>(String(currentIndex >= 0 ? currentIndex : siblings.length))
  const positionOptions = [
    { value: '0', label: t('categories.first') },
    ...siblings.map((s, i) => ({ value: String(i + 1), label: t('categories.after', { name: categoryName(s, language) }) })),
  ]
  const submit = () =>
    place.mutate(
      { id: category.id, position: { parentId: parent?.id ?? null, index: Number(index) } },
      {
        onSuccess: () => {
          notifySuccess(t('categories.moved', { name: categoryName(category, language) }))
          onClose()
        },
      },
    )
  return (
    <Modal opened onClose={onClose} title={t('categories.moveTitle', { name: categoryName(category, language) })} centered>
      <Stack gap="md">
        <Select
          label={t('categories.fields.parent')}
          data={parentOptions}
          value={parentId}
          onChange={(value) => {
            if (!value) return
            setParentId(value)
            const next = value === 'root' ? tree : (all.find((e) => e.node.id === Number(value))?.node.children ?? [])
            setIndex(String(next.filter((c) => c.id !== category.id).length))
          }}
          searchable
          allowDeselect={false}
          data-autofocus
        />
        <Select label={t('categories.fields.position')} data={positionOptions} value={index} onChange={(value) => value && setIndex(value)} allowDeselect={false} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={place.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
