/** A relationship's value as Payload gives it, an id or the document at some depth: its id. */
export const relationId = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? value.id : value
