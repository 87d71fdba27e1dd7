/**
 * The audit log of staff actions (docs/GLOSSARY.md): who did what to which document, the fields
 * it changed before and after, and why. Entries are only ever added.
 */

/** The documents whose staff actions are kept. */
export const AUDITED_COLLECTIONS = [
  'gift-cards',
  'orders',
  'customers',
  'payments',
  'users',
  // The store's settings: the staff's adjustment caps, its bank account, payment methods, fees.
  'stores',
] as const
export type AuditedCollection = (typeof AUDITED_COLLECTIONS)[number]

/** Admin edits (create, update, delete) and the card-service actions. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'adjust',
  'block',
  'unblock',
  'resend',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** A field's value before and after; a secret's values are never kept, only that it changed. */
export type FieldChange = { before: unknown; after: unknown }
export type Changes = Record<string, FieldChange>

/** The member of staff who acted, as they were signed in. */
export type Actor = { id: number; email: string; role: string }

export type AuditEntry = {
  actor: Actor
  collection: AuditedCollection
  documentId: string
  action: AuditAction
  changes: Changes
  reason: string | null
}

/** Stands for a secret's value: card numbers, PINs, password hashes, tokens. */
export const REDACTED = '[redacted]'

/** Names of fields holding secrets or their hashes, in any collection. */
const SECRET = /hash|salt|password|token|secret|session|apikey|nonce|cardnumber|^pin|pin$/i
/** Bookkeeping that every write moves and nobody decides. */
const IGNORED = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'revision',
  // Payload's own: a staff account's sign-ins and lock, the collection it names on creation.
  'sessions',
  'loginAttempts',
  'lockUntil',
  'collection',
])

/** A value as JSON with its keys sorted, so two equal documents compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (!inner || typeof inner !== 'object' || Array.isArray(inner)) return inner
    const sorted: Record<string, unknown> = {}
    for (const key of Object.keys(inner).sort())
      sorted[key] = (inner as Record<string, unknown>)[key]
    return sorted
  })
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/** A related document that a read populated, as its id; any other value as it is. */
const asStored = (value: unknown): unknown =>
  isRecord(value) && 'id' in value && 'createdAt' in value ? value.id : value

/**
 * A field's value as it is stored: absent and null alike, dates as text, and related documents
 * that a read populated as their ids, nested ones too (the version before an edit is read at
 * depth 0; a store's menus and branding hold relations inside groups and arrays).
 */
function stored(value: unknown): unknown {
  if (value === undefined) return null
  return JSON.parse(canonical(value), (_key, inner: unknown) => asStored(inner)) as unknown
}

/**
 * The fields that differ between two versions of a document (null before for a creation, null
 * after for a deletion), secrets as REDACTED. Only the fields of the version read last are
 * compared (the one before an edit also shows hidden fields); join fields are left out by `skip`.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  skip: readonly string[] = [],
): Changes {
  const changes: Changes = {}
  const last = after ?? before ?? {}
  for (const name of Object.keys(last)) {
    // A field left out of a read is there as undefined (hidden ones once read for staff).
    if (IGNORED.has(name) || skip.includes(name) || last[name] === undefined) continue
    const was = stored(before?.[name])
    const is = stored(after?.[name])
    if (canonical(was) === canonical(is)) continue
    changes[name] = SECRET.test(name)
      ? { before: REDACTED, after: REDACTED }
      : { before: was, after: is }
  }
  return changes
}

/** A new password given in an edit: only the fact is kept. */
export const PASSWORD_CHANGE: Changes = { password: { before: REDACTED, after: REDACTED } }
