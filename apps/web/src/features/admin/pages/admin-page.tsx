import { useState } from 'react'
import { Alert, Tabs } from '@mantine/core'
import { IconBuilding, IconClipboardList, IconFlag, IconHourglass, IconShieldLock, IconUsers } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { useSearchParams } from 'react-router'
import { Page } from '../../../components/page'
import { useSession } from '../../../lib/session'
import { AuditPanel } from '../components/audit-panel'
import { CompaniesPanel } from '../components/companies-panel'
import { CompanyDrawer } from '../components/company-drawer'
import { ModerationPanel } from '../components/moderation-panel'
import { RejectModal } from '../components/reject-modal'
import { UsersPanel } from '../components/users-panel'

const TABS = ['pending', 'companies', 'users', 'moderation', 'audit'] as const
type Tab = (typeof TABS)[number]

function tabOf(value: string | null): Tab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'pending'
}

function Console() {
  const { t } = useTranslation('admin')
  const [params, setParams] = useSearchParams()
  const tab = tabOf(params.get('tab'))
  // The open company is in the URL, so a reload or a shared link shows the same review.
  const companyId = params.get('company')
  const [rejecting, setRejecting] = useState<{ id: string; tradeName: string } | null>(null)

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key)
      else next.set(key, value)
    }
    // Opening or closing a company is a history step (Back closes the drawer); switching tabs is not.
    setParams(next, { replace: !('company' in changes) })
  }
  const openCompany = (id: string) => update({ company: id })

  return (
    <>
      <Tabs value={tab} onChange={(value) => update({ tab: value === 'pending' ? null : value })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="pending" leftSection={<IconHourglass size={16} aria-hidden />}>
            {t('tabs.pending')}
          </Tabs.Tab>
          <Tabs.Tab value="companies" leftSection={<IconBuilding size={16} aria-hidden />}>
            {t('tabs.companies')}
          </Tabs.Tab>
          <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
            {t('tabs.users')}
          </Tabs.Tab>
          <Tabs.Tab value="moderation" leftSection={<IconFlag size={16} aria-hidden />}>
            {t('tabs.moderation')}
          </Tabs.Tab>
          <Tabs.Tab value="audit" leftSection={<IconClipboardList size={16} aria-hidden />}>
            {t('tabs.audit')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pending" pt="lg">
          <CompaniesPanel fixedStatus="pending" onOpen={openCompany} />
        </Tabs.Panel>
        <Tabs.Panel value="companies" pt="lg">
          <CompaniesPanel onOpen={openCompany} />
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="lg">
          <UsersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="moderation" pt="lg">
          <ModerationPanel />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="lg">
          <AuditPanel />
        </Tabs.Panel>
      </Tabs>
      <CompanyDrawer companyId={companyId} onClose={() => update({ company: null })} onReject={setRejecting} isCovered={rejecting !== null} />
      <RejectModal company={rejecting} onClose={() => setRejecting(null)} />
    </>
  )
}

/** /admin: platform administration console. The server enforces the role; this only explains it. */
export function AdminPage() {
  const { t } = useTranslation('pages')
  const { t: tAdmin } = useTranslation('admin')
  const { userType } = useSession()
  return (
    <Page title={t('admin.title')} description={userType === 'admin' ? tAdmin('description') : undefined} size="xl">
      {userType === 'admin' ? (
        <Console />
      ) : (
        <Alert color="orange" variant="light" radius="md" icon={<IconShieldLock aria-hidden />} title={t('admin.forbiddenTitle')}>
          {t('admin.forbiddenBody')}
        </Alert>
      )}
    </Page>
  )
}
