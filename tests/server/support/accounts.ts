import { randomUUID } from 'node:crypto'

import { ERRORS, ServerClient } from './client'

export type Customer = { client: ServerClient; email: string; password: string }
export type Status = { status: boolean | null }

/** A gateway mutation of `name` taking `args` (`$name: Type!`, …), answering `fields`. */
export const mutation = (name: string, args: string, fields: string) =>
  `mutation(${args}) { ${name}(${args.replace(/\$(\w+):[^,$]+/g, '$1: $$$1')}) { ${fields} } }`

export const loginMutation = mutation(
  'userLogin',
  '$userData: UserDataInput!, $email: String!, $password: String!, $captchaToken: String!',
  `status ${ERRORS}`,
)

const createAccountMutation = mutation(
  'createAccount',
  '$userData: UserDataInput!, $input: CreateAccountInput!, $captchaToken: String!',
  `status ${ERRORS}`,
)

/** Logs the client in (a fresh captcha each time); answers the operation's result. */
export async function logIn(client: ServerClient, email: string, password: string) {
  return client.gateway<Status>('userLogin', loginMutation, {
    email,
    password,
    captchaToken: await client.captcha(),
  })
}

/** createAccount for a private customer (it logs the client in when it succeeds). */
export async function createAccount(
  client: ServerClient,
  email: string,
  { password = 'Motdepasse-1234', captchaToken }: { password?: string; captchaToken?: string } = {},
) {
  return client.gateway<Status>('createAccount', createAccountMutation, {
    captchaToken: captchaToken ?? (await client.captcha()),
    input: {
      firstName: 'Camille',
      lastName: 'Durand',
      email,
      password,
      passwordConfirmation: password,
      customerType: 'PRIVATE',
    },
  })
}

/** A new private customer, signed in on its own client (createAccount logs in). */
export async function signedUpCustomer(client = new ServerClient()): Promise<Customer> {
  const email = `shopper-${randomUUID()}@example.com`
  const password = 'Motdepasse-1234'
  const result = await createAccount(client, email, { password })
  if (!result.status) throw new Error(`createAccount failed: ${JSON.stringify(result.errors)}`)
  return { client, email, password }
}
