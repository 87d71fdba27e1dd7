/* eslint-disable */
import type { ForgotPasswordMutation, ForgotPasswordMutationVariables, TypedDocumentString } from '../graphql'

export const ForgotPasswordDocument = "mutation forgotPassword($userData: UserDataInput!, $email: String!, $captchaToken: String!) {\n  forgotPassword(userData: $userData, email: $email, captchaToken: $captchaToken) {\n    status\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  ForgotPasswordMutation,
  ForgotPasswordMutationVariables
>
