/** Mantine's Tooltip as a module of its own, for React.lazy (hint-tooltip.tsx): floating-ui comes with it. */
export { Tooltip as default } from '@mantine/core'
