/** A field's error, tied to its control by id (aria-describedby). */
export function FieldMessage({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {text}
    </p>
  )
}

/** The ids of a control's descriptions, for aria-describedby (undefined when none). */
export const describedBy = (...ids: (string | false | undefined)[]): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined
