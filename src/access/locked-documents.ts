import type { Access, CollectionSlug, PayloadRequest, SanitizedConfig } from 'payload'

import { isAdmin } from './staff-roles'

/**
 * Payload's own collection of who is editing which document (`lockDocuments`). Payload adds it
 * while it sanitizes the config, after every plugin ran, with its default access (anyone signed
 * in): only the built config can narrow it (narrowLocks below).
 */
const LOCKS = 'payload-locked-documents'

type Id = number | string
type Locked = { relationTo: CollectionSlug; value: Id | { id: Id } }

const idOf = (value: Locked['value']): Id => (typeof value === 'object' ? value.id : value)

/** Which of the documents `ids` of `collection` the request's user may read (its own access). */
async function readableIds(
  req: PayloadRequest,
  collection: CollectionSlug,
  ids: Id[],
): Promise<Set<Id>> {
  const { docs } = await req.payload.find({
    collection,
    where: { id: { in: ids } },
    overrideAccess: false,
    user: req.user,
    // A collection the user may not read at all answers no document, not an error.
    disableErrors: true,
    depth: 0,
    pagination: false,
    select: {},
    req,
  })
  return new Set(docs.map((doc) => doc.id))
}

/**
 * The locks naming a document the request's user may not read: another store's page, a staff
 * account for an editor. Locks are few (one per document open in /admin), read whole; then one
 * read per collection they name, through that collection's access (its store grants).
 */
async function unreadableLocks(req: PayloadRequest): Promise<Id[]> {
  const { docs: locks } = await req.payload.find({
    collection: LOCKS,
    depth: 0,
    pagination: false,
    select: { document: true },
    req,
  })
  const byCollection = new Map<CollectionSlug, Map<Id, Id[]>>()
  for (const lock of locks) {
    const document = lock.document as Locked | null | undefined
    if (!document) continue // a global's lock: globals have no store
    const locked = byCollection.get(document.relationTo) ?? new Map<Id, Id[]>()
    const id = idOf(document.value)
    locked.set(id, [...(locked.get(id) ?? []), lock.id])
    byCollection.set(document.relationTo, locked)
  }
  const hidden: Id[] = []
  for (const [collection, locked] of byCollection) {
    const readable = await readableIds(req, collection, [...locked.keys()])
    for (const [id, lockIds] of locked) if (!readable.has(id)) hidden.push(...lockIds)
  }
  return hidden
}

/**
 * Reading, taking over or dropping a lock: anyone signed in (Payload's default), staff only
 * those of documents they may read, so no lock tells them which of another store's documents
 * someone is editing, nor lets them unlock it. Admins: every lock.
 */
export const ownLocks: Access = async ({ req }) => {
  if (!req.user) return false
  if (isAdmin(req.user)) return true
  const hidden = await unreadableLocks(req)
  return hidden.length === 0 || { id: { not_in: hidden } }
}

/** A new lock (REST; /admin writes its own through the database): on a readable document only. */
export const lockReadable: Access = async ({ req, data }) => {
  if (!req.user) return false
  const document = (data as { document?: Locked | null } | undefined)?.document
  if (isAdmin(req.user) || !document) return true
  const id = idOf(document.value)
  return (await readableIds(req, document.relationTo, [id])).has(id)
}

/** Applied to the built config: the locks collection's access, narrowed as above. */
export function narrowLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS)
  if (locks) {
    locks.access = {
      ...locks.access,
      create: lockReadable,
      read: ownLocks,
      update: ownLocks,
      delete: ownLocks,
    }
  }
  return config
}
