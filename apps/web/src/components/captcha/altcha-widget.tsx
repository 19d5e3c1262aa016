import './altcha-setup'
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react'
import { buildUrl } from '../../lib/api-client'
import type { CaptchaWidgetHandle, CaptchaWidgetProps } from './captcha-types'

/** GET /api/v1/auth/captcha answers an ALTCHA challenge. */
const CHALLENGE_URL = buildUrl('/api/v1/auth/captcha')

interface StateChangeDetail {
  state?: string
  payload?: string | null
}

/** The ALTCHA proof-of-work widget; reports the payload once verified and null otherwise. */
export default function AltchaWidget({ onChange, language, ref, describedBy }: CaptchaWidgetProps & { ref?: Ref<CaptchaWidgetHandle> }) {
  const elementRef = useRef<HTMLElement & { reset?: () => void }>(null)
  const onChangeRef = useRef(onChange)

  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])

  useImperativeHandle(ref, () => ({
    reset: () => {
      elementRef.current?.reset?.()
      onChangeRef.current(null)
    },
  }))

  useEffect(() => {
    const element = elementRef.current
    if (!element) return
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null)
    }
    element.addEventListener('statechange', onStateChange)
    return () => element.removeEventListener('statechange', onStateChange)
  }, [])

  return (
    <altcha-widget
      ref={elementRef}
      challenge={CHALLENGE_URL}
      language={language === 'es' ? 'es-419' : 'en'}
      name="captcha"
      aria-describedby={describedBy}
    />
  )
}
