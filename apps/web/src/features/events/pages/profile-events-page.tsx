import { Tabs } from '@mantine/core'
import { IconCalendarEvent, IconHistory } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ComingSoon } from '../../../components/coming-soon'
import { Page } from '../../../components/page'

/** /profile-events: tabs "events I will attend" and "past events"; the only page of event-only users. */
export function ProfileEventsPage() {
  const { t } = useTranslation('pages')
  return (
    <Page title={t('profileEvents.title')} description={t('profileEvents.description')}>
      <Tabs defaultValue="upcoming" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="upcoming" leftSection={<IconCalendarEvent size={16} aria-hidden />}>
            {t('profileEvents.upcoming')}
          </Tabs.Tab>
          <Tabs.Tab value="past" leftSection={<IconHistory size={16} aria-hidden />}>
            {t('profileEvents.past')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming" pt="lg">
          <ComingSoon description={t('profileEvents.upcomingDescription')} withSearchLink={false} headingOrder={2} />
        </Tabs.Panel>
        <Tabs.Panel value="past" pt="lg">
          <ComingSoon description={t('profileEvents.pastDescription')} withSearchLink={false} headingOrder={2} />
        </Tabs.Panel>
      </Tabs>
    </Page>
  )
}
