import type { Key, ReactNode } from 'react'
import { Card, Paper, Skeleton, Stack, Table } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { LoadError } from './load-error'
import { Pager } from './pager'

/** One page of a paged list, as the API's list endpoints answer. */
export interface ListPage {
  items: readonly unknown[]
  total: number
  limit: number
}

/** The page of a list kept in the URL (`?page=`, the route's only parameter) so a reload or a shared link keeps it; page 1 leaves it out. */
export function usePageParam(): [page: number, setPage: (page: number) => void] {
  const [params, setParams] = useSearchParams()
  const n = Number(params.get('page'))
  const page = Number.isInteger(n) && n > 0 ? n : 1
  // Keep the other parameters (a tab, filters): only the page changes.
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current)
      if (next > 1) updated.set('page', String(next))
      else updated.delete('page')
      return updated
    })
  return [page, setPage]
}

interface ListPaginationProps {
  page: number
  total: number
  limit: number
  onChange: (page: number) => void
}

/** The page links under a list, in a labelled landmark; nothing while every item fits on one page. */
export function ListPagination({ page, total, limit, onChange }: ListPaginationProps) {
  return <Pager page={page} pages={Math.max(1, Math.ceil(total / limit))} onChange={onChange} />
}

export interface QueryListProps<TData extends ListPage, TError> {
  /** The list's query, as `useQuery` returns it. */
  query: UseQueryResult<TData, TError>
  /** Translated title of the alert shown when the list can't load. */
  loadFailed: string
  /** Shown in a bordered frame when the page has no items (usually an `EmptyState`). */
  empty: ReactNode
  page: number
  onPageChange: (page: number) => void
  /** Height of the placeholder while the first page loads: about that of the list it stands for. */
  skeletonHeight?: number
  /** The list itself; only called when the page has items. */
  children: (data: TData) => ReactNode
}

/** Every paged list's states in one place: a placeholder, a failure with a retry, the empty state, else the list and its page links. */
export function QueryList<TData extends ListPage, TError>({
  query,
  loadFailed,
  empty,
  page,
  onPageChange,
  skeletonHeight = 320,
  children,
}: QueryListProps<TData, TError>) {
  if (query.isPending) return <Skeleton height={skeletonHeight} radius="lg" />
  if (query.isError) {
    return (
      <LoadError title={loadFailed} onRetry={() => void query.refetch()} />
    )
  }
  if (query.data.items.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        {empty}
      </Paper>
    )
  }
  return (
    <Stack gap="md">
      {children(query.data)}
      <ListPagination page={page} total={query.data.total} limit={query.data.limit} onChange={onPageChange} />
    </Stack>
  )
}

interface ResponsiveListProps<TItem extends { id: Key }> {
  items: readonly TItem[]
  /** Width below which the table scrolls sideways instead of squeezing its columns. */
  minWidth: number
  highlightOnHover?: boolean
  /** The table's header cells. */
  head: ReactNode
  /** One item's table cells. */
  row: (item: TItem) => ReactNode
  /** What one item's card holds. */
  card: (item: TItem) => ReactNode
}

/** A list as a table from `md` up and as cards below it, where the columns don't fit. */
export function ResponsiveList<TItem extends { id: Key }>({ items, minWidth, highlightOnHover, head, row, card }: ResponsiveListProps<TItem>) {
  return (
    <>
      <Paper withBorder radius="lg" visibleFrom="md" style={{ overflow: 'hidden' }}>
        <Table.ScrollContainer minWidth={minWidth}>
          <Table verticalSpacing="sm" highlightOnHover={highlightOnHover}>
            <Table.Thead>
              <Table.Tr>{head}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>{row(item)}</Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Stack gap="sm" hiddenFrom="md">
        {items.map((item) => (
          <Card key={item.id} withBorder radius="lg" padding="md">
            {card(item)}
          </Card>
        ))}
      </Stack>
    </>
  )
}
