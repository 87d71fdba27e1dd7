import { getTranslations } from 'next-intl/server'

import { localizedPath } from '@/server/route-paths'
import { categoryTopLists, giftCardCount } from '@/commerce/services/catalogue/pages'
import { getStore, requestStoreId } from '@/server/store'

import type { BlockProps } from '../types'
import { chooseMostChosen, roundedCardCount } from './choose'
import { MostChosenView } from './view'

/**
 * 'Most chosen': the editor's featured and listed gift cards; with no list, the categories' top
 * lists stand in (the store's own picks), so the block is never an empty frame.
 */
export default async function MostChosen({ block, context }: BlockProps<'mostChosen'>) {
  const { locale } = context
  const hasList = (block.products ?? []).some((product) => typeof product === 'object')
  const storeId = requestStoreId()
  const [store, count, topLists, t] = await Promise.all([
    getStore(locale),
    giftCardCount(storeId),
    hasList ? [] : categoryTopLists(storeId, locale),
    getTranslations({ locale, namespace: 'MostChosen' }),
  ])
  const { featured, others } = chooseMostChosen(block, topLists)
  const overview =
    block.linkToOverview === false
      ? null
      : {
          label: t('viewAll', { count: roundedCardCount(count) }),
          href: localizedPath(locale, '/gift-cards'),
        }
  return (
    <MostChosenView
      title={block.title}
      featured={featured}
      others={others}
      locale={locale}
      currency={store.currency}
      featuredLabel={t('featured')}
      overview={overview}
      leading={context.leading}
    />
  )
}
