import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import type { StaffRole } from '@/access/staff-roles'

/** One account of each staff role; `<PREFIX>_EMAIL` / `<PREFIX>_PASSWORD` name another. */
const ACCOUNTS: { role: StaffRole; name: string; prefix: string; email: string }[] = [
  { role: 'admin', name: 'Admin', prefix: 'ADMIN', email: 'admin@example.com' },
  { role: 'editor', name: 'Editor', prefix: 'EDITOR', email: 'editor@example.com' },
  {
    role: 'customerService',
    name: 'Customer service',
    prefix: 'CUSTOMER_SERVICE',
    email: 'service@example.com',
  },
]

export type SeededStaff = { role: StaffRole; email: string; password?: string; created: boolean }

/** Where a generated password is kept: `.data/admin-credentials.txt`, `.data/editor-…`. */
const credentialsFile = (prefix: string) =>
  path.resolve(
    process.cwd(),
    '.data',
    `${prefix.toLowerCase().replaceAll('_', '-')}-credentials.txt`,
  )

async function seedAccount(
  payload: Payload,
  account: (typeof ACCOUNTS)[number],
): Promise<SeededStaff> {
  const { role, name, prefix } = account
  const email = process.env[`${prefix}_EMAIL`] ?? account.email
  const existing = await payload.find({ collection: 'users', where: { email: { equals: email } } })
  if (existing.docs[0]) return { role, email, created: false }
  const given = process.env[`${prefix}_PASSWORD`]
  const password = given ?? crypto.randomBytes(12).toString('base64url')
  await payload.create({ depth: 0, collection: 'users', data: { email, password, name, role } })
  if (!given) {
    const file = credentialsFile(prefix)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 })
  }
  return { role, email, password, created: true }
}

/** The first admin, an editor and a customer-service account, each created once. */
export async function seedStaff(payload: Payload): Promise<SeededStaff[]> {
  const seeded: SeededStaff[] = []
  for (const account of ACCOUNTS) seeded.push(await seedAccount(payload, account))
  return seeded
}

/** How to sign in as each account the seed created. */
export function describeStaffLogins(staff: SeededStaff[], serverUrl: string): string {
  const lines = [`Admin: ${serverUrl}/admin/`]
  for (const { role, email, password } of staff) {
    const { prefix } = ACCOUNTS.find((account) => account.role === role)!
    const file = path.relative(process.cwd(), credentialsFile(prefix))
    const where = `see ${file} (or ${prefix}_PASSWORD)`
    lines.push(`  ${role}: ${email}, password ${password ?? where}`)
  }
  return lines.join('\n')
}
