/* eslint-disable */
import type { CartQuantityQuery, CartQuantityQueryVariables, TypedDocumentString } from '../graphql'

export const CartQuantityDocument = "query CartQuantity($userData: UserDataInput!, $orderUuid: ID) {\n  cartQuantity(userData: $userData, orderUuid: $orderUuid) {\n    order {\n      id\n      shipments {\n        packages {\n          giftcard {\n            qty\n            variation {\n              id\n            }\n          }\n        }\n      }\n      packagesGroups {\n        packageId\n      }\n    }\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  CartQuantityQuery,
  CartQuantityQueryVariables
>
