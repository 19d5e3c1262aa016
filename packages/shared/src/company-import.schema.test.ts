import { describe, expect, it } from 'vitest'
import { parseCertifications, parseWorkingHours } from './company-import.schema'

const openDays = (week: ReturnType<typeof parseWorkingHours>) => ('error' in week ? week : week.filter((d) => d.isOpen).map((d) => `${d.day} ${d.opensAt}-${d.closesAt}`))

describe('parseWorkingHours', () => {
  it('reads ranges, lists and single days in English or Spanish, accents and case aside; days not named are closed', () => {
    expect(openDays(parseWorkingHours('Lun-Vie 9:00-18:00; SÁB 09:00-14:00'))).toEqual(['mon 09:00-18:00', 'tue 09:00-18:00', 'wed 09:00-18:00', 'thu 09:00-18:00', 'fri 09:00-18:00', 'sat 09:00-14:00'])
    expect(openDays(parseWorkingHours('monday,wed,viernes 10:00 - 16:30'))).toEqual(['mon 10:00-16:30', 'wed 10:00-16:30', 'fri 10:00-16:30'])
    const week = parseWorkingHours('sun 09:00-12:00')
    expect('error' in week ? week : week.map((d) => d.day)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])
    expect(parseWorkingHours('  ')).toEqual([])
  })

  it('answers the validation key of the first problem', () => {
    expect(parseWorkingHours('de lunes a viernes')).toEqual({ error: 'importWorkingHoursFormat' })
    expect(parseWorkingHours('vie-lun 09:00-18:00')).toEqual({ error: 'importWorkingHoursFormat' })
    expect(parseWorkingHours('mon-tue-wed 09:00-18:00')).toEqual({ error: 'importWorkingHoursFormat' })
    expect(parseWorkingHours('mon 09:00-18:00; mon 10:00-11:00')).toEqual({ error: 'duplicate' })
    expect(parseWorkingHours('mon 08:30-18:00')).toEqual({ error: 'timeTooEarly' })
    expect(parseWorkingHours('mon 18:00-10:00')).toEqual({ error: 'closingBeforeOpening' })
    expect(parseWorkingHours('mon 09:00-25:00')).toEqual({ error: 'time' })
  })
})

describe('parseCertifications', () => {
  it('reads slug, optional date and optional specialization', () => {
    expect(parseCertifications('IATF-16949 | 2027-06-30 | Estampado; iso-9001; iso-14001 | | Pintura')).toEqual([
      { slug: 'iatf-16949', validUntil: '2027-06-30', specialization: 'Estampado' },
      { slug: 'iso-9001', validUntil: null, specialization: null },
      { slug: 'iso-14001', validUntil: null, specialization: 'Pintura' },
    ])
  })
  it('refuses a bad date, extra parts and repeats', () => {
    expect(parseCertifications('iso-9001 | 31/12/2027')).toEqual({ error: 'date' })
    expect(parseCertifications('iso-9001 | 2027-02-29')).toEqual({ error: 'date' })
    expect(parseCertifications('iso-9001 | 2027-01-01 | a | b')).toEqual({ error: 'importCertificationFormat' })
    expect(parseCertifications('iso-9001; ISO-9001 | 2027-01-01')).toEqual({ error: 'duplicate' })
  })
})
