/**
 * Every REST route and GraphQL operation Payload mounts for a collection, named as Payload names
 * them (Payload 3.90: handleEndpoints, defaultCollectionEndpoints, authCollectionEndpoints and the
 * GraphQL schema's query and mutation names).
 */
export type PayloadCollection = {
  slug: string
  /** GraphQL names: `Order`, `Orders`. */
  singular: string
  plural: string
  auth?: boolean
}

export type RestCall = { method: string; path: string; body?: object; headers?: HeadersInit }

/** The collections only the gateway and signed-in staff may reach (issue 19, point 2). */
export const STAFF_ONLY: PayloadCollection[] = [
  { slug: 'customers', singular: 'Customer', plural: 'Customers', auth: true },
  { slug: 'customer-sessions', singular: 'CustomerSession', plural: 'CustomerSessions' },
  { slug: 'captcha-solutions', singular: 'CaptchaSolution', plural: 'CaptchaSolutions' },
  { slug: 'card-pin-attempts', singular: 'CardPinAttempt', plural: 'CardPinAttempts' },
  { slug: 'payments', singular: 'Payment', plural: 'Payments' },
  { slug: 'payment-events', singular: 'PaymentEvent', plural: 'PaymentEvents' },
  { slug: 'card-ledger', singular: 'CardLedger', plural: 'CardLedgers' },
  { slug: 'gift-cards', singular: 'GiftCard', plural: 'GiftCards' },
  { slug: 'orders', singular: 'Order', plural: 'Orders' },
  { slug: 'doubler-entries', singular: 'DoublerEntry', plural: 'DoublerEntries' },
  { slug: 'doubler-draws', singular: 'DoublerDraw', plural: 'DoublerDraws' },
  { slug: 'business-quotes', singular: 'BusinessQuote', plural: 'BusinessQuotes' },
  { slug: 'audit-log', singular: 'AuditLog', plural: 'AuditLogs' },
]

/** The collection's table: Payload's snake_case of the slug. */
export const tableOf = (collection: PayloadCollection) => collection.slug.replaceAll('-', '_')

const json = (method: string, path: string, body: object = {}): RestCall => ({
  method,
  path,
  body,
  headers: { 'content-type': 'application/json' },
})

/** REST calls on the collection; `id` names an existing document, `email` an existing customer. */
export function restCalls(collection: PayloadCollection, id: number, email: string): RestCall[] {
  const base = `/api/${collection.slug}`
  const byId = `where[id][equals]=${id}`
  const calls: RestCall[] = [
    { method: 'GET', path: `${base}/` },
    { method: 'GET', path: `${base}/?depth=2&limit=100` },
    { method: 'GET', path: `${base}/${id}/` },
    { method: 'GET', path: `${base}/count/` },
    { method: 'GET', path: `${base}/versions/` },
    { method: 'GET', path: `${base}/versions/${id}/` },
    json('POST', `${base}/versions/${id}/`),
    json('POST', `${base}/`, { email: 'new@example.com', password: 'Motdepasse-1234' }),
    // Payload's 'search by POST' of the admin: a GET in disguise.
    {
      ...json('POST', `${base}/`, { depth: 2 }),
      headers: { 'content-type': 'application/json', 'x-payload-http-method-override': 'GET' },
    },
    json('PATCH', `${base}/${id}/`, { email: 'taken@example.com' }),
    json('PATCH', `${base}/?${byId}`, { email: 'taken@example.com' }),
    { method: 'DELETE', path: `${base}/${id}/` },
    { method: 'DELETE', path: `${base}/?${byId}` },
    json('POST', `${base}/access/`),
    json('POST', `${base}/access/${id}/`),
    json('POST', `${base}/${id}/duplicate/`),
  ]
  if (collection.slug === 'gift-cards') {
    // The customer-service actions of /admin.
    calls.push(json('POST', `${base}/${id}/adjust/`, { amount: 100_000, reason: 'x' }))
    calls.push(json('POST', `${base}/${id}/status/`, { blocked: true, reason: 'x' }))
    calls.push(json('POST', `${base}/${id}/resend/`))
  }
  if (!collection.auth) return calls
  return [
    ...calls,
    json('POST', `${base}/login/`, { email, password: 'Motdepasse-1234' }),
    json('POST', `${base}/logout/`),
    { method: 'GET', path: `${base}/me/` },
    json('POST', `${base}/refresh-token/`),
    json('POST', `${base}/forgot-password/`, { email }),
    json('POST', `${base}/reset-password/`, { token: 'x'.repeat(40), password: 'Pris-1234' }),
    json('POST', `${base}/unlock/`, { email }),
    json('POST', `${base}/verify/${'x'.repeat(40)}/`),
    { method: 'GET', path: `${base}/init/` },
    json('POST', `${base}/first-register/`, { email, password: 'Motdepasse-1234' }),
  ]
}

/** GraphQL documents of every query and mutation Payload would name for the collection. */
export function graphqlOperations({ singular: s, plural: p, auth }: PayloadCollection) {
  const queries = [s, p, `count${p}`, `docAccess${s}`, `version${s}`, `versions${p}`]
  const verbs = ['create', 'update', 'delete', 'duplicate', 'restoreVersion']
  if (auth) {
    queries.push(`me${s}`, `initialized${s}`)
    verbs.push('refreshToken', 'logout', 'unlock', 'login', 'forgotPassword', 'resetPassword')
    verbs.push('verifyEmail')
  }
  const mutations = verbs.map((verb) => `${verb}${s}`)
  return [
    ...queries.map((name) => ({ name, query: `query { ${name} { __typename } }` })),
    ...mutations.map((name) => ({ name, query: `mutation { ${name} { __typename } }` })),
  ]
}
