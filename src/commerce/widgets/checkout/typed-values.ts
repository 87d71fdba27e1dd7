/** A field of the page's form as the browser holds it before the form's code runs. */
export type TypedField = {
  name: string
  type: string
  value: string
  checked: boolean
  readOnly: boolean
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** A copy of `values` with `path` (dotted, as the fields are named) set to `value`. */
function setAt<T>(values: T, [key, ...rest]: string[], value: unknown): T {
  if (!isRecord(values) || !key) return values
  return { ...values, [key]: rest.length ? setAt(values[key], rest, value) : value }
}

function blankAt(values: unknown, path: string[]): unknown {
  return path.reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), values)
}

/** What a field says for a blank value of this kind, or undefined when it says nothing. */
function typedValue(field: TypedField, blank: unknown): unknown {
  if (typeof blank === 'boolean' && field.type === 'checkbox') return field.checked
  if (typeof blank !== 'string' || field.readOnly) return undefined
  if (field.type === 'radio') return field.checked ? field.value : undefined
  return field.type === 'checkbox' || field.type === 'hidden' ? undefined : field.value
}

/**
 * The blank form with what the shopper typed or ticked before its code came (the checkout's first
 * step is drawn by the server and comes to life on the first focus): only fields the blank form
 * has, of its kind (text for strings, a box for booleans); the selects' read-only stand-ins and
 * hidden inputs say nothing. Nothing typed: the blank form itself.
 */
export function withTypedValues<T>(blank: T, fields: readonly TypedField[]): T {
  return fields.reduce((values, field) => {
    const path = field.name.split('.')
    const blankValue = blankAt(blank, path)
    const value = typedValue(field, blankValue)
    return value === undefined || value === blankValue ? values : setAt(values, path, value)
  }, blank)
}

/** The inputs of the form `formId` as the page holds them (none on the server or before it). */
export function typedFields(formId: string): TypedField[] {
  if (typeof document === 'undefined') return []
  const form = document.getElementById(formId)
  if (!(form instanceof HTMLFormElement)) return []
  return [...form.elements].flatMap((element) =>
    element instanceof HTMLInputElement && element.name
      ? [
          {
            name: element.name,
            type: element.type,
            value: element.value,
            checked: element.checked,
            readOnly: element.readOnly,
          },
        ]
      : [],
  )
}
