/* eslint-disable */
import type { AccountOrdersQuery, AccountOrdersQueryVariables, TypedDocumentString } from '../graphql'

export const AccountOrdersDocument = "query AccountOrders($userData: UserDataInput!, $paging: PagingInput) {\n  customerOrders(userData: $userData, paging: $paging) {\n    orders {\n      ...AccountOrderSummary\n    }\n    paging {\n      currentPage\n      itemsPerPage\n      totalItems\n    }\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment AccountOrderSummary on PlacedOrder {\n  uuid\n  orderNumber\n  status\n  placedAt\n  itemsQty\n  invoiceUrl\n  canRetryPayment\n  totals {\n    grandTotal {\n      ...Money\n    }\n  }\n  packagesGroups {\n    cardsPreviews {\n      productLabel\n      color {\n        color\n        opacity\n      }\n      image {\n        alt\n        url {\n          type\n          href\n        }\n      }\n    }\n  }\n}\nfragment Money on Money {\n  currency\n  value\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  AccountOrdersQuery,
  AccountOrdersQueryVariables
>
