/* eslint-disable */
import type { EnterDoublerMutation, EnterDoublerMutationVariables, TypedDocumentString } from '../graphql'

export const EnterDoublerDocument = "mutation EnterDoubler($userData: UserDataInput!, $input: DoublerEntryInput!, $captchaToken: String!) {\n  enterDoubler(userData: $userData, input: $input, captchaToken: $captchaToken) {\n    entry {\n      lastFour\n      drawDate\n      formattedDrawDate\n      productId\n    }\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  EnterDoublerMutation,
  EnterDoublerMutationVariables
>
