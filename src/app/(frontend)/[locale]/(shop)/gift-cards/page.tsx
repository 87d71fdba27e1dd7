import { ProductList } from '@/components/catalogue/product-list'
import { fixedPageRoute } from '@/content/route'
import { localizedPath } from '@/i18n/paths'
import { asLocale } from '@/i18n/routing'

type Args = Parameters<ReturnType<typeof fixedPageRoute>['Page']>[0]

/** Products overview (/cartes-cadeaux/): the editors' page, then the first page of gift cards. */
const route = fixedPageRoute('/gift-cards')

export default async function GiftCardsPage(args: Args) {
  const { locale: value } = await args.params
  const locale = asLocale(value)
  return (
    <>
      {await route.Page(args)}
      <ProductList locale={locale} page={1} basePath={localizedPath(locale, '/gift-cards')} />
    </>
  )
}

export const generateMetadata = route.generateMetadata
