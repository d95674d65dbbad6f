// ESLint flat config for the whole repository (`npm run lint`).
// Kept fast: typescript-eslint's syntactic presets plus a handful of type-aware rules that catch real
// bugs (floating and misused promises), through the project service, instead of the full type-checked
// preset.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const root = path.dirname(fileURLToPath(import.meta.url));
const webSrc = path.join(root, 'apps/web/src');
const TS_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json'];

/** Sub-folders of a directory (empty when it does not exist yet). */
const subdirs = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];

/** `@/x` style aliases of the web app's tsconfig (if any), so the boundary rules see through them. */
function webAliases() {
  const file = path.join(root, 'apps/web/tsconfig.json');
  try {
    const text = fs.readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
    const { compilerOptions = {} } = JSON.parse(text);
    const base = path.resolve(path.dirname(file), compilerOptions.baseUrl ?? '.');
    const alias = {};
    for (const [key, targets] of Object.entries(compilerOptions.paths ?? {})) {
      alias[key.replace(/\/\*$/, '')] = targets.map((t) => path.resolve(base, t.replace(/\/\*$/, '')));
    }
    return alias;
  } catch {
    return {};
  }
}

// ---------------------------------------------------------------------------------------------------
// Import boundaries of apps/web/src (docs/architecture.md §1). Zones are generated from the folders that exist, so
// a new feature folder is covered without touching this file.
//   - features/<a>/ imports nothing from features/<b>/
//   - shared/ imports nothing from features/, admin/ or app/
//   - the storefront (features/, shared/) never imports admin/; app/ may only load it lazily, import()
// ---------------------------------------------------------------------------------------------------
const features = subdirs(path.join(webSrc, 'features'));
const featureZones = features.map((name) => ({
  target: `apps/web/src/features/${name}`,
  from: features.filter((other) => other !== name).map((other) => `apps/web/src/features/${other}`),
  message: `A feature does not import another feature (features/${name}); move shared code to shared/.`,
}));
const boundaryZones = [
  ...featureZones.filter((zone) => zone.from.length > 0),
  {
    target: 'apps/web/src/shared',
    from: ['apps/web/src/features', 'apps/web/src/admin', 'apps/web/src/app'],
    message: 'Shared code does not import features, app or admin.',
  },
  {
    target: 'apps/web/src/features',
    from: ['apps/web/src/admin'],
    message: 'The storefront never imports the back office (admin/ is lazy-loaded from app/ only).',
  },
];

// ---------------------------------------------------------------------------------------------------
// Import boundaries of apps/api/src (docs/decisions/022-api-module-boundaries.md). A module is reached only
// through its index.ts: from another module, from platform/, db/, test/ and the app's entry files alike.
// Zones are generated from the module folders that exist, so a new module is covered without touching
// this file. platform/ and db/ never import a module at all.
// ---------------------------------------------------------------------------------------------------
const apiModulesDir = 'apps/api/src/modules';
const apiModules = subdirs(path.join(root, apiModulesDir));
const apiZones = [
  ...apiModules.map((name) => ({
    target: [
      ...apiModules.filter((other) => other !== name).map((other) => `${apiModulesDir}/${other}`),
      `${apiModulesDir}/*.ts`,
      'apps/api/src/*.ts',
      'apps/api/src/platform',
      'apps/api/src/db',
      'apps/api/src/test',
    ],
    from: `${apiModulesDir}/${name}`,
    except: ['./index.ts'],
    message: `Reach modules/${name} only through its index.ts.`,
  })),
  {
    target: ['apps/api/src/platform', 'apps/api/src/db'],
    from: apiModulesDir,
    message: 'platform/ and db/ sit below the modules and import none of them.',
  },
];

