import fs from 'node:fs'

import checkFile from 'eslint-plugin-check-file'

import { house } from './eslint.house-rules.mjs'

/** Folders directly below `dir`: each widget and each service is its own element. */
const folders = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

const widgets = folders('src/commerce/widgets')

/**
 * A widget's texts modules (`texts.ts`, pure pickers of messages) may be imported directly: taking
 * them through the widget's barrel would bring its client components into every server graph that
 * needs the texts (a content page reaching a template, say).
 */
const textsModules = (widget) =>
  fs
    .readdirSync(`src/commerce/widgets/${widget}`, { recursive: true })
    .filter((file) => file === 'texts.ts' || file.endsWith('/texts.ts'))
    .map((file) => `./${widget}/${file}`)
const services = folders('src/commerce/services')

/**
 * Entries of a service besides its index.ts: the payment simulator's hosted page (routes), and the
 * facades' reads for pages, server-only (Next's data cache), which an index loaded by Payload's
 * CLI cannot hold.
 */
const secondEntries = {
  payments: ['./hosted-page-http.ts'],
  catalogue: ['./pages.ts'],
  store: ['./pages.ts'],
}

/**
 * Packages the domain may use: validation, calendars, country/phone data and the check of IBANs,
 * all pure. jsvat is the gateway's (vat-number.ts): the forms share the domain and it is heavy.
 */
const DOMAIN_PACKAGES = ['zod', 'date-holidays', 'libphonenumber-js', 'iso-3166', 'ibantools']

const SERVER_SIDE = [
  './src/server',
  './src/commerce/services',
  './src/commerce/db',
  './src/commerce/gateway',
  './src/collections',
  './src/jobs',
  './src/seed',
]
const UI = [
  './src/app',
  './src/blocks',
  './src/components',
  './src/content',
  './src/commerce/widgets',
]

/**
 * Payload's Local API (its operations, and its raw database and job queue): the gateway only
 * translates, the services run the use cases (docs/ARCHITECTURE.md).
 */
const LOCAL_API = [
  'find',
  'findByID',
  'findDistinct',
  'findVersions',
  'findVersionByID',
  'restoreVersion',
  'create',
  'update',
  'delete',
  'duplicate',
  'count',
  'countVersions',
  'login',
  'forgotPassword',
  'resetPassword',
  'unlock',
  'verifyEmail',
  'auth',
  'findGlobal',
  'updateGlobal',
  'findGlobalVersions',
  'findGlobalVersionByID',
  'restoreGlobalVersion',
  'countGlobalVersions',
].join('|')
const LOCAL_API_MESSAGE =
  'The gateway calls no Payload Local API: call one function of a service (services/<area>/index.ts).'
/** `payload.x` and `<anything>.payload.x` (the context's). */
const onPayload = (selector) => [
  `${selector}[object.name='payload']`,
  `${selector}[object.property.name='payload']`,
]
export const gatewayLocalApi = [
  ...onPayload(`CallExpression > MemberExpression.callee[property.name=/^(${LOCAL_API})$/]`),
  ...onPayload(`MemberExpression[property.name=/^(db|jobs)$/]`),
].map((selector) => ({ selector, message: LOCAL_API_MESSAGE }))

/** The layers of docs/ARCHITECTURE.md, as rules: what may import what. */
export const boundaries = [
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/commerce/domain',
              from: './src',
              except: ['./commerce/domain'],
              message: 'The domain is pure: it imports only itself.',
            },
            {
              target: './src/**/*.client.{ts,tsx}',
              from: SERVER_SIDE,
              message: 'A client component imports no server module.',
            },
            {
              target: './src/**/*.client.{ts,tsx}',
              from: './src/**/*.server.{ts,tsx}',
              message: 'A client component imports no server module.',
            },
            {
              target: ['./src/commerce/services', './src/commerce/db', './src/commerce/gateway'],
              from: UI,
              message: 'The gateway and the services import no UI.',
            },
            {
              target: ['./src/commerce/services', './src/commerce/db', './src/commerce/contract'],
              from: './src/commerce/gateway',
              message: 'The services serve the gateway; they import nothing of it.',
            },
            {
              target: [
                ...UI,
                './src/commerce/gateway',
                './src/commerce/client',
                './src/jobs',
                './src/collections',
                './src/server',
              ],
              from: './src/commerce/db',
              message: 'Only services use the database layer.',
            },
            ...widgets.map((widget) => ({
              target: `./src/commerce/widgets/${widget}`,
              from: './src/commerce/widgets',
              except: [
                `./${widget}`,
                ...widgets
                  .filter((w) => w !== widget)
                  .flatMap((w) => [`./${w}/index.ts`, ...textsModules(w)]),
              ],
              message: 'A widget uses another widget only through its index.ts (or its texts.ts).',
            })),
            ...widgets.map((widget) => ({
              // A page or a template importing a barrel ships every client component it exports:
              // each route has its own entry (routes/<route>.ts), offering what that route uses.
              target: ['./src/app', './src/blocks', './src/components', './src/content'],
              from: `./src/commerce/widgets/${widget}`,
              except: ['./index.ts', './routes'],
              message:
                'The UI uses a widget through its index.ts or its routes/ entry, never its files.',
            })),
            ...services.map((service) => ({
              // Between services a module may be used directly where an index would close a cycle.
              target: [
                './src/app',
                './src/jobs',
                './src/collections',
                './src/commerce/gateway',
                './src/server',
              ],
              from: `./src/commerce/services/${service}`,
              // The local payment simulator's hosted page is the routes' second entry; the
              // catalogue's and the store's reads for pages (Next's data cache) are theirs.
              except: ['./index.ts', ...(secondEntries[service] ?? [])],
              message: 'A service is used through its index.ts.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/commerce/gateway/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...gatewayLocalApi] },
  },
  {
    files: ['src/commerce/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?!(${DOMAIN_PACKAGES.join('|')})(/|$)|\\.|@/commerce/domain/)`,
              message: `The domain imports only itself and ${DOMAIN_PACKAGES.join(', ')}.`,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/{components,commerce/widgets,blocks,content}/**/*.ts'],
    ignores: ['**/*.server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/(server|commerce/services|commerce/db)/|next/headers$|server-only$)',
              message: 'A module of the UI that reads server data is named *.server.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', 'tests/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'check-file': checkFile, house },
    rules: {
      'house/client-file-name': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'NEXT_JS_APP_ROUTER_CASE' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/commerce/db/**'],
    rules: { 'house/sql-in-db-only': 'error' },
  },
  {
    files: ['src/commerce/services/**/index.ts'],
    rules: { 'house/no-db-in-service-index': 'error' },
  },
  {
    files: ['src/commerce/services/*.{ts,tsx}'],
    rules: { 'house/service-in-folder': 'error' },
  },
]
