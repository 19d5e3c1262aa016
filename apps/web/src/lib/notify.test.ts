import { describe, expect, it, vi } from 'vitest'

const show = vi.fn((options: { id?: string }) => options.id ?? 'toast')
vi.mock('@mantine/notifications', () => ({ notifications: { show } }))

const { i18n, i18nReady } = await import('./i18n')
const { notifyErrorCode } = await import('./notify')

describe('notifyErrorCode', () => {
  it("shows the code's text even where the first visit did not load the codes' texts (home)", async () => {
    await i18nReady
    expect(i18n.exists('errors:codes.ROUTE_NOT_FOUND')).toBe(false)
    expect(notifyErrorCode('ROUTE_NOT_FOUND')).toBe('error-ROUTE_NOT_FOUND')
    await vi.waitFor(() => expect(show).toHaveBeenCalledOnce())
    expect(show.mock.calls[0]?.[0]).toMatchObject({ id: 'error-ROUTE_NOT_FOUND', message: 'This service address does not exist.', role: 'alert' })
  })
})
