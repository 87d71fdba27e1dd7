import { contentRoute, segmentSlug } from '@/content/route'

type Args = Parameters<ReturnType<typeof contentRoute>['Page']>[0]

/** A gift card product page, or a brand page: both live at /cartes-cadeaux/{slug}/. */
const products = contentRoute('products', (_, params) => segmentSlug(params.product))
const brands = contentRoute('brands', (_, params) => segmentSlug(params.product))

export default async function ProductOrBrandPage(args: Args) {
  return (await products.exists(args)) ? products.Page(args) : brands.Page(args)
}

export async function generateMetadata(args: Args) {
  return (await products.exists(args))
    ? products.generateMetadata(args)
    : brands.generateMetadata(args)
}
