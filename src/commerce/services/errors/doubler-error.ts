import { createTranslator } from 'next-intl'

import { doublerErrorCodes, type DoublerErrorKey } from '@/commerce/domain/doubler/doubler-errors'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'
import type { Locale } from '@/i18n/routing'

import { gatewayError, type GatewayError } from './gateway-error'

const catalogues = { fr, nl } as const

/** A doubler error in the holder's language, with the doubler's own code. */
export function doublerError(
  locale: Locale,
  key: DoublerErrorKey,
  values: Record<string, string> = {},
  parameter: string | null = null,
): GatewayError {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'DoublerErrors' })
  return gatewayError(doublerErrorCodes[key], t(key, values as never), parameter)
}
