/* eslint-disable */
import type { NewPasswordMutation, NewPasswordMutationVariables, TypedDocumentString } from '../graphql'

export const NewPasswordDocument = "mutation newPassword($userData: UserDataInput!, $token: String!, $password: String!, $passwordConfirmation: String!) {\n  newPassword(\n    userData: $userData\n    token: $token\n    password: $password\n    passwordConfirmation: $passwordConfirmation\n  ) {\n    status\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  NewPasswordMutation,
  NewPasswordMutationVariables
>
