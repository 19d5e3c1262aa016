import { Alert, Skeleton } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import { useNavigate, useParams } from 'react-router'
import { LoadError } from '../../../components/load-error'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { notifySuccess } from '../../../lib/notify'
import { useRequirementDetail, useSaveRequirement } from '../api/requirements-api'
import { RequirementForm, type RequirementFormValues } from '../components/requirement-form'

/** /profile-requirements/edit/:id: a covered requirement is final; an expired one opens again with a new end date. */
export function ProfileRequirementEditPage() {
  const { t } = useTranslation('deals')
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const detail = useRequirementDetail(id)
  const save = useSaveRequirement()
  if (detail.isPending) {
    return (
      <Page title={t('form.editTitle')} size="md">
        <Skeleton height={600} radius="lg" />
      </Page>
    )
  }
  if (detail.isError || !detail.data.isOwn) {
    return (
      <Page title={t('form.editTitle')} size="md">
        <LoadError title={t('detail.loadFailed')} onRetry={() => void detail.refetch()} />
      </Page>
    )
  }
  const r = detail.data
  if (r.status === 'covered') {
    return (
      <Page title={t('form.editTitle')} size="md">
        <Alert color="blue">{t('form.coveredIsFinal')}</Alert>
      </Page>
    )
  }
  const values: RequirementFormValues = {
    type: r.type,
    isPublic: r.isPublic,
    title: r.title,
    description: r.description,
    country: r.country as RequirementFormValues['country'],
    state: r.state,
    city: r.city,
    suburb: r.suburb ?? '',
    street: r.street ?? '',
    postalCode: r.postalCode ?? '',
    startDate: r.startDate,
    endDate: r.endDate,
    categoryId: r.category.id,
    subcategoryId: r.subcategory?.id ?? null,
    activity: r.activity,
    materials: r.materials,
    volumes: r.volumes,
    budget: r.budget,
    certificationIds: r.requiredCertifications.map((c) => c.id),
    preferredCertificationIds: r.preferredCertifications.map((c) => c.id),
    maxDistanceKm: r.maxDistanceKm,
    latitude: r.latitude,
    longitude: r.longitude,
    projectDates: r.projectDates ?? '',
    projectFileIds: r.projectFiles.map((f) => f.fileId),
    contentLanguage: r.contentLanguage === 'en' ? 'en' : 'es',
  }
  return (
    <Page title={t('form.editTitle')} description={r.title} size="md">
      {r.status === 'expired' ? <Alert color="gray">{t('form.expiredHint')}</Alert> : null}
      <RequirementForm
        initialValues={values}
        initialFiles={r.projectFiles.map((f) => ({ fileId: f.fileId, url: f.url, name: f.originalName, mimeType: f.mimeType, sizeBytes: f.sizeBytes }))}
        keptStartDate={r.startDate}
        submitLabel={t('form.save')}
        submitting={save.isPending}
        onSubmit={async (body) => {
          await save.mutateAsync({ id, body })
          notifySuccess(t('form.saved'))
          void navigate(paths.profileRequirementsView(id))
        }}
      />
    </Page>
  )
}
