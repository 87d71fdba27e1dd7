import type { GatewayErrorData } from '@/commerce/client/gateway-errors'
import { CreateAccountDocument } from '@/commerce/client/generated/documents/create-account'
import { type GatewayCaller, gatewayRequest } from '@/commerce/client/request'

import { asCheckoutError } from './errors'
import type { CheckoutValues } from './values'

const FAILED: GatewayErrorData = { code: -1, message: '', referencedRequestParameter: null }

/**
 * 'Créer un compte' while ordering (spec §6): the account of the buyer's details, the captcha's
 * token with it. Answers the gateway's refusals, as the checkout places them; none when made.
 */
export async function createAccountWhileOrdering(
  caller: GatewayCaller,
  captchaToken: string,
  values: CheckoutValues,
): Promise<GatewayErrorData[]> {
  const billing = values.billingAddress
  const business = billing.customerType === 'BUSINESS'
  const answer = await gatewayRequest(
    CreateAccountDocument,
    {
      captchaToken,
      input: {
        firstName: billing.firstName,
        lastName: billing.lastName,
        email: billing.email,
        password: values.createAccount.password,
        passwordConfirmation: values.createAccount.passwordConfirmation,
        customerType: billing.customerType,
        companyName: business ? billing.companyName : null,
        kvkNumber: business ? billing.chamberOfCommerceNumber : null,
        vatNumber: business ? billing.vatNumber : null,
        subscribed: values.subscribed,
      },
    },
    caller,
  ).catch(() => null)
  return (answer?.createAccount.errors ?? [FAILED]).map(asCheckoutError)
}
