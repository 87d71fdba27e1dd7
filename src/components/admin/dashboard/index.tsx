import Link from 'next/link'
import type { ServerProps } from 'payload'

import { asLocale } from '@/i18n/routing'

import { recentCardActions } from './card-actions.server'
import { CardActionsSection } from './card-actions-section'
import { ordersNeedingAttention } from './orders.server'
import { OrdersSection } from './orders-section'
import { pageFilter } from './page-filter'
import { PAGE_COLLECTIONS } from './page-kinds'
import { PagesSection } from './pages-section'
import { storePages } from './pages.server'
import { ScheduledSection } from './scheduled-section'
import { selectedStore } from './selected-store.server'
import { dashboardStores } from './stores.server'
import { dashboardWords } from './texts'

/**
 * The dashboard's working surface, above Payload's collection cards: for editors the publishes
 * scheduled next and the store's pages (filtered by type and state); for customer service the
 * orders needing attention and the latest card operations. Each section shows to the roles that
 * may read what it lists, and reads as the user (overrideAccess off: store grants apply), in the
 * store chosen in /admin's selector if one is; when it lists several stores' rows, each row
 * names its store.
 */
export async function StaffDashboard(props: ServerProps) {
  const { payload, user, locale, i18n, permissions, searchParams } = props
  if (!user) return null
  const words = dashboardWords(i18n.language)
  const admin = payload.config.routes.admin
  const may = permissions?.collections
  // Published pages are readable by anyone: the pages are for those who may change them.
  const editable = PAGE_COLLECTIONS.filter((slug) => may?.[slug]?.update)
  const contentLocale = locale ? asLocale(locale.code) : undefined
  const store = await selectedStore(payload)
  const storeId = store?.storeId ?? null
  const [pages, attention, cardActions, stores] = await Promise.all([
    storePages(payload, user, contentLocale, editable, store?.row),
    may?.orders?.read ? ordersNeedingAttention(payload, user, { storeId }) : null,
    may?.['card-ledger']?.read ? recentCardActions(payload, user, { storeId }) : null,
    dashboardStores(payload, user, store),
  ])
  return (
    <div className="staff-dashboard">
      <p className="staff-dashboard__guide">
        <Link href={`${admin}/guide`}>{words.t((texts) => texts.guide)}</Link>
      </p>
      {editable.length > 0 && (
        <>
          <ScheduledSection pages={pages} admin={admin} stores={stores} words={words} />
          <PagesSection
            payload={payload}
            pages={pages}
            filter={pageFilter(searchParams)}
            locale={contentLocale}
            stores={stores}
            words={words}
          />
        </>
      )}
      {attention && <OrdersSection {...attention} admin={admin} stores={stores} words={words} />}
      {cardActions && (
        <CardActionsSection actions={cardActions} admin={admin} stores={stores} words={words} />
      )}
    </div>
  )
}
