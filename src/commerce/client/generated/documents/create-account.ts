/* eslint-disable */
import type { CreateAccountMutation, CreateAccountMutationVariables, TypedDocumentString } from '../graphql'

export const CreateAccountDocument = "mutation createAccount($userData: UserDataInput!, $input: CreateAccountInput!, $captchaToken: String!) {\n  createAccount(userData: $userData, input: $input, captchaToken: $captchaToken) {\n    status\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  CreateAccountMutation,
  CreateAccountMutationVariables
>
