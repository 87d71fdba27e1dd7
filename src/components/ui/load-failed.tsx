import { secondaryButtonClass } from '@/components/form/styles'

type Props = {
  texts: { loadFailed: string; retry: string }
  onRetry: () => void
  buttonClassName?: string
}

/** What a page needed did not load (network, gateway down): say so, and offer to ask again. */
export function LoadFailed({ texts, onRetry, buttonClassName = secondaryButtonClass }: Props) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p>{texts.loadFailed}</p>
      <button type="button" onClick={onRetry} className={buttonClassName}>
        {texts.retry}
      </button>
    </div>
  )
}
