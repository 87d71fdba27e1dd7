import { inputClass, labelClass } from './styles'

type Props = { id: string; label: string; value: string; hint: string }

/** A value shown in a form's place but not changed there (the login e-mail). */
export function ReadOnlyField({ id, label, value, hint }: Props) {
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        value={value}
        readOnly
        aria-describedby={`${id}-hint`}
        className={inputClass}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-sm">
        {hint}
      </p>
    </div>
  )
}
