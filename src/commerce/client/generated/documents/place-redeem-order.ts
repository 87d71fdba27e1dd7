/* eslint-disable */
import type { PlaceRedeemOrderMutation, PlaceRedeemOrderMutationVariables, TypedDocumentString } from '../graphql'

export const PlaceRedeemOrderDocument = "mutation PlaceRedeemOrder($userData: UserDataInput!, $input: PlaceRedeemOrderInput!) {\n  placeRedeemOrder(userData: $userData, input: $input) {\n    orderUuid\n    redirectUrl\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  PlaceRedeemOrderMutation,
  PlaceRedeemOrderMutationVariables
>
