import { useTranslation } from '../../../lib/i18n-react'
import { useNavigate } from 'react-router'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { notifySuccess } from '../../../lib/notify'
import { useSaveRequirement } from '../api/requirements-api'
import { RequirementForm } from '../components/requirement-form'

/** /profile-requirements/create */
export function ProfileRequirementCreatePage() {
  const { t } = useTranslation('deals')
  const navigate = useNavigate()
  const save = useSaveRequirement()
  return (
    <Page title={t('form.createTitle')} description={t('form.createLead')} size="md">
      <RequirementForm
        submitLabel={t('form.publish')}
        submitting={save.isPending}
        onSubmit={async (body) => {
          const { id } = await save.mutateAsync({ body })
          notifySuccess(t('form.published'))
          void navigate(paths.profileRequirementsView(id))
        }}
      />
    </Page>
  )
}
