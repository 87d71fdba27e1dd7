import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { nl } from '@payloadcms/translations/languages/nl'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { payloadGraphQLRules } from '@/access/graphql-bounds'
import { boundedLists } from '@/access/list-bounds'
import { narrowLocks } from '@/access/locked-documents'
import { staffOnlyRoutes } from '@/access/staff-only'
import { refuseUnstorableUrls } from '@/access/storable-urls'
import { AuditLog } from '@/collections/audit-log'
import { adminWords } from '@/collections/shared/admin-words'
import { BlocksQueues } from '@/collections/blocks-queues'
import { BlogPosts } from '@/collections/blog-posts'
import { BusinessQuotes } from '@/collections/business-quotes'
import { Brands } from '@/collections/brands'
import { CaptchaSolutions } from '@/collections/captcha-solutions'
import { CardLedger } from '@/collections/card-ledger'
import { CardPinAttempts } from '@/collections/card-pin-attempts'
import { Categories } from '@/collections/categories'
import { Customers } from '@/collections/customers'
import { CustomerSessions } from '@/collections/customer-sessions'
import { DoublerDraws } from '@/collections/doubler-draws'
import { DoublerEntries } from '@/collections/doubler-entries'
import { GiftCards } from '@/collections/gift-cards'
import { GivingMoments } from '@/collections/giving-moments'
import { Media } from '@/collections/media'
import { Orders } from '@/collections/orders'
import { PackagingOptions } from '@/collections/packaging-options'
import { PaymentEvents } from '@/collections/payment-events'
import { Payments } from '@/collections/payments'
import { Pages } from '@/collections/pages'
import { Locations } from '@/collections/locations'
import { Products } from '@/collections/products'
import { Redirects } from '@/collections/redirects'
import { storeTenancy } from '@/collections/shared/store-tenancy'
import { Stores } from '@/collections/stores'
import { Users } from '@/collections/users'
import { checkedOutClients, hearConnectionErrors } from '@/commerce/db/connection-errors'
import { refuseConnectionsInTransactions } from '@/commerce/db/transaction'
import { jobsConfig } from '@/jobs'
import { serverEnv } from '@/server/env'
import { logger } from '@/server/logger'
import { mediaStorage } from '@/server/media-storage'
import { closeOnStop } from '@/server/shutdown.mjs'
import { watchPayload } from '@/server/metrics/registry'
import { payloadEmail } from '@/commerce/services/mail/payload-email'

// Paths for Payload's CLI (import map, migrations, types), never read by the web server or the
// worker: hidden from Next's file tracing, which would otherwise copy these folders into the
// standalone build. Every command runs from the project's root (the worker from a bundle in .next).
const fromRoot = (file: string) => path.resolve(/* turbopackIgnore: true */ process.cwd(), file)
const env = serverEnv()

