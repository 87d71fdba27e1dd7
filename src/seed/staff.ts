import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import type { StaffRole } from '@/access/staff-roles'

import { belgianStore } from './data/store-be'
import { frenchStore } from './data/store-fr'
import { dutchStore } from './data/store-nl'

type Account = { role: StaffRole; name: string; prefix: string; email: string; stores: number[] }

/**
 * One account of each staff role, and an editor of each other store (named as people are: /admin
 * shows the names to staff, as the pages' last editor among others); `<PREFIX>_EMAIL` /
 * `<PREFIX>_PASSWORD` name another. `stores`: the stores (storeId) it is granted; admins work in
 * every store.
 */
const ACCOUNTS: Account[] = [
  { role: 'admin', name: 'Claire Dubois', prefix: 'ADMIN', email: 'admin@example.com', stores: [] },
  {
    role: 'editor',
    name: 'Hugo Martin',
    prefix: 'EDITOR',
    email: 'editor@example.com',
    stores: [frenchStore.storeId],
  },
  {
    role: 'customerService',
    name: 'Léa Bernard',
    prefix: 'CUSTOMER_SERVICE',
    email: 'service@example.com',
    stores: [frenchStore.storeId],
  },
  {
    role: 'editor',
    name: 'Jan Peeters',
    prefix: 'EDITOR_CBBE',
    email: 'editor-cbbe@example.com',
    stores: [belgianStore.storeId],
  },
  {
    role: 'editor',
    name: 'Sanne de Vries',
    prefix: 'EDITOR_CBNL',
    email: 'editor-cbnl@example.com',
    stores: [dutchStore.storeId],
  },
]

export type SeededStaff = {
  role: StaffRole
  prefix: string
  email: string
  password?: string
  created: boolean
}

/** Where a generated password is kept: `.data/admin-credentials.txt`, `.data/editor-…`. */
const credentialsFile = (prefix: string) =>
  path.resolve(
    process.cwd(),
    '.data',
    `${prefix.toLowerCase().replaceAll('_', '-')}-credentials.txt`,
  )

/** A grant per store the account works in: the stores rows of these storeIds. */
async function grantsOf(payload: Payload, storeIds: number[]) {
  if (storeIds.length === 0) return []
  const { docs } = await payload.find({
    collection: 'stores',
    where: { storeId: { in: storeIds } },
    depth: 0,
    select: {},
  })
  return docs.map((store) => ({ store: store.id }))
}

async function seedAccount(payload: Payload, account: Account): Promise<SeededStaff> {
  const { role, name, prefix } = account
  const email = process.env[`${prefix}_EMAIL`] ?? account.email
  const existing = await payload.find({ collection: 'users', where: { email: { equals: email } } })
  if (existing.docs[0]) return { role, prefix, email, created: false }
  const given = process.env[`${prefix}_PASSWORD`]
  const password = given ?? crypto.randomBytes(12).toString('base64url')
  const stores = await grantsOf(payload, account.stores)
  await payload.create({
    depth: 0,
    collection: 'users',
    data: { email, password, name, role, stores },
  })
  if (!given) {
    const file = credentialsFile(prefix)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 })
  }
  return { role, prefix, email, password, created: true }
}

/** The first admin, an editor per store and a customer-service account, each created once. */
export async function seedStaff(payload: Payload): Promise<SeededStaff[]> {
  const seeded: SeededStaff[] = []
  for (const account of ACCOUNTS) seeded.push(await seedAccount(payload, account))
  return seeded
}

/** How to sign in as each account the seed created. */
export function describeStaffLogins(staff: SeededStaff[], serverUrl: string): string {
  const lines = [`Admin: ${serverUrl}/admin/`]
  for (const { role, prefix, email, password } of staff) {
    const file = path.relative(process.cwd(), credentialsFile(prefix))
    const where = `see ${file} (or ${prefix}_PASSWORD)`
    lines.push(`  ${role}: ${email}, password ${password ?? where}`)
  }
  return lines.join('\n')
}
