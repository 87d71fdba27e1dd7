/* eslint-disable */
import type { EnterDoublerWithRedeemTokenMutation, EnterDoublerWithRedeemTokenMutationVariables, TypedDocumentString } from '../graphql'

export const EnterDoublerWithRedeemTokenDocument = "mutation EnterDoublerWithRedeemToken($userData: UserDataInput!, $input: DoublerRedeemEntryInput!) {\n  enterDoublerWithRedeemToken(userData: $userData, input: $input) {\n    entry {\n      lastFour\n      drawDate\n      formattedDrawDate\n      productId\n    }\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  EnterDoublerWithRedeemTokenMutation,
  EnterDoublerWithRedeemTokenMutationVariables
>
