import type { Language, TPrequalificationForm } from '@nexo/shared'
import { renderMail } from '../../platform/mail'
import { mailText, mailTexts } from '../../platform/mail-texts'

/** The form's fields in the order the mails list them. */
const FORM_FIELDS = ['name', 'lastName', 'email', 'phone', 'company', 'address', 'country', 'state', 'city', 'suburb', 'street', 'zip'] as const satisfies readonly (keyof TPrequalificationForm)[]

function formLines(language: Language, form: TPrequalificationForm): string[] {
  return FORM_FIELDS.map((key) => `${mailText(language, `goldRequest.field.${key}`)}: ${form[key]}`)
}

/** To the company: its Gold request was received, with what it sent. */
export function renderGoldRequestCompanyMail(language: Language, d: { firstName: string; companyName: string; form: TPrequalificationForm }) {
  const t = mailTexts(language)
  return renderMail({
    subject: t('goldRequestCompany.subject'),
    greeting: t('greeting', { firstName: d.firstName }),
    paragraphs: [t('goldRequestCompany.received', { companyName: d.companyName }), t('goldRequestCompany.formFollows'), ...formLines(language, d.form)],
  })
}

/** To the platform admins: a new Gold request with the whole pre-qualification form. */
export function renderGoldRequestAdminMail(language: Language, d: { companyName: string; form: TPrequalificationForm; url: string }) {
  const t = mailTexts(language)
  return renderMail({
    subject: t('goldRequestAdmin.subject', { companyName: d.companyName }),
    greeting: t('greetingNoName'),
    paragraphs: [t('goldRequestAdmin.formFollows', { companyName: d.companyName }), ...formLines(language, d.form)],
    action: { label: t('goldRequestAdmin.action'), url: d.url },
  })
}
