import { useState } from 'react'
import { TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'

/** A search box that reports what was typed once the user pauses. */
export function SearchInput({ label, placeholder, value, onSearch }: { label: string; placeholder?: string; value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value)
  const report = useDebouncedCallback((q: string) => onSearch(q.trim()), 350)
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value)
        report(event.currentTarget.value)
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      style={{ flex: '1 1 260px' }}
    />
  )
}
