import { COMPANY_PROFILE_SECTIONS, type CompanyProfileSection, PROFILE_PROGRESS_WEIGHTS, type ProfileProgressPart, type TProfileProgress } from '@nexo/shared'

/** The editor's tabs: the ten saved sections of spec §2 plus the read-only validated-supplier badge. */
export const EDITOR_SECTIONS = [...COMPANY_PROFILE_SECTIONS, 'validated-supplier'] as const
export type EditorSection = (typeof EDITOR_SECTIONS)[number]

/** Where each part of the fill progress is edited. */
export const PART_SECTION: Readonly<Record<ProfileProgressPart, CompanyProfileSection>> = {
  information: 'information',
  address: 'address',
  details: 'details',
  workingHours: 'working-hours',
  general: 'general',
  processes: 'processes',
  capabilities: 'capabilities',
  certifications: 'capabilities',
  socialMedia: 'social-media',
  statistics: 'statistics',
  awards: 'awards',
}

export function isEditorSection(value: string | null): value is EditorSection {
  return value !== null && (EDITOR_SECTIONS as readonly string[]).includes(value)
}

/** The parts still missing, heaviest first, with the points each would add. */
export function incompleteParts(progress: TProfileProgress): { part: ProfileProgressPart; section: CompanyProfileSection; weight: number }[] {
  return (Object.keys(PROFILE_PROGRESS_WEIGHTS) as ProfileProgressPart[])
    .filter((part) => progress.parts[part] !== true)
    .map((part) => ({ part, section: PART_SECTION[part], weight: PROFILE_PROGRESS_WEIGHTS[part] }))
    .sort((a, b) => b.weight - a.weight)
}

/** Sections with at least one incomplete part (for a dot on their tab). */
export function incompleteSections(progress: TProfileProgress): Set<CompanyProfileSection> {
  return new Set(incompleteParts(progress).map((p) => p.section))
}
