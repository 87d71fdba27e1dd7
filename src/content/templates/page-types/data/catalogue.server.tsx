import { getMessages, getTranslations } from 'next-intl/server'

import MostChosen from '@/blocks/most-chosen/component'
import { renderContext } from '@/blocks/render-blocks'
import { ProductList } from '@/components/catalogue/product-list'
import { cardPlacesPath } from '@/components/locations/card-places.server'
import { groupByTown } from '@/components/locations/places'
import { imageSource } from '@/components/media-image'
import { popularSearch } from '@/components/search-modal/popular'
import type fr from '@/i18n/messages/fr'
import { localizedPath } from '@/server/route-paths'
import { cardsWithPlaces } from '@/commerce/services/catalogue/pages'
import { getStore, requestStoreId } from '@/server/store'

import type { HomeV2Data } from '../home-v2'
import type { LocationsOverviewData } from '../locations-overview'
import type { ProductsOverviewData } from '../products-overview'
import type { TemplateContext } from '../template'
import { routeDefaultLocale } from '@/server/route-paths'

const messagesOf = (context: TemplateContext) =>
  getMessages({ locale: context.locale }) as Promise<typeof fr>

/** Home v2: the store's popular search terms and its most chosen cards. */
export async function homeV2Data(context: TemplateContext): Promise<HomeV2Data> {
  const { page, locale, draft } = context
  const [store, messages] = await Promise.all([getStore(locale), messagesOf(context)])
  const search = messages.Search
  return {
    title: page?.title ?? search.label,
    search: {
      action: localizedPath(locale, '/search'),
      label: search.label,
      placeholder: search.placeholder,
      submit: messages.Templates.searchSubmit,
      popularLabel: search.popularTerms,
      // Terms only: the suggested products are the search modal's.
      terms: popularSearch(store.popularSearch, [], locale, routeDefaultLocale()).terms,
    },
    // The block with no list of its own: the categories' top lists, the store's own picks.
    mostChosen: (
      <MostChosen
        block={{ blockType: 'mostChosen', title: messages.Templates.mostChosen }}
        context={renderContext(locale, draft, null)}
      />
    ),
  }
}

/** Products overview: the product list's first page. */
export async function productsOverviewData(
  context: TemplateContext,
): Promise<ProductsOverviewData> {
  const { locale } = context
  const messages = await messagesOf(context)
  return {
    title: messages.Catalogue.listLabel,
    list: <ProductList locale={locale} page={1} basePath={localizedPath(locale, '/gift-cards')} />,
  }
}

/** Locations overview: every card accepted in places, with how many and in how many towns. */
export async function locationsOverviewData({
  locale,
}: TemplateContext): Promise<LocationsOverviewData> {
  const [cards, t, templates] = await Promise.all([
    cardsWithPlaces(requestStoreId(), locale),
    getTranslations({ locale, namespace: 'Locations' }),
    getTranslations({ locale, namespace: 'Templates' }),
  ])
  return {
    title: templates('cardsWithPlaces'),
    cards: cards.map(({ product, places }) => ({
      id: product.id,
      title: product.title,
      href: cardPlacesPath(locale, product.slug),
      image: imageSource(product.image),
      backgroundColor: product.backgroundColor,
      showShadow: product.showShadow !== false,
      showHand: Boolean(product.showHand),
      summary: t('summary', {
        places: places.length,
        towns: groupByTown(places, locale).length,
      }),
    })),
  }
}
