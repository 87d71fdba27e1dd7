import type { ReactNode } from 'react'

type Props = {
  /** The heading's id, which names the section for screen readers. */
  id: string
  title: ReactNode
  children: ReactNode
  /** An aside for a panel beside the page's main content. */
  as?: 'section' | 'aside'
  className?: string
  titleClassName?: string
}

/** A section named by its own h2 (aria-labelledby), the heading first. */
export function TitledSection({
  id,
  title,
  children,
  as: Tag = 'section',
  className = 'flex flex-col gap-4',
  titleClassName = 'text-2xl font-bold',
}: Props) {
  return (
    <Tag aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  )
}
