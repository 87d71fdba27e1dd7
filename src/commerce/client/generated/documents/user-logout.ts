/* eslint-disable */
import type { UserLogoutMutation, UserLogoutMutationVariables, TypedDocumentString } from '../graphql'

export const UserLogoutDocument = "mutation userLogout($userData: UserDataInput!) {\n  userLogout(userData: $userData) {\n    status\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  UserLogoutMutation,
  UserLogoutMutationVariables
>
