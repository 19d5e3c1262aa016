import type { TooltipProps } from '@mantine/core'
import { cloneElement, lazy, Suspense, useState, type PointerEvent, type ReactElement } from 'react'

const Tooltip = lazy(() => import('./hint-tooltip-popup'))

type PointerHandler = (event: PointerEvent<HTMLElement>) => void
type Target = ReactElement<{ onPointerEnter?: PointerHandler; onPointerLeave?: PointerHandler }>

/**
 * A hover hint (Mantine's Tooltip, which shows on mouse hover only) that mounts the Tooltip the first time a mouse
 * enters its target, open, and is the plain Tooltip from then on. A results page has one on every card's badges and
 * heart; hydrating their floating-ui hooks, transitions and portals was part of a first visit's blocking time
 * (issue 11). Until then the target renders alone, as the server rendered it; the Tooltip's code (with floating-ui)
 * loads at that first entry too, and the hint opens if the mouse is still there when it has.
 */
export function HintTooltip({ children, ...props }: Omit<TooltipProps, 'children'> & { children: Target }) {
  const [armed, setArmed] = useState(false)
  const [inside, setInside] = useState(false)
  const target = cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event)
      if (event.pointerType !== 'mouse') return
      setInside(true)
      setArmed(true)
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerLeave?.(event)
      setInside(false)
    },
  })
  if (!armed) return target
  return (
    <Suspense fallback={target}>
      {/* A hint is a phrase: it wraps rather than run off a narrow screen (a Spanish one measured 424 px). */}
      <Tooltip defaultOpened={inside} multiline maw={260} {...props}>
        {children}
      </Tooltip>
    </Suspense>
  )
}
