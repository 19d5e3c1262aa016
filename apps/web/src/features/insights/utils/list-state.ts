/**
 * What the blog list shows for an answer: its posts; "past the end" for a page number beyond the last (e.g. /insighs/2
 * when the 12 posts fit on page 1: saying "no posts have been published" there is false, issue 27 §19); or one of the
 * two empty states.
 */
export type InsightListState = { kind: 'posts' } | { kind: 'pastEnd'; lastPage: number } | { kind: 'empty' } | { kind: 'emptyAll' }

export function insightListState(answer: { items: readonly unknown[]; total: number; limit: number }, isFiltered: boolean): InsightListState {
  if (answer.items.length > 0) return { kind: 'posts' }
  if (answer.total > 0) return { kind: 'pastEnd', lastPage: Math.max(1, Math.ceil(answer.total / answer.limit)) }
  return { kind: isFiltered ? 'empty' : 'emptyAll' }
}
