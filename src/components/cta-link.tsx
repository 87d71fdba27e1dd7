type Props = {
  link: { label?: string | null; href?: string | null } | null | undefined
  variant?: 'primary' | 'secondary' | 'onColor'
  className?: string
}

const styles = {
  primary: 'bg-brand text-brand-contrast hover:opacity-90',
  secondary: 'border-2 border-current text-ink hover:bg-muted',
  onColor: 'bg-white text-ink hover:opacity-90',
} as const

/** A call to action from CMS data; renders nothing unless it has both a label and a target. */
export function CtaLink({ link, variant = 'primary', className = '' }: Props) {
  if (!link?.label || !link.href) return null
  const external = /^https?:\/\//.test(link.href)
  return (
    <a
      href={link.href}
      className={`inline-flex min-h-11 items-center rounded-full px-6 py-3 font-semibold transition ${styles[variant]} ${className}`}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
    </a>
  )
}
