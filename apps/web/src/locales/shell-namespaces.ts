import type { Namespace } from './resources'

/**
 * The namespaces the app shell and the home page need: loaded before the first render, one small chunk per language.
 * Every other namespace is loaded with the first other page (routes.tsx awaits loadAllTexts()). vite.config.ts
 * groups the files by this list, so the build and lib/i18n.ts cannot disagree.
 */
export const SHELL_NAMESPACES = ['common', 'nav', 'errors', 'home', 'meta'] as const satisfies readonly Namespace[]
