import { useState } from 'react'
import { Button } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import type { TFileRef } from '@nexo/shared'
import { downloadFile } from '../../lib/directory/files'
import { notifyError } from '../../lib/notify'

/** Downloads a stored file with the session's token (profile documents are not public). */
export function FileButton({ file, label }: { file: TFileRef; label: string }) {
  const [isLoading, setLoading] = useState(false)
  const onClick = async () => {
    setLoading(true)
    try {
      await downloadFile(file.url, file.originalName)
    } catch (error) {
      notifyError(error)
    } finally {
      setLoading(false)
    }
  }
  return (
    <Button variant="light" size="compact-sm" leftSection={<IconDownload size={14} aria-hidden />} loading={isLoading} onClick={() => void onClick()}>
      {label}
    </Button>
  )
}
