/* eslint-disable */
import type { GetUserInfoQuery, GetUserInfoQueryVariables, TypedDocumentString } from '../graphql'

export const GetUserInfoDocument = "query getUserInfo($userData: UserDataInput!) {\n  getUserInfo(userData: $userData) {\n    user {\n      ...AccountUser\n    }\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment AccountUser on User {\n  subscribed\n  mainProfile {\n    firstName\n    lastName\n    email\n    invoiceEmail\n    billingEmail\n    phoneNumber\n    customerType\n    companyName\n    chamberOfCommerceNumber: kvkNumber\n    vatNumber\n    address {\n      postCode\n      houseNumber\n      suffix\n      street\n      city\n      countryCode\n      administrativeArea\n    }\n  }\n  addressBook {\n    id\n    firstName\n    lastName\n    customerType\n    companyName\n    countryCode\n    postCode\n    houseNumber\n    suffix\n    street\n    city\n    phoneNumber\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  GetUserInfoQuery,
  GetUserInfoQueryVariables
>
