/* eslint-disable */
import type { PlaceOrderMutation, PlaceOrderMutationVariables, TypedDocumentString } from '../graphql'

export const PlaceOrderDocument = "mutation PlaceOrder($userData: UserDataInput!, $input: PlaceOrderInput!) {\n  placeOrder(userData: $userData, input: $input) {\n    orderUuid\n    redirectUrl\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  PlaceOrderMutation,
  PlaceOrderMutationVariables
>
