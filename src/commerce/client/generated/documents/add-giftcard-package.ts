/* eslint-disable */
import type { AddGiftcardPackageMutation, AddGiftcardPackageMutationVariables, TypedDocumentString } from '../graphql'

export const AddGiftcardPackageDocument = "mutation AddGiftcardPackage($userData: UserDataInput!, $package: GiftcardPackageInput!) {\n  addGiftcardPackage(userData: $userData, package: $package) {\n    order {\n      id\n      itemsQty\n    }\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  AddGiftcardPackageMutation,
  AddGiftcardPackageMutationVariables
>
