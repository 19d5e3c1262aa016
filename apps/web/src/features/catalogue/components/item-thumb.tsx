import { Avatar } from '@mantine/core'
import { IconBox, IconTool } from '@tabler/icons-react'
import type { TCatalogueItem } from '@nexo/shared'

/** The item's image, or an icon of its kind. */
export function ItemThumb({ item, size = 56 }: { item: Pick<TCatalogueItem, 'image' | 'kind'>; size?: number }) {
  return (
    <Avatar src={item.image?.url ?? null} alt="" size={size} radius="md" color="nexo" variant="light">
      {item.kind === 'service' ? <IconTool size={size / 2} aria-hidden /> : <IconBox size={size / 2} aria-hidden />}
    </Avatar>
  )
}
