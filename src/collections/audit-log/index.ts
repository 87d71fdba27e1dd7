import type { CollectionConfig, Field } from 'payload'

import { hiddenUnless, isAdmin, only } from '@/access/staff-roles'
import { staffOnly } from '@/access/staff-only'
import { adminLabel, type AdminTexts } from '@/i18n/admin-texts'
import { AUDIT_ACTIONS, AUDITED_COLLECTIONS } from '@/commerce/domain/staff/audit'

const never = () => false
const label = (name: keyof AdminTexts['AuditLog']['fields']) =>
  adminLabel((texts) => texts.AuditLog.fields[name])

const text = (name: 'staffEmail' | 'staffRole' | 'documentId'): Field => ({
  name,
  type: 'text',
  required: true,
  label: label(name),
})

/**
 * The audit log (docs/GLOSSARY.md): one entry per staff action on cards, orders, customers,
 * payments and staff accounts, written in the action's own transaction (the card service's SQL,
 * or the audited collections' hooks). Admins read it; nobody, admins included, changes or deletes
 * an entry (and Postgres refuses it too: the migration's trigger).
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  ...staffOnly,
  labels: {
    singular: adminLabel((texts) => texts.AuditLog.singular),
    plural: adminLabel((texts) => texts.AuditLog.plural),
  },
  disableDuplicate: true,
  defaultSort: '-createdAt',
  admin: {
    group: adminLabel((texts) => texts.AuditLog.group),
    description: adminLabel((texts) => texts.AuditLog.description),
    defaultColumns: ['createdAt', 'staffEmail', 'action', 'target', 'documentId', 'reason'],
    listSearchableFields: ['staffEmail', 'documentId', 'reason'],
    hidden: hiddenUnless(isAdmin),
  },
  access: { read: only(isAdmin), create: never, update: never, delete: never },
  // A document's history is asked by collection and id.
  indexes: [{ fields: ['target', 'documentId'] }],
  fields: [
    { name: 'staffId', type: 'number', required: true, index: true, label: label('staffId') },
    text('staffEmail'),
    text('staffRole'),
    {
      name: 'target',
      type: 'select',
      required: true,
      label: label('target'),
      options: AUDITED_COLLECTIONS.map((value) => ({
        value,
        label: adminLabel((texts) => texts.AuditLog.targets[value]),
      })),
    },
    text('documentId'),
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      label: label('action'),
      options: AUDIT_ACTIONS.map((value) => ({
        value,
        label: adminLabel((texts) => texts.AuditLog.actions[value]),
      })),
    },
    { name: 'changes', type: 'json', required: true, label: label('changes') },
    { name: 'reason', type: 'textarea', label: label('reason') },
  ],
}
