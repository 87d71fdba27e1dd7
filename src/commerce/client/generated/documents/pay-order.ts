/* eslint-disable */
import type { PayOrderMutation, PayOrderMutationVariables, TypedDocumentString } from '../graphql'

export const PayOrderDocument = "mutation PayOrder($userData: UserDataInput!, $uuid: ID!, $paymentMethod: String!, $paymentDetails: PaymentDetailsInput, $access: String) {\n  payOrder(\n    userData: $userData\n    uuid: $uuid\n    paymentMethod: $paymentMethod\n    paymentDetails: $paymentDetails\n    access: $access\n  ) {\n    orderUuid\n    redirectUrl\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  PayOrderMutation,
  PayOrderMutationVariables
>
