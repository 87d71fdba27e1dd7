import type { AuditEntry } from '@/commerce/domain/staff/audit'

import type { SqlClient } from './transaction'

/**
 * Adds an entry to the audit log inside the caller's transaction, beside the change it records:
 * both are written or neither. The table takes inserts only (its trigger refuses the rest).
 */
export async function insertAuditEntry(client: SqlClient, entry: AuditEntry): Promise<void> {
  await client.query(
    `INSERT INTO audit_log (staff_id, staff_email, staff_role, target, document_id, action,
       changes, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.actor.id,
      entry.actor.email,
      entry.actor.role,
      entry.collection,
      entry.documentId,
      entry.action,
      JSON.stringify(entry.changes),
      entry.reason,
    ],
  )
}
