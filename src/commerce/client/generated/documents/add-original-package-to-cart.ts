/* eslint-disable */
import type { AddOriginalPackageToCartMutation, AddOriginalPackageToCartMutationVariables, TypedDocumentString } from '../graphql'

export const AddOriginalPackageToCartDocument = "mutation AddOriginalPackageToCart($userData: UserDataInput!, $packageId: ID!) {\n  addOriginalPackageToCart(userData: $userData, packageId: $packageId) {\n    order {\n      id\n      itemsQty\n    }\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  AddOriginalPackageToCartMutation,
  AddOriginalPackageToCartMutationVariables
>
