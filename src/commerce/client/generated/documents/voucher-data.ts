/* eslint-disable */
import type { VoucherDataQuery, VoucherDataQueryVariables, TypedDocumentString } from '../graphql'

export const VoucherDataDocument = "query VoucherData($userData: UserDataInput!, $card: GiftcardCredentialsInput!, $captchaToken: String!) {\n  giftcardInfo(userData: $userData, card: $card, captchaToken: $captchaToken) {\n    giftcard {\n      lastFour\n      productTitle\n      balance {\n        ...Money\n      }\n      expiresAt\n      formattedExpiryDate\n      redeemable\n    }\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment Money on Money {\n  currency\n  value\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  VoucherDataQuery,
  VoucherDataQueryVariables
>
