import styles from './cta-link.module.css'

type Props = {
  link: { label?: string | null; href?: string | null } | null | undefined
  variant?: 'primary' | 'secondary' | 'onColor'
  /** Its place only (a margin): the look is the variant's class. */
  className?: string
}

/** A call to action from CMS data; renders nothing unless it has both a label and a target. */
export function CtaLink({ link, variant = 'primary', className }: Props) {
  if (!link?.label || !link.href) return null
  const external = /^https?:\/\//.test(link.href)
  return (
    <a
      href={link.href}
      className={className ? `${styles[variant]} ${className}` : styles[variant]}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.label}
    </a>
  )
}
