import { type FormEvent, useState } from 'react'
import { Button, Group, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useTranslation } from '../../lib/i18n-react'
import { SEARCH_QUERY_MAX } from '@nexo/shared'

interface SearchBoxProps {
  /** The query in the URL; remount (key) the box when it changes so back/forward updates the text. */
  initialValue: string
  onSearch: (q: string) => void
  placeholder: string
  label: string
}

/** The free-text search form (role=search). */
export function SearchBox({ initialValue, onSearch, placeholder, label }: SearchBoxProps) {
  const { t } = useTranslation()
  const [value, setValue] = useState(initialValue)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSearch(value.trim())
  }
  return (
    <form role="search" onSubmit={onSubmit}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          placeholder={placeholder}
          aria-label={label}
          type="search"
          name="q"
          size="md"
          maxLength={SEARCH_QUERY_MAX}
          leftSection={<IconSearch size={18} aria-hidden />}
          style={{ flexGrow: 1 }}
        />
        <Button type="submit" size="md" style={{ flexShrink: 0 }}>
          {t('actions.search')}
        </Button>
      </Group>
    </form>
  )
}
