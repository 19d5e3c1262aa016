import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import globals from 'globals'

/*
 * Structure rules (docs/decisions/013-structure-rules.md), checked on resolved file paths by
 * import-x/no-restricted-paths, so a relative path, a re-export or a dynamic import cannot slip past them.
 */
const root = path.dirname(fileURLToPath(import.meta.url))
const abs = (p) => path.join(root, p)
const subdirs = (dir) => {
  try {
    return readdirSync(abs(dir), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  } catch {
    return []
  }
}

const SERVER_MODULES = 'apps/server/src/modules'
const WEB_FEATURES = 'apps/web/src/features'
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/*.test-support.ts']

/*
 * A server module reaches another module only through that module's service: its repo (tables), policy,
 * routes, mails and helpers are private. Tests may also use another module's `*.test-support.ts` fixtures.
 * (Another module's policy is private too: access rules are declared per route, see platform/policy.ts.)
 */
const serverModuleZones = subdirs(SERVER_MODULES).flatMap((mod) => {
  const zone = (except, testsOnly) => ({
    target: testsOnly
      ? TEST_FILES.map((glob) => abs(`${SERVER_MODULES}/${mod}/${glob}`))
      : abs(`${SERVER_MODULES}/${mod}/**/!(*.test|*.test-support).ts`),
    from: abs(`${SERVER_MODULES}/!(${mod})/**`),
    except: except.map((glob) => abs(`${SERVER_MODULES}/*/${glob}`)),
    message: `modules/${mod} may use another module only through its *.service.ts${testsOnly ? ' (tests: also *.test-support.ts)' : ''}.`,
  })
  return [zone(['*.service.ts'], false), zone(['*.service.ts', '*.test-support.ts'], true)]
})

/* bulletproof-react: web features never import each other; shared code goes to components/ or lib/. */
const webFeatureZones = subdirs(WEB_FEATURES).map((feature) => ({
  target: abs(`${WEB_FEATURES}/${feature}`),
  from: abs(`${WEB_FEATURES}/!(${feature})/**`),
  message: `features/${feature} must not import another feature; move the shared piece to src/components or src/lib.`,
}))

const layerZones = [
  {
    target: abs('packages/shared'),
    from: abs('apps'),
    message: 'packages/shared is used by every app and imports nothing from apps/.',
  },
  {
    target: [abs('apps/web/src/lib'), abs('apps/web/src/components')],
    from: abs(WEB_FEATURES),
    message: 'lib/ and components/ are shared by the features and import none of them.',
  },
  {
    target: abs('apps/server/src/db'),
    from: [abs(SERVER_MODULES), abs('apps/server/src/platform')],
    message: 'db/ (schema, migrations, seed) sits below the modules and the platform and imports neither.',
  },
  {
    // Its tests may drive whole features (attack replays through the API), so only the code is held to it.
    target: abs('apps/server/src/platform/**/!(*.test).ts'),
    from: abs(SERVER_MODULES),
    message: 'platform/ serves the modules and imports none of them.',
  },
  {
    target: abs('apps/web/src'),
    from: abs('apps/server'),
    message: 'The web app shares code with the server only through packages/shared.',
  },
  {
    target: abs('apps/server/src'),
    from: abs('apps/web'),
    message: 'The server shares code with the web app only through packages/shared.',
  },
]

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/.artifacts/**', 'apps/server/src/db/migrations/**', 'bench/.results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Extensionless .ts imports and the @nexo/shared workspace package (exports → src/index.ts) both resolve
      // with the built-in resolver; no TypeScript resolver is needed (no tsconfig path aliases are used).
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...serverModuleZones, ...webFeatureZones] }],
      // Type-only imports create no runtime cycle; modules calling each other's services at run time must not loop.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
)
