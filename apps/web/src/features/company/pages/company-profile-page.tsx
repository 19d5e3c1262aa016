import type { ReactNode } from 'react'
import { Accordion, Alert, Box, Button, Group, Indicator, Paper, Skeleton, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconLock } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { useSearchParams } from 'react-router'
import type { TCompanyProfileResponse } from '@nexo/shared'
import { Page } from '../../../components/page'
import { errorCodeOf } from '../../../lib/api-error'
import { errorMessageKey } from '../../../lib/error-messages'
import { useSession } from '../../../lib/session'
import { COMPANY_ADMIN_PRIVATE_LEVEL } from '../../../lib/session-store'
import { useCompanyProfile } from '../api/get-company-profile'
import { ProfileProgress } from '../components/profile-progress'
import { Sat69bOwnNotice } from '../components/sat69b-own-notice'
import { AddressSection } from '../components/sections/address-section'
import { AwardsSection } from '../components/sections/awards-section'
import { CapabilitiesSection } from '../components/sections/capabilities-section'
import { DetailsSection } from '../components/sections/details-section'
import { GeneralSection } from '../components/sections/general-section'
import { InformationSection } from '../components/sections/information-section'
import { ProcessesSection } from '../components/sections/processes-section'
import { SocialMediaSection } from '../components/sections/social-media-section'
import { StatisticsSection } from '../components/sections/statistics-section'
import { ValidatedSupplierSection } from '../components/sections/validated-supplier-section'
import { WorkingHoursSection } from '../components/sections/working-hours-section'
import { EDITOR_SECTIONS, type EditorSection, incompleteSections, isEditorSection } from '../utils/progress'

function sectionContent(section: EditorSection, profile: TCompanyProfileResponse, readOnly: boolean): ReactNode {
  const props = { profile, readOnly }
  switch (section) {
    case 'information':
      return <InformationSection {...props} />
    case 'address':
      return <AddressSection {...props} />
    case 'details':
      return <DetailsSection {...props} />
    case 'working-hours':
      return <WorkingHoursSection {...props} />
    case 'general':
      return <GeneralSection {...props} />
    case 'processes':
      return <ProcessesSection {...props} />
    case 'capabilities':
      return <CapabilitiesSection {...props} />
    case 'social-media':
      return <SocialMediaSection {...props} />
    case 'statistics':
      return <StatisticsSection {...props} />
    case 'awards':
      return <AwardsSection {...props} />
    case 'validated-supplier':
      return <ValidatedSupplierSection profile={profile} />
  }
}

function SectionLabel({ section, incomplete }: { section: EditorSection; incomplete: boolean }) {
  const { t } = useTranslation('company')
  return (
    <Group gap={8} wrap="nowrap">
      <Indicator disabled={!incomplete} color="orange" size={8} position="middle-end" offset={-10} inline>
        <Text component="span" size="sm" fw={500}>
          {t(`sections.${section}`)}
        </Text>
      </Indicator>
      {incomplete ? <VisuallyHidden>{t('incomplete')}</VisuallyHidden> : null}
    </Group>
  )
}

function Editor({ profile, readOnly }: { profile: TCompanyProfileResponse; readOnly: boolean }) {
  const { t } = useTranslation('company')
  const [params, setParams] = useSearchParams()
  const wanted = params.get('section')
  const active: EditorSection = isEditorSection(wanted) ? wanted : 'information'
  const isDesktop = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false })
  const incomplete = incompleteSections(profile.progress)
  const open = (section: EditorSection | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (section) next.set('section', section)
        else next.delete('section')
        return next
      },
      { replace: true, preventScrollReset: true },
    )

  const header = (section: EditorSection) => (
    <Stack gap={2} mb="md">
      <Title order={2} size="h3">
        {t(`sections.${section}`)}
      </Title>
      <Text size="sm" c="dimmed">
        {t(`descriptions.${section}`)}
      </Text>
    </Stack>
  )

  return (
    <Stack gap="lg">
      <Sat69bOwnNotice />
      <ProfileProgress progress={profile.progress} onOpen={open} />
      {isDesktop ? (
        <Paper withBorder radius="lg" p="md">
          <Tabs value={active} onChange={(value) => open(isEditorSection(value) ? value : null)} orientation="vertical" variant="pills" radius="md" keepMounted>
            <Tabs.List w={240} pr="md" style={{ borderRight: '1px solid var(--mantine-color-gray-2)' }}>
              {EDITOR_SECTIONS.map((section) => (
                <Tabs.Tab key={section} value={section}>
                  <SectionLabel section={section} incomplete={section !== 'validated-supplier' && incomplete.has(section)} />
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {EDITOR_SECTIONS.map((section) => (
              <Tabs.Panel key={section} value={section} pl="lg" style={{ minWidth: 0 }}>
                {header(section)}
                {sectionContent(section, profile, readOnly)}
              </Tabs.Panel>
            ))}
          </Tabs>
        </Paper>
      ) : (
        <Accordion value={wanted && isEditorSection(wanted) ? wanted : null} onChange={(value) => open(isEditorSection(value) ? value : null)} variant="separated" radius="lg">
          {EDITOR_SECTIONS.map((section) => (
            <Accordion.Item key={section} value={section}>
              <Accordion.Control>
                <SectionLabel section={section} incomplete={section !== 'validated-supplier' && incomplete.has(section)} />
              </Accordion.Control>
              <Accordion.Panel>
                <Box>
                  <Text size="sm" c="dimmed" mb="md">
                    {t(`descriptions.${section}`)}
                  </Text>
                  {sectionContent(section, profile, readOnly)}
                </Box>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  )
}

/** /company-profile: every section of spec §2, each saved on its own; restricted users read only. */
export function CompanyProfilePage() {
  const { t } = useTranslation('pages')
  const { t: tCompany } = useTranslation('company')
  const { t: tCommon } = useTranslation()
  const { t: tErrors } = useTranslation('errors')
  const { profile: user } = useSession()
  const readOnly = user?.private_level !== COMPANY_ADMIN_PRIVATE_LEVEL
  const profile = useCompanyProfile()

  let body
  if (profile.isPending) {
    body = (
      <Stack>
        <Skeleton height={130} radius="lg" />
        <Skeleton height={520} radius="lg" />
      </Stack>
    )
  } else if (profile.isError) {
    const code = errorCodeOf(profile.error)
    body = (
      <Alert color={code === 'FORBIDDEN' ? 'orange' : 'red'} variant="light" title={code === 'FORBIDDEN' ? tCompany('noCompany') : tCompany('loadFailed')}>
        {tErrors(errorMessageKey(code))}
        {code === 'FORBIDDEN' ? null : (
          <Button mt="sm" size="xs" variant="light" display="block" onClick={() => void profile.refetch()}>
            {tCommon('actions.tryAgain')}
          </Button>
        )}
      </Alert>
    )
  } else {
    body = (
      <Stack gap="lg">
        {readOnly ? (
          <Alert color="orange" variant="light" icon={<IconLock aria-hidden />} title={tCompany('readOnly.title')}>
            {tCompany('readOnly.body')}
          </Alert>
        ) : null}
        <Editor profile={profile.data} readOnly={readOnly} />
      </Stack>
    )
  }

  return (
    <Page title={t('companyProfile.title')} description={tCompany('lead')} size="xl">
      {body}
    </Page>
  )
}
