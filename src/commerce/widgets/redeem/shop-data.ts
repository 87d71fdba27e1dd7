import type {
  RedeemBrandsQuery,
  RedeemOrderViewFragment,
  RedeemProductsQuery,
} from '@/commerce/client/generated/graphql'

export type RedeemProduct = RedeemProductsQuery['productList']['products'][number]
/** A brand the shop can be narrowed by, with its count (the brands modal). */
export type RedeemBrand = RedeemBrandsQuery['brandList']['brands'][number]
export type RedeemOrderView = RedeemOrderViewFragment
export type RedeemPackageView = RedeemOrderView['shipments'][number]['packages'][number]

/** The chosen cards in the order they appear, across shipments. */
export const packagesOf = (order: RedeemOrderView | null | undefined): RedeemPackageView[] =>
  order?.shipments.flatMap((shipment) => shipment.packages) ?? []

/** How many cards were chosen (the cart button's count). */
export const chosenCount = (order: RedeemOrderView | null | undefined): number =>
  packagesOf(order).reduce(
    (sum, item) => sum + item.items.reduce((count, line) => count + line.qty, 0),
    0,
  )

/** A product's slug: the last segment of its path ('/cartes-cadeaux/fnac/' → 'fnac'). */
export const slugOfProductPath = (path: string): string =>
  path.split('/').filter(Boolean).at(-1) ?? ''
