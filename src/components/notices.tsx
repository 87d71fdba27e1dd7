import type { Store } from '@/payload-types'

type Props = { toggles: Store['toggles']; labels: { delayWarning: string; notices: string } }

/** The delay warning and the informative message, each behind its store toggle or text (spec §2). */
export function Notices({ toggles, labels }: Props) {
  const messages = [
    toggles?.redeemDelayWarning ? labels.delayWarning : null,
    toggles?.informativeMessage?.trim() || null,
  ].filter((message): message is string => Boolean(message))
  if (messages.length === 0) return null
  return (
    <aside aria-label={labels.notices} className="bg-accent text-ink">
      {messages.map((message) => (
        <p
          key={message}
          className="mx-auto max-w-7xl px-4 py-2 text-center text-sm font-medium sm:px-6"
        >
          {message}
        </p>
      ))}
    </aside>
  )
}
