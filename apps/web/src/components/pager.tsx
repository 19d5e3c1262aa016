import { Group, Pagination, useMatches } from '@mantine/core'
import { useTranslation } from '../lib/i18n-react'

interface PagerProps {
  /** Current page, 1-based; clamped to the last page. */
  page: number
  /** Number of pages; nothing is drawn for one page or none. */
  pages: number
  onChange: (page: number) => void
  /** Name of the landmark, when a page has more than one pager (e.g. a company's catalogue). */
  label?: string
  size?: 'sm' | 'md'
}

/**
 * The page links under every paged list: a labelled navigation landmark whose arrow buttons have
 * names (Mantine draws them as bare icons) and that fits one line on a 390 px phone by showing no
 * sibling pages there.
 */
export function Pager({ page, pages, onChange, label, size = 'md' }: PagerProps) {
  const { t } = useTranslation()
  const siblings = useMatches({ base: 0, sm: 1 })
  const gap = useMatches({ base: 4, sm: 8 })
  if (pages <= 1) return null
  const names = {
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    first: t('pagination.first'),
    last: t('pagination.last'),
  } as const
  return (
    <Group justify="center" component="nav" aria-label={label ?? t('pagination.label')}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={siblings}
        gap={gap}
        size={size}
        getControlProps={(control) => ({ 'aria-label': names[control] })}
      />
    </Group>
  )
}
