/* eslint-disable */
import type { AddGiftcardPaymentMutation, AddGiftcardPaymentMutationVariables, TypedDocumentString } from '../graphql'

export const AddGiftcardPaymentDocument = "mutation AddGiftcardPayment($userData: UserDataInput!, $card: GiftcardCredentialsInput!, $captchaToken: String!) {\n  addGiftcardPayment(\n    userData: $userData\n    card: $card\n    captchaToken: $captchaToken\n  ) {\n    ...GiftcardPaymentView\n  }\n}\nfragment GiftcardPaymentView on GiftcardPaymentResult {\n  redeemToken\n  payments {\n    ...RedeemPaymentView\n  }\n  amountToPay {\n    ...Money\n  }\n  remainingBalance {\n    ...Money\n  }\n  errors {\n    ...GatewayErrors\n  }\n}\nfragment RedeemPaymentView on RedeemPayment {\n  id\n  lastFour\n  balance {\n    ...Money\n  }\n  value {\n    ...Money\n  }\n}\nfragment Money on Money {\n  currency\n  value\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  AddGiftcardPaymentMutation,
  AddGiftcardPaymentMutationVariables
>
