import { Avatar, type AvatarProps } from '@mantine/core'

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim()[0] ?? ''}${lastName.trim()[0] ?? ''}`.toUpperCase()
}

/** A user's picture, or their initials. Decorative: the name is always next to it. */
export function UserAvatar({ imageUrl, firstName, lastName, ...props }: { imageUrl: string | null; firstName: string; lastName: string } & AvatarProps) {
  return (
    <Avatar src={imageUrl} alt="" radius="xl" color="nexo" {...props}>
      {initialsOf(firstName, lastName)}
    </Avatar>
  )
}