/** app/ may reach admin/ only through a lazy `import()`, so no admin code lands in the storefront bundle. */
const noStaticAdminImport = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { static: 'Load admin/ lazily with import() so it stays out of the storefront bundle.' },
  },
  create(context) {
    const aliases = webAliases();
    const adminDir = path.join(webSrc, 'admin');
    const resolveSpecifier = (spec) => {
      if (spec.startsWith('.')) return path.resolve(path.dirname(context.physicalFilename), spec);
      for (const [key, targets] of Object.entries(aliases)) {
        if (spec === key || spec.startsWith(`${key}/`)) return path.join(targets[0], spec.slice(key.length));
      }
      return undefined;
    };
    const check = (node) => {
      if (!node.source || node.importKind === 'type' || node.exportKind === 'type') return;
      const target = resolveSpecifier(String(node.source.value));
      if (target && (target === adminDir || target.startsWith(`${adminDir}${path.sep}`))) {
        context.report({ node: node.source, messageId: 'static' });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

// ---------------------------------------------------------------------------------------------------
// Settings come from apps/api/src/config.ts only (docs/architecture.md §1): nothing else in apps/ or packages/
// reads process.env.
// ---------------------------------------------------------------------------------------------------
const ENV_MESSAGE = 'Read settings through apps/api/src/config.ts (the only reader of process.env).';
const noProcessEnv = {
  'no-restricted-properties': ['error', { object: 'process', property: 'env', message: ENV_MESSAGE }],
  'no-restricted-syntax': [
    'error',
    {
      selector: "ImportDeclaration[source.value=/^(node:)?process$/] ImportSpecifier[imported.name='env']",
      message: ENV_MESSAGE,
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/data/**',
      'apps/api/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/blob-report/**',
      '**/playwright/.cache/**',
      'bench/results/**',
      '**/coverage/**',
      '**/*.tsbuildinfo',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.ts'], defaultProject: 'tsconfig.base.json' },
        tsconfigRootDir: root,
      },
    },
    rules: {
      // The few type-aware rules worth their cost.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: TS_EXTENSIONS,
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['types', 'import', 'require', 'default'],
          alias: webAliases(),
        }),
      ],
    },
    rules: {
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'import-x/no-self-import': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },

  // Server-side code and tooling run on Node.
  {
    files: ['apps/api/**', 'packages/**', 'e2e/**', 'bench/**', '*.{js,ts,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },

  // The web app: browser globals, hooks rules, import boundaries.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      kehribar: { rules: { 'no-static-admin-import': noStaticAdminImport } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }] },
  },
  {
    // app/ and the entry files (main.tsx …); features/ and shared/ are covered by the zones above.
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/*.{ts,tsx}'],
    rules: { 'kehribar/no-static-admin-import': 'error' },
  },

  {
    // The storefront's code takes values from the zod-free entry only, so first-load code cannot pull zod in
    // (docs/decisions/023-typed-route-table.md); types come from either entry. The schema entry is for the
    // back office and the storefront's forms, which load lazily with their pages.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
      'apps/web/src/admin/**',
      'apps/web/src/features/auth/login-mode.ts',
      'apps/web/src/features/auth/register-page.tsx',
      'apps/web/src/features/auth/register-schema.ts',
      'apps/web/src/features/auth/reset-password-page.tsx',
      'apps/web/src/features/auth/data-request-form.tsx',
      'apps/web/src/features/checkout/checkout-form.tsx',
      'apps/web/src/features/checkout/checkout-schema.ts',
      'apps/web/src/features/checkout/payment-schema.ts',
      'apps/web/src/features/content/contact-form.tsx',
      'apps/web/src/features/profile/address-dialog.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@kehribar/contracts',
              allowTypeImports: true,
              message:
                "Import values from '@kehribar/contracts/plain' (no zod); the schema entry is for forms and admin/.",
            },
            {
              name: 'zod',
              allowTypeImports: true,
              message: 'zod belongs in forms and admin/ (lazy chunks).',
            },
          ],
        },
      ],
    },
  },

  {
    files: ['apps/api/src/**/*.ts'],
    // no-cycle follows only files with these extensions (the default is JavaScript's alone).
    settings: { 'import-x/extensions': ['.ts', '.js'] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: apiZones }],
      'import-x/no-cycle': 'error',
    },
  },

  // Playwright fixtures that need no other fixture destructure an empty object.
  { files: ['e2e/**/*.ts'], rules: { 'no-empty-pattern': 'off' } },

  // process.env: only config.ts, build tooling, tests, e2e and benchmarks.
  { files: ['apps/**', 'packages/**'], rules: noProcessEnv },
  {
    files: [
      'apps/api/src/config.ts',
      'apps/*/*.{js,mjs,ts}', // build and tool configs (build.mjs, vite.config.ts, drizzle.config.ts)
      'apps/**/test/**',
      'apps/**/*.test.{ts,tsx}',
      'packages/**/*.test.ts',
    ],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-syntax': 'off' },
  },
);
