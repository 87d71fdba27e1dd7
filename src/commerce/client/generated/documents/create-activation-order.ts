/* eslint-disable */
import type { CreateActivationOrderMutation, CreateActivationOrderMutationVariables, TypedDocumentString } from '../graphql'

export const CreateActivationOrderDocument = "mutation CreateActivationOrder($userData: UserDataInput!, $input: ActivationInput!, $captchaToken: String!) {\n  createActivationOrder(\n    userData: $userData\n    input: $input\n    captchaToken: $captchaToken\n  ) {\n    orderUuid\n    redirectUrl\n    errors {\n      ...GatewayErrors\n    }\n  }\n}\nfragment GatewayErrors on GatewayError {\n  message\n  code\n  referencedRequestParameter\n}" as unknown as TypedDocumentString<
  CreateActivationOrderMutation,
  CreateActivationOrderMutationVariables
>
