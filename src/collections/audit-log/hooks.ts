import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  PayloadRequest,
} from 'payload'

import { staffRole } from '@/access/staff-roles'
import {
  type Actor,
  type AuditAction,
  type AuditedCollection,
  type AuditEntry,
  changedFields,
  type Changes,
  PASSWORD_CHANGE,
} from '@/commerce/domain/staff/audit'

/** The member of staff a request is signed in as; null for the shop's own Local API writes. */
export function actorOf(user: PayloadRequest['user']): Actor | null {
  const role = staffRole(user)
  if (!user || !role) return null
  return { id: Number(user.id), email: String(user.email ?? ''), role }
}

/** Set on the request's context when an edit gives a new password. */
const PASSWORD_GIVEN = 'auditPasswordGiven'

/** The audit-log document of an entry, as the collection stores it. */
export const auditDocument = (entry: AuditEntry) => ({
  staffId: entry.actor.id,
  staffEmail: entry.actor.email,
  staffRole: entry.actor.role,
  target: entry.collection,
  documentId: entry.documentId,
  action: entry.action,
  changes: entry.changes,
  reason: entry.reason,
})

/** Adds an entry in the request's own transaction: the edit and its record stand or fall together. */
async function record(
  req: PayloadRequest,
  entry: Omit<AuditEntry, 'actor'>,
  actor: Actor,
): Promise<void> {
  if (Object.keys(entry.changes).length === 0) return
  await req.payload.create({
    collection: 'audit-log',
    data: auditDocument({ ...entry, actor }),
    req,
  })
}

/**
 * The hooks that log staff edits of `collection` made in /admin or Payload's REST API (a staff
 * user signed in): creations, changes (the changed fields only) and deletions. `joins` are the
 * collection's join fields, lists of other documents that an edit does not change.
 */
export function auditedEdits(
  collection: AuditedCollection,
  joins: readonly string[] = [],
): NonNullable<CollectionConfig['hooks']> {
  // Payload drops a new password from the edit's data once hashed, before afterChange.
  const beforeChange: CollectionBeforeChangeHook = ({ data, req }) => {
    if (data.password) req.context[PASSWORD_GIVEN] = true
    return data
  }
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    const actor = actorOf(req.user)
    if (!actor) return doc
    const action: AuditAction = operation === 'create' ? 'create' : 'update'
    const changes: Changes = {
      ...changedFields(action === 'create' ? null : previousDoc, doc, joins),
      ...(req.context[PASSWORD_GIVEN] ? PASSWORD_CHANGE : {}),
    }
    await record(
      req,
      { collection, documentId: String(doc.id), action, changes, reason: null },
      actor,
    )
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    const actor = actorOf(req.user)
    if (!actor) return doc
    const changes = changedFields(doc, null, joins)
    await record(
      req,
      { collection, documentId: String(doc.id), action: 'delete', changes, reason: null },
      actor,
    )
    return doc
  }
  return { beforeChange: [beforeChange], afterChange: [afterChange], afterDelete: [afterDelete] }
}
