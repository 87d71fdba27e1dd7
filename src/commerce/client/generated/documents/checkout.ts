/* eslint-disable */
import type { CheckoutQuery, CheckoutQueryVariables, TypedDocumentString } from '../graphql'

export const CheckoutDocument = "query Checkout($userData: UserDataInput!) {\n  checkout(userData: $userData) {\n    checkout {\n      ...CheckoutInfo\n    }\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment CheckoutInfo on CheckoutInfo {\n  paymentMethods {\n    ...CheckoutPaymentMethod\n  }\n  deliveries {\n    tag\n    deliveryType\n    earliest\n    latest\n    formattedDeliveryDate\n    registeredMail\n  }\n  needsDeliveryAddress\n  registeredMailAbove {\n    ...Money\n  }\n  registeredMailPrice {\n    ...Money\n  }\n  standardMailPrice {\n    ...Money\n  }\n}\nfragment CheckoutPaymentMethod on PaymentMethod {\n  id\n  title\n  logos\n  banks {\n    id\n    issuer\n  }\n}\nfragment Money on Money {\n  currency\n  value\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  CheckoutQuery,
  CheckoutQueryVariables
>
