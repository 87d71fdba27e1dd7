import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { nl } from '@payloadcms/translations/languages/nl'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { staffOnlyRoutes } from '@/access/staff-only'
import { refuseUnstorableUrls } from '@/access/storable-urls'
import { BlocksQueues } from '@/collections/BlocksQueues'
import { BlogPosts } from '@/collections/BlogPosts'
import { BusinessQuotes } from '@/collections/BusinessQuotes'
import { Brands } from '@/collections/Brands'
import { CaptchaSolutions } from '@/collections/CaptchaSolutions'
import { CardLedger } from '@/collections/CardLedger'
import { CardPinAttempts } from '@/collections/CardPinAttempts'
import { Categories } from '@/collections/Categories'
import { Customers } from '@/collections/Customers'
import { CustomerSessions } from '@/collections/CustomerSessions'
import { DoublerDraws } from '@/collections/DoublerDraws'
import { DoublerEntries } from '@/collections/DoublerEntries'
import { GiftCards } from '@/collections/GiftCards'
import { GivingMoments } from '@/collections/GivingMoments'
import { Media } from '@/collections/Media'
import { Orders } from '@/collections/Orders'
import { PackagingOptions } from '@/collections/PackagingOptions'
import { PaymentEvents } from '@/collections/PaymentEvents'
import { Payments } from '@/collections/Payments'
import { Pages } from '@/collections/Pages'
import { Locations } from '@/collections/Locations'
import { Products } from '@/collections/Products'
import { Redirects } from '@/collections/Redirects'
import { Stores } from '@/collections/Stores'
import { Users } from '@/collections/Users'
import { refuseConnectionsInTransactions } from '@/commerce/db/transaction'
import { drawDoublerTask } from '@/jobs/draw-doubler'
import { followUpPendingOrdersTask } from '@/jobs/follow-up-pending-orders'
import { fulfilPaidOrdersTask } from '@/jobs/fulfil-paid-orders'
import { issueOrderCardsTask } from '@/jobs/issue-order-cards'
import { purgeExpiredSessions } from '@/jobs/purge-expired-sessions'
import { purgeStaleCarts } from '@/jobs/purge-stale-carts'
import { serverEnv } from '@/server/env'
import { payloadEmail } from '@/commerce/services/mail/payload-email'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = serverEnv()

// Personal data and money answer only signed-in staff over REST (src/access/staff-only.ts).
export default buildConfig({
  serverURL: env.SERVER_URL,
  secret: env.PAYLOAD_SECRET,
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · Storefront admin' },
    // No Gravatar: the admin makes no request to third parties.
    avatar: 'default',
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
  ],
  // Scheduled publish, the purges, card issuing and pending-order follow-up run as jobs; the Next server
  // works the queues every minute.
  jobs: {
    tasks: [
      purgeStaleCarts,
      purgeExpiredSessions,
      issueOrderCardsTask,
      fulfilPaidOrdersTask,
      followUpPendingOrdersTask,
      drawDoublerTask,
    ],
    autoRun: [
      { cron: '* * * * *', queue: 'default' },
      // Paid orders have their own queue, so a slow purge never delays a card.
      { cron: '* * * * *', queue: 'cards' },
    ],
  },
  // The staff password reset of /admin leaves like the store's own mails: SMTP or the outbox.
  email: payloadEmail,
  // Stated, though Payload's defaults: no schema introspection nor playground in production.
  graphQL: { disableIntrospectionInProduction: true, disablePlaygroundInProduction: true },
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: env.DATABASE_URL },
    // The schema comes from committed migrations only, in development too.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
  }),
  // Development and tests: code inside a transaction asking the pool for a connection fails at once.
  onInit: (payload) => {
    if (process.env.NODE_ENV !== 'production') refuseConnectionsInTransactions(payload.db.pool)
  },
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  telemetry: false,
})
  .then(staffOnlyRoutes)
  .then(refuseUnstorableUrls)
