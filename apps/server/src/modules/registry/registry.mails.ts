import type { Language } from '@nexo/shared'
import { renderMail } from '../../platform/mail'
import { mailTexts } from '../../platform/mail-texts'

/** To the claimant once the platform admin confirms the claim of a registry profile (ADR 055). */
export function renderClaimConfirmedMail(language: Language, d: { firstName: string; companyName: string; signInUrl: string }) {
  const t = mailTexts(language)
  return renderMail({
    subject: t('claimConfirmed.subject', { companyName: d.companyName }),
    greeting: t('greeting', { firstName: d.firstName }),
    paragraphs: [t('claimConfirmed.confirmed', { companyName: d.companyName }), t('claimConfirmed.signIn')],
    action: { label: t('claimConfirmed.action'), url: d.signInUrl },
  })
}

/** To the claimant when the platform admin rejects the claim, with the reason written down. */
export function renderClaimRejectedMail(language: Language, d: { firstName: string; companyName: string; reason: string }) {
  const t = mailTexts(language)
  return renderMail({
    subject: t('claimRejected.subject', { companyName: d.companyName }),
    greeting: t('greeting', { firstName: d.firstName }),
    paragraphs: [t('claimRejected.reasonFollows', { companyName: d.companyName }), d.reason, t('claimRejected.next')],
  })
}
