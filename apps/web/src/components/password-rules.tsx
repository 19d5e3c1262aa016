import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core'
import { IconCheck, IconPointFilled } from '@tabler/icons-react'
import { useTranslation } from '../lib/i18n-react'
import { PASSWORD_MIN_LENGTH } from '@nexo/shared'
import { PASSWORD_RULES, passwordRuleResults } from '../lib/password-rules'

/** The password rules with a tick beside each one the typed password already meets. */
export function PasswordRules({ value, id }: { value: string; id?: string }) {
  const { t } = useTranslation()
  const results = passwordRuleResults(value)
  return (
    <div id={id}>
      <Text size="xs" c="dimmed" mb={4}>
        {t('passwordRules.title')}
      </Text>
      <List size="xs" spacing={2} center>
        {PASSWORD_RULES.map((rule) => (
          <List.Item
            key={rule}
            icon={
              <ThemeIcon size={16} radius="xl" variant={results[rule] ? 'filled' : 'light'} color={results[rule] ? 'teal' : 'gray'} aria-hidden>
                {results[rule] ? <IconCheck size={12} /> : <IconPointFilled size={10} />}
              </ThemeIcon>
            }
            c={results[rule] ? 'teal.9' : 'dimmed'}
          >
            {t(`passwordRules.${rule}`, { min: PASSWORD_MIN_LENGTH })}
            <VisuallyHidden>{results[rule] ? t('passwordRules.met') : t('passwordRules.notMet')}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </div>
  )
}
