/**
 * Mantine's Drawer as a module of its own, for React.lazy: it brings the modal machinery (focus trap, scroll lock,
 * portal, transitions, scroll area) that no page needs before someone opens a menu.
 */
export { Drawer as default } from '@mantine/core'
