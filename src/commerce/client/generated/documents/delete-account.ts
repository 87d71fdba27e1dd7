/* eslint-disable */
import type { DeleteAccountMutation, DeleteAccountMutationVariables, TypedDocumentString } from '../graphql'

export const DeleteAccountDocument = "mutation deleteAccount($userData: UserDataInput!, $password: String!) {\n  deleteAccount(userData: $userData, password: $password) {\n    status\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  DeleteAccountMutation,
  DeleteAccountMutationVariables
>
