/* eslint-disable */
import type { ActivationOptionsQuery, ActivationOptionsQueryVariables, TypedDocumentString } from '../graphql'

export const ActivationOptionsDocument = "query ActivationOptions($userData: UserDataInput!) {\n  activationOptions(userData: $userData) {\n    options {\n      fixedAmounts {\n        ...Money\n      }\n      minAmount {\n        ...Money\n      }\n      maxAmount {\n        ...Money\n      }\n      paymentMethods {\n        id\n        title\n        logos\n        banks {\n          id\n          issuer\n        }\n      }\n    }\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment Money on Money {\n  currency\n  value\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  ActivationOptionsQuery,
  ActivationOptionsQueryVariables
>
