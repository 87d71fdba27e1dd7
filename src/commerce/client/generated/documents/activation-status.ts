/* eslint-disable */
import type { ActivationStatusQuery, ActivationStatusQueryVariables, TypedDocumentString } from '../graphql'

export const ActivationStatusDocument = "query ActivationStatus($userData: UserDataInput!, $uuid: ID!) {\n  placedOrder(userData: $userData, uuid: $uuid) {\n    orderStatus {\n      uuid\n      status\n      paymentStatus\n    }\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  ActivationStatusQuery,
  ActivationStatusQueryVariables
>
