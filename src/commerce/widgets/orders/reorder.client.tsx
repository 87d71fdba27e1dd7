'use client'

import { useSessionHint, useUserInfo } from '@/commerce/client/account.client'
import { primaryButtonClass } from '@/components/form/styles'
import { useHydrated } from '@/components/ui/use-hydrated.client'

import { BlankPacks } from './blank-packs.client'
import { EarlierOrders } from './earlier-orders.client'
import type { OrdersTexts } from './texts'
import { TitledSection } from '@/components/ui/titled-section'

export type ReorderHrefs = { identify: string; cart: string }

type Props = { texts: OrdersTexts; hrefs: ReorderHrefs }

/** Who is asking: a guest is told to log in; a customer sees their earlier orders. */
function useCustomer(): 'loading' | 'guest' | 'customer' {
  const hydrated = useHydrated()
  const hinted = useSessionHint()
  const info = useUserInfo()
  if (!hydrated || (hinted && info.isPending)) return 'loading'
  return info.user ? 'customer' : 'guest'
}

/**
 * Reorder (/commander-a-nouveau/, spec §6): a customer's earlier orders' cards to put back in the
 * cart, and the blank gift card sets. Guests are invited to log in (the identify flow).
 */
export function Reorder({ texts, hrefs }: Props) {
  const who = useCustomer()
  const cartHref = hrefs.cart
  return (
    <div className="flex flex-col gap-10">
      <TitledSection id="earlier-orders" title={texts.earlierOrders}>
        {who === 'loading' && <p role="status">{texts.loading}</p>}
        {who === 'guest' && (
          <div className="flex flex-col items-start gap-3 rounded-2xl bg-muted p-6">
            <p>{texts.reorderGuest}</p>
            <a href={hrefs.identify} className={primaryButtonClass}>
              {texts.logIn}
            </a>
          </div>
        )}
        {who === 'customer' && <EarlierOrders texts={texts} cartHref={cartHref} />}
      </TitledSection>
      <BlankPacks texts={texts} cartHref={cartHref} />
    </div>
  )
}
