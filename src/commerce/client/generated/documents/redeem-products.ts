/* eslint-disable */
import type { RedeemProductsQuery, RedeemProductsQueryVariables, TypedDocumentString } from '../graphql'

export const RedeemProductsDocument = "query RedeemProducts($userData: UserDataInput!, $filters: ProductListFilters, $paging: PagingInput) {\n  productList(userData: $userData, filters: $filters, paging: $paging) {\n    products {\n      id\n      title\n      description\n      path\n      productType\n      showShadow\n      backgroundColor {\n        color\n        opacity\n      }\n      image {\n        url\n        alt\n      }\n      redeemData {\n        title\n        description\n        minimumAvailableCustomAmount {\n          ...Money\n        }\n        maximumAvailableCustomAmount {\n          ...Money\n        }\n      }\n    }\n    paging {\n      currentPage\n      itemsPerPage\n      totalItems\n    }\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment Money on Money {\n  currency\n  value\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  RedeemProductsQuery,
  RedeemProductsQueryVariables
>
