/* eslint-disable */
import type { ProductListQuery, ProductListQueryVariables, TypedDocumentString } from '../graphql'

export const ProductListDocument = "query ProductList($userData: UserDataInput!, $filters: ProductListFilters, $paging: PagingInput) {\n  productList(userData: $userData, filters: $filters, paging: $paging) {\n    products {\n      __typename\n      id\n      title\n      path\n      productType\n      showHand\n      showShadow\n      backgroundColor {\n        color\n        opacity\n      }\n      image {\n        url\n        alt\n      }\n    }\n    paging {\n      currentPage\n      itemsPerPage\n      totalItems\n    }\n    errors {\n      message\n      code\n      referencedRequestParameter\n    }\n  }\n}" as unknown as TypedDocumentString<
  ProductListQuery,
  ProductListQueryVariables
>
