import { getStore } from '@/server/store'

import type { BlockProps } from '../types'
import { topProductCards } from './cards'
import { TopProductsView } from './view'
import { routeDefaultLocale } from '@/server/route-paths'

/** Top products: the editor's cards with their fallbacks, priced in the store's currency. */
export default async function TopProducts({ block, context }: BlockProps<'topProducts'>) {
  const { currency } = await getStore(context.locale)
  return (
    <TopProductsView
      title={block.title}
      cards={topProductCards(block.items, context.locale, routeDefaultLocale())}
      currency={currency}
    />
  )
}
