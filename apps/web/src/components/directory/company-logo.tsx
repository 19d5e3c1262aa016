import { Avatar, type AvatarProps } from '@mantine/core'

/** Up to two initials of a trade name ("Plásticos del Norte" → "PN"). */
export function companyInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter((w) => /^\p{L}/u.test(w) && w.length > 2)
  const picked = (words.length > 0 ? words : name.trim().split(/\s+/)).slice(0, 2)
  return picked.map((w) => w[0] ?? '').join('').toUpperCase()
}

/** A company's logo, or its initials. Decorative: the name is always next to it. */
export function CompanyLogo({ name, url, ...props }: { name: string; url: string | null } & AvatarProps) {
  return (
    <Avatar src={url} alt="" radius="md" color="nexo" variant="light" {...props}>
      {companyInitials(name)}
    </Avatar>
  )
}
