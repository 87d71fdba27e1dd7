/* eslint-disable */
import type { GiftcardInfoQuery, GiftcardInfoQueryVariables, TypedDocumentString } from '../graphql'

export const GiftcardInfoDocument = "query GiftcardInfo($userData: UserDataInput!, $card: GiftcardCredentialsInput!, $captchaToken: String!) {\n  giftcardInfo(userData: $userData, card: $card, captchaToken: $captchaToken) {\n    giftcard {\n      lastFour\n      productTitle\n      balance {\n        ...Money\n      }\n      expiresAt\n      formattedExpiryDate\n      redeemable\n      transactions {\n        date\n        reason\n        amount {\n          ...Money\n        }\n        balanceAfter {\n          ...Money\n        }\n      }\n    }\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment Money on Money {\n  currency\n  value\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  GiftcardInfoQuery,
  GiftcardInfoQueryVariables
>
