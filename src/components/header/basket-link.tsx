import { localizedPath } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'

import { badgeText } from './badge'
import { IconLink } from './icon-link'
import { BasketIcon } from '@/components/ui/icons'

type Props = { locale: Locale; count: number; label: string; text?: string }

/** The basket icon with its item count (spec §2); the name says the count, the badge shows it. */
export function BasketLink({ locale, count, label, text }: Props) {
  return (
    <IconLink
      href={localizedPath(locale, '/basket')}
      label={label}
      icon={<BasketIcon />}
      text={text}
      badge={badgeText(count)}
    />
  )
}
