import type { Language } from '@nexo/shared'
import { renderMail } from '../../platform/mail'
import { mailTexts } from '../../platform/mail-texts'

export interface ReviewMailData {
  firstName: string
  companyName: string
  signInUrl: string
}

/** To each company admin once the platform admin approves the company. */
export function renderCompanyApprovedMail(language: Language, d: ReviewMailData) {
  const t = mailTexts(language)
  return renderMail({
    subject: t('companyApproved.subject', { companyName: d.companyName }),
    greeting: t('greeting', { firstName: d.firstName }),
    paragraphs: [t('companyApproved.approved', { companyName: d.companyName }), t('companyApproved.signIn')],
    action: { label: t('companyApproved.action'), url: d.signInUrl },
  })
}

/** To each company admin when the platform admin rejects the company, with the reason given. */
export function renderCompanyRejectedMail(language: Language, d: Omit<ReviewMailData, 'signInUrl'> & { reason: string }) {
  const t = mailTexts(language)
  return renderMail({
    subject: t('companyRejected.subject', { companyName: d.companyName }),
    greeting: t('greeting', { firstName: d.firstName }),
    paragraphs: [t('companyRejected.reasonFollows', { companyName: d.companyName }), d.reason, t('companyRejected.next')],
  })
}
