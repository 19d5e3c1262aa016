import { Tooltip, type TooltipProps } from '@mantine/core'
import { cloneElement, useState, type PointerEvent, type ReactElement } from 'react'

type Target = ReactElement<{ onPointerEnter?: (event: PointerEvent<HTMLElement>) => void }>

/**
 * A hover hint (Mantine's Tooltip, which shows on mouse hover only) that mounts the Tooltip the first time a mouse
 * enters its target, open, and is the plain Tooltip from then on. A results page has one on every card's badges and
 * heart; hydrating their floating-ui hooks, transitions and portals was part of a first visit's blocking time
 * (issue 11). Until then the target renders alone, as the server rendered it.
 */
export function HintTooltip({ children, ...props }: Omit<TooltipProps, 'children'> & { children: Target }) {
  const [armed, setArmed] = useState(false)
  if (armed) {
    return (
      // A hint is a phrase: it wraps rather than run off a narrow screen (a Spanish one measured 424 px).
      <Tooltip defaultOpened multiline maw={260} {...props}>
        {children}
      </Tooltip>
    )
  }
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event)
      if (event.pointerType === 'mouse') setArmed(true)
    },
  })
}
