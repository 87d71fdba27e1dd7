import type { Payload } from 'payload'

import { checkCard } from '@/commerce/domain/cards/card-check'
import { storeClock } from '@/commerce/domain/checkout/store-clock'
import type { Locale } from '@/i18n/routing'
import { captcha, CAPTCHA_ACTION } from '@/commerce/services/captcha'

import { cardError, type GatewayError } from '@/commerce/services/errors'
import type { VerifiedCard } from './verify'

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** A card's last day (ISO date) as the holder reads it in `intl` ('fr-BE'): '12 mars 2028'. */
export function formatCardDate(intl: string, isoDate: string): string {
  let format = dateFormats.get(intl)
  if (!format) {
    // The ISO date is a calendar day already: formatting it in UTC keeps that day.
    format = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' })
    dateFormats.set(intl, format)
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`))
}

/**
 * The spec §4 card check of a card whose PIN was right, as the card error a holder reads
 * (an expired card tells its date, as the store writes it: `intl`), or null when the card
 * passes. Days count on the store's clock (`timeZone`).
 */
export function cardCheckError(
  locale: Locale,
  card: Pick<VerifiedCard, 'status' | 'balance' | 'expiresAt' | 'storeId'>,
  {
    storeId,
    intl,
    timeZone,
    mustPay,
  }: { storeId: number; intl: string; timeZone: string; mustPay: boolean },
  parameter: string | null = null,
): GatewayError | null {
  const today = storeClock(new Date(), timeZone).date
  const check = checkCard(card, { storeId, today, mustPay })
  if (check.ok) return null
  const values: Record<string, string> =
    check.error === 'expired' ? { date: formatCardDate(intl, card.expiresAt) } : {}
  return cardError(locale, check.error, values, parameter)
}

/** Spec §5: no valid captcha token, no card check. A used or expired token fails alike. */
export async function cardCaptchaError(
  payload: Payload,
  locale: Locale,
  token: string,
): Promise<GatewayError | null> {
  const valid = await captcha(payload).provider.verify(token, CAPTCHA_ACTION)
  return valid ? null : cardError(locale, 'captchaFailed', undefined, 'captchaToken')
}
