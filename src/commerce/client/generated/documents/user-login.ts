/* eslint-disable */
import type { UserLoginMutation, UserLoginMutationVariables, TypedDocumentString } from '../graphql'

export const UserLoginDocument = "mutation userLogin($userData: UserDataInput!, $email: String!, $password: String!, $captchaToken: String!) {\n  userLogin(\n    userData: $userData\n    email: $email\n    password: $password\n    captchaToken: $captchaToken\n  ) {\n    status\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  UserLoginMutation,
  UserLoginMutationVariables
>
