import { solvedCaptcha } from './captcha-solver'
import { postToGateway } from './gateway-request'

export const userData = { language: 'fr', storeID: 52, countryCode: 'FR' }

export type GatewayErrorAnswer = {
  message: string
  code: number
  referencedRequestParameter: string | null
}
type Answer = { status?: boolean | null; user?: AccountUser | null; errors: GatewayErrorAnswer[] }
export type AccountUser = {
  subscribed: boolean
  mainProfile: Record<string, unknown> & { email: string; firstName: string }
  addressBook: (Record<string, unknown> & { id: string; street: string })[]
}

const USER = `user { subscribed mainProfile { firstName lastName email invoiceEmail billingEmail
  phoneNumber customerType companyName kvkNumber vatNumber
  address { street houseNumber postCode city countryCode } }
  addressBook { id firstName lastName street houseNumber postCode city countryCode phoneNumber } }`
const ERRORS = 'errors { message code referencedRequestParameter }'

/** A browser with a cookie jar talking to the account operations of the gateway. */
export function customerClient() {
  const jar = new Map<string, string>()
  async function call(
    query: string,
    variables: Record<string, unknown>,
    field: string,
    extra: Record<string, string> = {},
  ): Promise<Answer> {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const headers: Record<string, string> = { 'x-store-id': '52', ...extra }
    if (cookie) headers.cookie = cookie
    if (query.startsWith('mutation')) headers['x-bypass-cache'] = '1'
    const { json, headers: answered } = await postToGateway(
      { query, variables: { userData, ...variables } },
      headers,
    )
    for (const line of answered.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, ...rest] = pair!.split('=')
      const value = rest.join('=')
      if (/Max-Age=0/.test(line)) jar.delete(name!)
      else jar.set(name!, value)
    }
    const body = json as { data?: Record<string, Answer>; errors?: unknown }
    if (!body.data) throw new Error(`No data: ${JSON.stringify(body.errors)}`)
    return body.data[field]!
  }
  const mutation = (name: string, args: string, fields: string) =>
    `mutation(${args}) { ${name}(${args.replace(/\$(\w+):[^,$]+/g, '$1: $$$1')}) { ${fields} } }`
  const status = `status ${ERRORS}`
  const withUser = `${USER} ${ERRORS}`
  return {
    jar,
    call,
    info: () =>
      call(
        `query($userData: UserDataInput!) { getUserInfo(userData: $userData) { ${withUser} } }`,
        {},
        'getUserInfo',
      ),
    exists: async (email: string, captchaToken?: string) =>
      call(
        `query($userData: UserDataInput!, $email: String!, $captchaToken: String!) {
          checkUserExist(userData: $userData, email: $email, captchaToken: $captchaToken) { ${status} } }`,
        { email, captchaToken: captchaToken ?? (await solvedCaptcha()) },
        'checkUserExist',
      ),
    login: async (email: string, password: string, captchaToken?: string) =>
      call(
        mutation(
          'userLogin',
          '$userData: UserDataInput!, $email: String!, $password: String!, $captchaToken: String!',
          status,
        ),
        { email, password, captchaToken: captchaToken ?? (await solvedCaptcha()) },
        'userLogin',
      ),
    logout: () =>
      call(mutation('userLogout', '$userData: UserDataInput!', status), {}, 'userLogout'),
    register: async (input: Record<string, unknown>, captchaToken?: string) =>
      call(
        mutation(
          'createAccount',
          '$userData: UserDataInput!, $input: CreateAccountInput!, $captchaToken: String!',
          status,
        ),
        { input, captchaToken: captchaToken ?? (await solvedCaptcha()) },
        'createAccount',
      ),
    forgot: async (email: string) =>
      call(
        mutation(
          'forgotPassword',
          '$userData: UserDataInput!, $email: String!, $captchaToken: String!',
          status,
        ),
        { email, captchaToken: await solvedCaptcha() },
        'forgotPassword',
      ),
    newPassword: (token: string, password: string) =>
      call(
        mutation(
          'newPassword',
          '$userData: UserDataInput!, $token: String!, $password: String!, $passwordConfirmation: String!',
          status,
        ),
        { token, password, passwordConfirmation: password },
        'newPassword',
      ),
    changePassword: (currentPassword: string, password: string) =>
      call(
        mutation(
          'changePassword',
          '$userData: UserDataInput!, $currentPassword: String!, $password: String!, $passwordConfirmation: String!',
          status,
        ),
        { currentPassword, password, passwordConfirmation: password },
        'changePassword',
      ),
    details: (input: Record<string, unknown>) =>
      call(
        mutation(
          'updateUserDetails',
          '$userData: UserDataInput!, $input: UserDetailsInput!',
          withUser,
        ),
        { input },
        'updateUserDetails',
      ),
    addAddress: (address: Record<string, unknown>) =>
      call(
        mutation('addAddress', '$userData: UserDataInput!, $address: AddressInput!', withUser),
        { address },
        'addAddress',
      ),
    updateAddress: (id: string, address: Record<string, unknown>) =>
      call(
        mutation(
          'updateAddress',
          '$userData: UserDataInput!, $id: ID!, $address: AddressInput!',
          withUser,
        ),
        { id, address },
        'updateAddress',
      ),
    deleteAddress: (id: string) =>
      call(
        mutation('deleteAddress', '$userData: UserDataInput!, $id: ID!', withUser),
        { id },
        'deleteAddress',
      ),
    deleteAccount: (password: string) =>
      call(
        mutation('deleteAccount', '$userData: UserDataInput!, $password: String!', status),
        { password },
        'deleteAccount',
      ),
  }
}

let counter = 0
/** A new customer's registration data with a unique e-mail. */
export const newCustomer = (overrides: Record<string, unknown> = {}) => {
  counter += 1
  return {
    firstName: 'Camille',
    lastName: 'Durand',
    email: `camille.${Date.now()}.${counter}@example.fr`,
    password: 'Secret#2026',
    passwordConfirmation: 'Secret#2026',
    customerType: 'PRIVATE',
    subscribed: false,
    ...overrides,
  }
}

export const parisAddress = {
  firstName: 'Léa',
  lastName: 'Martin',
  customerType: 'PRIVATE',
  countryCode: 'FR',
  postCode: '75011',
  houseNumber: 12,
  street: 'Rue de la Roquette',
  city: 'Paris',
  phoneNumber: '+33612345678',
}
