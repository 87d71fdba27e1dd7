/* eslint-disable */
import type { ReorderOrdersQuery, ReorderOrdersQueryVariables, TypedDocumentString } from '../graphql'

export const ReorderOrdersDocument = "query ReorderOrders($userData: UserDataInput!, $paging: PagingInput) {\n  customerOrders(userData: $userData, paging: $paging) {\n    orders {\n      ...ReorderOrder\n    }\n    paging {\n      currentPage\n      itemsPerPage\n      totalItems\n    }\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment ReorderOrder on PlacedOrder {\n  uuid\n  orderNumber\n  placedAt\n  shipments {\n    deliveryType\n    deliveryAddress {\n      firstName\n      lastName\n      email\n    }\n    packages {\n      id\n      deliveryAddress {\n        firstName\n        lastName\n        email\n      }\n      totalPrice {\n        ...Money\n      }\n      giftcard {\n        qty\n        variation {\n          title\n          price {\n            ...Money\n          }\n          product {\n            title\n          }\n        }\n      }\n    }\n  }\n}\nfragment Money on Money {\n  currency\n  value\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  ReorderOrdersQuery,
  ReorderOrdersQueryVariables
>
