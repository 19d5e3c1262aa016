import { Group, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core'
import { TimeInput } from '../../../../lib/dates'
import { Controller, useFieldArray } from 'react-hook-form'
import { useTranslation } from '../../../../lib/i18n-react'
import { EARLIEST_WORKING_TIME, ZCompanyWorkingHoursRequestSchema } from '@nexo/shared'
import { TextField } from '../../../../components/form-fields'
import { TimeZoneSelect } from '../../../../components/time-zone-select'
import { useFieldError } from '../../../../lib/use-field-error'
import { sectionValues, timeFromInput, toggleWorkingDay } from '../../utils/section-values'
import { SectionForm } from '../section-form'
import { type SectionProps, useSectionForm } from '../use-section-form'

/** Working hours: each weekday open or closed, opening and closing times (09:00 or later, closing after opening). */
export function WorkingHoursSection({ profile, readOnly }: SectionProps) {
  const { t } = useTranslation('company')
  const fieldError = useFieldError()
  const form = useSectionForm(ZCompanyWorkingHoursRequestSchema, sectionValues(profile).workingHours)
  const { control } = form
  const { fields } = useFieldArray({ control, name: 'workingHours' })

  return (
    <SectionForm section="working-hours" form={form} readOnly={readOnly} valuesAfterSave={(p) => sectionValues(p).workingHours}>
      <Text size="sm" c="dimmed">
        {t('hints.workingHours', { time: EARLIEST_WORKING_TIME })}
      </Text>
      <Stack gap="xs">
        {fields.map((row, index) => (
          <Controller
            key={row.id}
            control={control}
            name={`workingHours.${index}`}
            render={({ field }) => {
              const day = field.value
              const dayName = t(`days.${day.day}`)
              const errors = form.formState.errors.workingHours?.[index]
              return (
                <Paper withBorder radius="md" p="sm">
                  <Group gap="md" align="flex-start" wrap="wrap">
                    <Stack gap={4} w={150}>
                      <Text fw={600} size="sm" id={`day-${day.day}`}>
                        {dayName}
                      </Text>
                      <Switch
                        checked={day.isOpen}
                        onChange={(event) => field.onChange(toggleWorkingDay(day, event.currentTarget.checked))}
                        label={day.isOpen ? t('open') : t('closed')}
                        aria-label={t('openOn', { day: dayName })}
                      />
                    </Stack>
                    {day.isOpen ? (
                      <SimpleGrid cols={2} style={{ flex: '1 1 260px' }}>
                        <TimeInput
                          label={t('fields.opensAt')}
                          aria-label={t('opensAtOn', { day: dayName })}
                          value={day.opensAt ?? ''}
                          onChange={(event) => field.onChange({ ...day, opensAt: timeFromInput(event.currentTarget.value) })}
                          onBlur={() => void form.trigger(`workingHours.${index}`)}
                          error={fieldError(errors?.opensAt)}
                          required
                        />
                        <TimeInput
                          label={t('fields.closesAt')}
                          aria-label={t('closesAtOn', { day: dayName })}
                          value={day.closesAt ?? ''}
                          onChange={(event) => field.onChange({ ...day, closesAt: timeFromInput(event.currentTarget.value) })}
                          onBlur={() => void form.trigger(`workingHours.${index}`)}
                          error={fieldError(errors?.closesAt)}
                          required
                        />
                      </SimpleGrid>
                    ) : (
                      <Text size="sm" c="dimmed" mt={4}>
                        {t('closedAllDay')}
                      </Text>
                    )}
                  </Group>
                </Paper>
              )
            }}
          />
        ))}
      </Stack>
      <TextField control={control} name="averageAttentionTime" label={t('fields.averageAttentionTime')} description={t('hints.averageAttentionTime')} maw={360} />
      <Controller
        control={control}
        name="timeZone"
        render={({ field }) => (
          <TimeZoneSelect
            label={t('fields.timeZone')}
            description={t('hints.timeZone')}
            value={field.value ?? null}
            onChange={(value) => value && field.onChange(value)}
            onBlur={field.onBlur}
            disabled={readOnly}
            maw={360}
          />
        )}
      />
    </SectionForm>
  )
}
