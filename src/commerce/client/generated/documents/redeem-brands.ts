/* eslint-disable */
import type { RedeemBrandsQuery, RedeemBrandsQueryVariables, TypedDocumentString } from '../graphql'

export const RedeemBrandsDocument = "query RedeemBrands($userData: UserDataInput!, $filters: ProductListFilters) {\n  brandList(userData: $userData, filters: $filters) {\n    brands {\n      id\n      title\n      count\n    }\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  RedeemBrandsQuery,
  RedeemBrandsQueryVariables
>
