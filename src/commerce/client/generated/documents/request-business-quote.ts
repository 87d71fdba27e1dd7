/* eslint-disable */
import type { RequestBusinessQuoteMutation, RequestBusinessQuoteMutationVariables, TypedDocumentString } from '../graphql'

export const RequestBusinessQuoteDocument = "mutation RequestBusinessQuote($userData: UserDataInput!, $input: BusinessQuoteInput!, $captchaToken: String!) {\n  requestBusinessQuote(\n    userData: $userData\n    input: $input\n    captchaToken: $captchaToken\n  ) {\n    status\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  RequestBusinessQuoteMutation,
  RequestBusinessQuoteMutationVariables
>
