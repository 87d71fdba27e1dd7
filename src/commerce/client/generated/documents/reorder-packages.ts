/* eslint-disable */
import type { ReorderPackagesMutation, ReorderPackagesMutationVariables, TypedDocumentString } from '../graphql'

export const ReorderPackagesDocument = "mutation ReorderPackages($userData: UserDataInput!, $uuid: ID!, $packageIds: [ID!]) {\n  reorder(userData: $userData, uuid: $uuid, packageIds: $packageIds) {\n    order {\n      id\n      itemsQty\n    }\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  ReorderPackagesMutation,
  ReorderPackagesMutationVariables
>
