import { Select, type SelectProps } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from '../lib/i18n-react'
import { COMPANY_TIME_ZONES } from '@nexo/shared'
import { useLanguage } from '../lib/directory/use-language'
import { zoneCountry, zoneLabel } from '../lib/time-zones'

/** The company zones grouped by country, labelled "Tijuana (UTC−8)"; `extra` adds a zone outside the list (the browser's). */
export function TimeZoneSelect({ extra, ...props }: Omit<SelectProps, 'data'> & { extra?: string | null }) {
  const { t } = useTranslation('appointments')
  const language = useLanguage()
  const data = useMemo(() => {
    const zones: string[] = [...COMPANY_TIME_ZONES]
    if (extra && !zones.includes(extra)) zones.push(extra)
    const groups = new Map<string, { value: string; label: string }[]>()
    for (const zone of zones) {
      const group = t(`zoneGroups.${zoneCountry(zone)}`)
      groups.set(group, [...(groups.get(group) ?? []), { value: zone, label: zoneLabel(zone, language) }])
    }
    return [...groups].map(([group, items]) => ({ group, items }))
  }, [extra, language, t])
  return <Select data={data} searchable allowDeselect={false} comboboxProps={{ withinPortal: true }} {...props} />
}
