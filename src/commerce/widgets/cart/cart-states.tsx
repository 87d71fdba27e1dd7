import type { Ref } from 'react'

/** The empty basket's words: plain texts, the same in the page's messages and the cart's texts. */
type EmptyTexts = { empty: string; emptyText: string; browse: string }

type EmptyProps = { labels: EmptyTexts; href: string; ref?: Ref<HTMLHeadingElement> }

/** No cards (or no cart yet): say so, and lead to the gift cards. */
export function EmptyCart({ labels, href, ref }: EmptyProps) {
  return (
    <div className="flex flex-col items-start gap-3">
      <h2 ref={ref} tabIndex={-1} className="text-xl font-bold outline-none">
        {labels.empty}
      </h2>
      <p>{labels.emptyText}</p>
      <a
        href={href}
        className="mt-2 rounded-full bg-brand px-6 py-3 font-semibold text-brand-contrast hover:opacity-90"
      >
        {labels.browse}
      </a>
    </div>
  )
}
