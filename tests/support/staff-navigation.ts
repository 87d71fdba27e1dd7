/** Collections of content and catalogue texts: what editors work on. */
const CONTENT = [
  'pages',
  'blog-posts',
  'giving-moments',
  'products',
  'categories',
  'brands',
  'locations',
  'blocks-queues',
  'media',
  'redirects',
]
/** What customer service reads to answer a customer. */
const SERVICE = ['orders', 'payments', 'gift-cards', 'card-ledger', 'customers']

/**
 * Issue 23 point 2: the collections each staff role finds in /admin's navigation and dashboard
 * (and may open); admins also have the store settings, the sales records and the staff accounts.
 */
export const NAVIGATION = {
  admin: [
    ...CONTENT,
    ...SERVICE,
    'packaging-options',
    'stores',
    'payment-events',
    'card-pin-attempts',
    'doubler-entries',
    'doubler-draws',
    'business-quotes',
    'users',
    'audit-log',
  ],
  editor: CONTENT,
  customerService: SERVICE,
} as const
