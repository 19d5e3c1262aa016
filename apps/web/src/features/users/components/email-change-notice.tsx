import { useEffect, useRef } from 'react'
import { Alert, Button } from '@mantine/core'
import { IconMailForward } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { useSearchParams } from 'react-router'
import type { TMyProfile } from '@nexo/shared'
import { notify } from '../../../lib/notify'
import { useSession } from '../../../lib/session'
import { useCancelEmailChange } from '../api/cancel-email-change'
import { getMe } from '../api/get-me'

/** A new e-mail waiting for its confirmation link, with a way to drop the change. */
export function EmailChangeNotice({ profile }: { profile: TMyProfile }) {
  const { t } = useTranslation('users')
  const cancel = useCancelEmailChange()
  if (!profile.pendingEmail) return null
  return (
    <Alert color="blue" variant="light" icon={<IconMailForward size={20} aria-hidden />} title={t('profile.emailChange.pendingTitle')}>
      {t('profile.emailChange.pendingBody', { email: profile.pendingEmail, current: profile.email })}
      <div>
        <Button
          mt="sm"
          size="xs"
          variant="light"
          loading={cancel.isPending}
          onClick={() => cancel.mutate(undefined, { onSuccess: () => notify('info', { message: t('profile.emailChange.cancelled') }) })}
        >
          {t('profile.emailChange.cancel')}
        </Button>
      </div>
    </Alert>
  )
}

const RESULTS = {
  confirmed: 'success',
  expired: 'warning',
  invalid: 'warning',
  taken: 'error',
} as const

/**
 * The confirmation link lands on /profile?emailChange=…: say how it went once, then drop the parameter so a reload
 * does not repeat it. After a confirmation the header's profile is refreshed (it shows the e-mail).
 */
export function useEmailChangeResult() {
  const { t } = useTranslation('users')
  const [params, setParams] = useSearchParams()
  const session = useSession()
  const result = params.get('emailChange')
  // Effects may run twice for one render (React's strict mode): say it once.
  const announced = useRef<string | null>(null)
  useEffect(() => {
    if (!result || announced.current === result) return
    announced.current = result
    if (result in RESULTS) notify(RESULTS[result as keyof typeof RESULTS], { message: t(`profile.emailChange.${result as keyof typeof RESULTS}`) })
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('emailChange')
        return next
      },
      { replace: true },
    )
    if (result === 'confirmed') void getMe().then(session.updateProfile, () => undefined)
  }, [result, setParams, session.updateProfile, t])
}
