/* eslint-disable */
import type { ChangePasswordMutation, ChangePasswordMutationVariables, TypedDocumentString } from '../graphql'

export const ChangePasswordDocument = "mutation changePassword($userData: UserDataInput!, $currentPassword: String!, $password: String!, $passwordConfirmation: String!) {\n  changePassword(\n    userData: $userData\n    currentPassword: $currentPassword\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  ) {\n    status\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  ChangePasswordMutation,
  ChangePasswordMutationVariables
>
