import type { PackageProduct } from '@/commerce/domain/package'
import type { Product } from '@/payload-types'

import { toVariationConfig } from './variation-config'

/** What the package rules need to know about a product (packageProblems), as stored. */
export const packageProduct = (product: Product): PackageProduct => ({
  productType: product.productType,
  appleType: Boolean(product.appleType),
  digital: toVariationConfig(product.digital),
  physical: toVariationConfig(product.physical),
})