// Payload's REST answers anyone but staff only the media files and /admin's sign-in
// (src/access/staff-only.ts), and bounds every list (list-bounds.ts); pages use the Local API.
export default buildConfig({
  serverURL: env.SERVER_URL,
  secret: env.PAYLOAD_SECRET,
  admin: {
    user: Users.slug,
    importMap: { baseDir: fromRoot('src') },
    // The same in every admin language.
    meta: { titleSuffix: ' · Admin' },
    // No Gravatar: the admin makes no request to third parties.
    avatar: 'default',
    // Dates as the staff member reads them (createdAt, updatedAt…): date-fns' localized format in
    // the admin language (« 29 novembre 2026 à 04:09 »); our date fields get theirs in admin-words.
    dateFormat: 'PPPp',
    components: {
      beforeDashboard: ['/components/admin/dashboard#StaffDashboard'],
      // Date fields in the admin language from their first render (see the component).
      providers: ['/components/admin/date-locale.client#DateLocale'],
      // The editors' guide (docs/editeurs.md), linked from the dashboard.
      views: {
        editorsGuide: { Component: '/components/admin/editors-guide#EditorsGuide', path: '/guide' },
      },
    },
  },
  i18n: { supportedLanguages: { fr, en, nl }, fallbackLanguage: 'fr' },
  localization: {
    locales: [
      { code: 'fr', label: 'Français' },
      { code: 'nl', label: 'Nederlands' },
    ],
    defaultLocale: 'fr',
    fallback: true,
  },
  collections: [
    Pages,
    BlogPosts,
    GivingMoments,
    Products,
    Locations,
    Categories,
    Brands,
    PackagingOptions,
    Orders,
    Payments,
    PaymentEvents,
    GiftCards,
    CardLedger,
    CardPinAttempts,
    DoublerEntries,
    DoublerDraws,
    BusinessQuotes,
    Customers,
    CustomerSessions,
    CaptchaSolutions,
    BlocksQueues,
    Redirects,
    Media,
    Stores,
    Users,
    AuditLog,
  ],
  jobs: jobsConfig(env.JOBS === 'on'),
  // The staff password reset of /admin leaves like the store's own mails: SMTP or the outbox.
  email: payloadEmail(),
  // Stated, though Payload's defaults: no schema introspection nor playground in production.
  // Staff only, every page of 1 to 100 documents, each query's cost bounded (graphql-bounds.ts).
  graphQL: {
    disableIntrospectionInProduction: true,
    disablePlaygroundInProduction: true,
    validationRules: payloadGraphQLRules,
  },
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: {
      connectionString: env.DATABASE_URL,
      max: env.DATABASE_POOL_SIZE,
      // Sent when the connection opens (0: not sent; behind pgbouncer, set them on the role).
      statement_timeout: env.DATABASE_STATEMENT_TIMEOUT,
      idle_in_transaction_session_timeout: env.DATABASE_IDLE_TX_TIMEOUT,
    },
    // The schema comes from committed migrations only, in development too.
    push: false,
    migrationDir: fromRoot('src/migrations'),
  }),
  onInit: (payload) => {
    // Postgres restarted, a session timed out: a connection's error, unheard, would end the process
    // (the worker); the next query connects anew.
    hearConnectionErrors(payload.db.pool, (message) => payload.logger.warn(message))
    // Development and tests: code inside a transaction asking the pool for a connection fails at once.
    if (process.env.NODE_ENV !== 'production') refuseConnectionsInTransactions(payload.db.pool)
    // A web instance's stop, once its last request ended: its schedules (JOBS=on), then the pool.
    // Payload's adapter checks out one connection when it connects and never gives it back (only
    // to hear ECONNRESET on it): the pool's end would wait for it for good. Handed back at the stop.
    const heldByAdapter = checkedOutClients(payload.db.pool)
    // Not payload.destroy(): it drops the adapter's drizzle at once, and work still holding a
    // connection then never gives it back.
    closeOnStop('postgres', async () => {
      await Promise.all(payload.crons.splice(0).map((cron) => cron.stop()))
      for (const client of heldByAdapter) client.release()
      await payload.db.pool.end()
    })
    // The pool's gauges, and the queues' where this process works them (METRICS_PORT).
    watchPayload(payload, env.JOBS === 'on')
  },
  // Content per store (store-tenancy.ts), then the media's storage; then every field's words in
  // the staff member's admin language (admin-words), those the plugins added included.
  plugins: [storeTenancy, mediaStorage(env), adminWords],
  sharp,
  // Payload regenerates the types in a process of its own at every start outside production: for
  // `npm run dev` only. Each test file's Payload spawned one (5 at once, ~40 s of CPU each), and
  // the integration run took 1.75× as long as its files alone; `npm run generate:types` otherwise.
  typescript: {
    outputFile: fromRoot('src/payload-types.ts'),
    autoGenerate: process.env.NODE_ENV === 'development',
  },
  telemetry: false,
  // The server's one logger: JSON lines in production, each naming the gateway call or job it came from.
  logger: logger(),
})
  // Each wraps the routes the previous one made: unstorable URLs are refused first, then anyone
  // but staff off the non-public routes, then unbounded lists.
  .then(boundedLists)
  .then(staffOnlyRoutes)
  .then(refuseUnstorableUrls)
  // Payload's document locks (added while it built the config): staff see their stores' only.
  .then(narrowLocks)
