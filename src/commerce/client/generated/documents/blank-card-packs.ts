/* eslint-disable */
import type { BlankCardPacksQuery, BlankCardPacksQueryVariables, TypedDocumentString } from '../graphql'

export const BlankCardPacksDocument = "query BlankCardPacks($userData: UserDataInput!, $paging: PagingInput) {\n  productList(\n    userData: $userData\n    filters: {filterByProductType: [blankGiftCardPack]}\n    paging: $paging\n  ) {\n    products {\n      id\n      title\n      description\n      path\n      productType\n      showShadow\n      backgroundColor {\n        color\n        opacity\n      }\n      image {\n        url\n        alt\n      }\n      physicalConfig {\n        available\n        hasFixedPrices\n        pricesToShow {\n          ...Money\n        }\n        minPrice {\n          ...Money\n        }\n      }\n    }\n    paging {\n      currentPage\n      itemsPerPage\n      totalItems\n    }\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment Money on Money {\n  currency\n  value\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  BlankCardPacksQuery,
  BlankCardPacksQueryVariables
>
