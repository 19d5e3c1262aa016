import { Avatar, Badge, Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core'
import type { ReactNode } from 'react'
import { matchFitOf, type Language, type TCompanyOption } from '@nexo/shared'
import { useLanguage } from '../lib/directory/use-language'
import { bilingualName, formatLocation, sectorLabel } from '../lib/directory/reference-labels'
import { useTranslation } from '../lib/i18n-react'

/** Two or three capitals of a company's name, for a company without a logo ("Estampados del Norte" → "EN"). */
function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w))
  return (words.length > 0 ? words : name.split(/\s+/))
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('')
}

/** "Saltillo, Coahuila · Metalworking · Metal stamping": what tells two companies of one name apart. */
export function companyFacts(company: TCompanyOption, language: Language): string {
  return [formatLocation(company, language), sectorLabel(company.sector, language), company.category ? bilingualName(company.category, language) : null].filter(Boolean).join(' · ')
}

/**
 * A company's logo (or initials), name and facts: a picker's option, a list's row. `badge` goes under the facts (it
 * never narrows the name on a phone), `aside` on the right (a row's action).
 */
export function CompanyLine({ company, badge, aside }: { company: TCompanyOption; badge?: ReactNode; aside?: ReactNode }) {
  const language = useLanguage()
  return (
    <Group gap="sm" wrap="nowrap" align="center" style={{ minWidth: 0 }}>
      <Avatar src={company.logoUrl} alt="" size={36} radius="sm" color="blue">
        {initialsOf(company.tradeName)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'break-word' }}>
          {company.tradeName}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'break-word' }}>
          {companyFacts(company, language)}
        </Text>
        {badge ? <div style={{ marginTop: 2 }}>{badge}</div> : null}
      </Stack>
      {aside}
    </Group>
  )
}

export interface CompanyPickerOption {
  company: TCompanyOption
  /** Its match score for what the picker is for; null when it is not a match. */
  matchScore: number | null
  /** Already chosen (invited): shown, not offered again. */
  isTaken?: boolean
}

interface CompanyPickerProps {
  label: string
  placeholder: string
  description?: string
  search: string
  onSearchChange: (value: string) => void
  /** Matched ones first (the server's order); they are grouped under their own heading. */
  options: CompanyPickerOption[]
  isLoading: boolean
  /** Shown when no option is offered. */
  emptyMessage: string
  onPick: (companyId: string) => void
}

/**
 * The one way to pick a company (issue 27 §2): every option shows logo, name, city, state, sector and category,
 * and its match score; matched companies come first under their own heading, and the list opens on focus, so a
 * buyer can pick a match without typing. Keyboard: arrows move, Enter picks, Escape closes (Mantine Combobox).
 */
export function CompanyPicker({ label, placeholder, description, search, onSearchChange, options, isLoading, emptyMessage, onPick }: CompanyPickerProps) {
  const { t } = useTranslation('matches')
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() })
  // Within each group, the ones still to pick first (the taken stay visible, marked, at the end).
  const byTaken = (list: CompanyPickerOption[]) => [...list.filter((o) => !o.isTaken), ...list.filter((o) => o.isTaken)]
  const matched = byTaken(options.filter((o) => o.matchScore !== null))
  const others = byTaken(options.filter((o) => o.matchScore === null))
  const render = (o: CompanyPickerOption) => (
    <Combobox.Option key={o.company.id} value={o.company.id} disabled={o.isTaken}>
      <CompanyLine
        company={o.company}
        badge={
          o.isTaken ? (
            <Badge size="sm" variant="light" color="grape">
              {t('invited')}
            </Badge>
          ) : o.matchScore !== null ? (
            <Badge size="sm" variant="light" color={matchFitOf(o.matchScore) === 'strong' ? 'teal' : matchFitOf(o.matchScore) === 'good' ? 'blue' : 'gray'}>
              {t('picker.score', { score: o.matchScore })}
            </Badge>
          ) : null
        }
      />
    </Combobox.Option>
  )
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(companyId) => {
        onPick(companyId)
        combobox.closeDropdown()
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          description={description}
          placeholder={placeholder}
          value={search}
          onChange={(event) => {
            onSearchChange(event.currentTarget.value)
            combobox.openDropdown()
            combobox.updateSelectedOptionIndex()
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={isLoading ? <Loader size={16} /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          maw={560}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={380} style={{ overflowY: 'auto' }}>
          {options.length === 0 ? <Combobox.Empty>{isLoading ? t('picker.loading') : emptyMessage}</Combobox.Empty> : null}
          {matched.length > 0 ? <Combobox.Group label={t('picker.matched')}>{matched.map(render)}</Combobox.Group> : null}
          {others.length > 0 ? <Combobox.Group label={matched.length > 0 ? t('picker.others') : undefined}>{others.map(render)}</Combobox.Group> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  )
}
