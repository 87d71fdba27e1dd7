/* eslint-disable */
import type { CheckUserExistQuery, CheckUserExistQueryVariables, TypedDocumentString } from '../graphql'

export const CheckUserExistDocument = "query checkUserExist($userData: UserDataInput!, $email: String!, $captchaToken: String!) {\n  checkUserExist(userData: $userData, email: $email, captchaToken: $captchaToken) {\n    status\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  CheckUserExistQuery,
  CheckUserExistQueryVariables
>
