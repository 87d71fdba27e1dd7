/* eslint-disable */
import type { RemoveGiftcardPaymentMutation, RemoveGiftcardPaymentMutationVariables, TypedDocumentString } from '../graphql'

export const RemoveGiftcardPaymentDocument = "mutation RemoveGiftcardPayment($userData: UserDataInput!, $paymentId: ID!) {\n  removeGiftcardPayment(userData: $userData, paymentId: $paymentId) {\n    ...GiftcardPaymentView\n  }\n}\nfragment GiftcardPaymentView on GiftcardPaymentResult {\n  redeemToken\n  payments {\n    ...RedeemPaymentView\n  }\n  amountToPay {\n    ...Money\n  }\n  remainingBalance {\n    ...Money\n  }\n  errors {\n    ...GatewayErrors\n  }\n}\nfragment RedeemPaymentView on RedeemPayment {\n  id\n  lastFour\n  balance {\n    ...Money\n  }\n  value {\n    ...Money\n  }\n}\nfragment Money on Money {\n  currency\n  value\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  RemoveGiftcardPaymentMutation,
  RemoveGiftcardPaymentMutationVariables
>
