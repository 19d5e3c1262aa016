import { type Ref, useEffect, useImperativeHandle, useRef } from 'react'
import type { CaptchaWidgetHandle, CaptchaWidgetProps } from './captcha-types'

interface Grecaptcha {
  render: (container: HTMLElement, options: Record<string, unknown>) => number
  reset: (widgetId?: number) => void
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
    nexoRecaptchaLoaded?: () => void
  }
}

let loading: Promise<Grecaptcha> | null = null

/** Loads Google's script once, on demand (only when the server is configured for reCAPTCHA). */
function loadRecaptcha(language: string): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha)
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.nexoRecaptchaLoaded = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA missing')))
    const script = document.createElement('script')
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&onload=nexoRecaptchaLoaded&hl=${encodeURIComponent(language)}`
    script.async = true
    script.onerror = () => {
      loading = null
      reject(new Error('reCAPTCHA could not be loaded'))
    }
    document.head.appendChild(script)
  })
  return loading
}

/** Google reCAPTCHA v2 checkbox: basic support for deployments configured with CAPTCHA_PROVIDER=recaptcha. */
export default function RecaptchaWidget({
  onChange,
  language,
  siteKey,
  ref,
}: CaptchaWidgetProps & { siteKey: string; ref?: Ref<CaptchaWidgetHandle> }) {
  const containerRef = useRef<HTMLDivElement>(null)
  const widgetId = useRef<number | null>(null)
  const onChangeRef = useRef(onChange)

  useEffect(() => {
    onChangeRef.current = onChange
  }, [onChange])

  useImperativeHandle(ref, () => ({
    reset: () => {
      if (widgetId.current !== null) window.grecaptcha?.reset(widgetId.current)
      onChangeRef.current(null)
    },
  }))

  useEffect(() => {
    let cancelled = false
    void loadRecaptcha(language)
      .then((grecaptcha) => {
        const container = containerRef.current
        if (cancelled || !container || widgetId.current !== null) return
        widgetId.current = grecaptcha.render(container, {
          sitekey: siteKey,
          callback: (token: string) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(null),
          'error-callback': () => onChangeRef.current(null),
        })
      })
      .catch(() => onChangeRef.current(null))
    return () => {
      cancelled = true
    }
  }, [language, siteKey])

  return <div ref={containerRef} />
}
