/* eslint-disable */
import type { UpdateConfiguredPackageMutation, UpdateConfiguredPackageMutationVariables, TypedDocumentString } from '../graphql'

export const UpdateConfiguredPackageDocument = "mutation UpdateConfiguredPackage($userData: UserDataInput!, $packageId: ID!, $package: GiftcardPackageInput!) {\n  updateGiftcardPackage(\n    userData: $userData\n    packageId: $packageId\n    package: $package\n  ) {\n    order {\n      id\n      itemsQty\n    }\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  UpdateConfiguredPackageMutation,
  UpdateConfiguredPackageMutationVariables
>
