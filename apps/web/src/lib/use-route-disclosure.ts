import { useCallback, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * Open/closed state of a mobile menu that closes by itself on navigation: it is
 * open only for the path it was opened on, so no effect has to reset it.
 */
export function useRouteDisclosure() {
  const { pathname } = useLocation()
  const [openedOn, setOpenedOn] = useState<string | null>(null)
  const opened = openedOn === pathname
  const toggle = useCallback(() => setOpenedOn((current) => (current === pathname ? null : pathname)), [pathname])
  const close = useCallback(() => setOpenedOn(null), [])
  return { opened, toggle, close }
}
