'use client'

// Defines <altcha-widget> with its styles and proof-of-work workers (blob: workers, see the CSP).
import 'altcha'
import type {} from 'altcha/types/react'

import type { AltchaWidgetElement } from 'altcha/types/generic'
import { useEffect, useImperativeHandle, useRef, useState } from 'react'

import { singleFlight } from '../single-flight'
import type { CaptchaWidgetProps } from '../types'

type StateDetail = { state: string; payload: string | null }

/**
 * ALTCHA's widget: it fetches a challenge from our server and solves it in workers as soon as it
 * has mounted (the shopper is filling in the form), so the token is mostly ready by the submit,
 * which waits for that same verification when it is still under way. Its payload is the token
 * the server verifies.
 */
export default function AltchaWidget({
  ref,
  challengeUrl,
  language,
  texts,
  hideBadge,
  onChange,
}: CaptchaWidgetProps) {
  const element = useRef<AltchaWidgetElement>(null)
  const token = useRef<string | null>(null)
  // The widget's methods work once it has mounted itself ('load').
  const mounted = useRef<Promise<void> | null>(null)

  const verification = useRef<(() => Promise<string | null>) | null>(null)
  const verify = () =>
    (verification.current ??= singleFlight(async () => {
      await mounted.current
      const widget = element.current
      if (!widget) return null
      return (await widget.verify().catch(() => null))?.payload ?? null
    }))()
  const solve = async () => token.current ?? verify()

  const attach = (widget: AltchaWidgetElement | null) => {
    element.current = widget
    if (widget && !mounted.current) {
      mounted.current = new Promise((resolve) =>
        widget.addEventListener('load', () => resolve(), { once: true }),
      )
      void verify()
    }
  }

  useEffect(() => {
    const widget = element.current
    if (!widget) return
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateDetail>).detail
      token.current = state === 'verified' ? payload : null
      onChange?.(token.current)
    }
    widget.addEventListener('statechange', listener)
    return () => widget.removeEventListener('statechange', listener)
  }, [onChange])

  useImperativeHandle(ref, () => ({
    solve,
    reset: () => {
      element.current?.reset()
      token.current = null
      void solve()
    },
  }))

  // Our texts under the page's language, over ALTCHA's English for the parts we never show.
  useState(() => {
    const { group: _, ...strings } = texts
    globalThis.$altcha.i18n.set(language, { ...globalThis.$altcha.i18n.get('en'), ...strings })
  })
  return (
    <altcha-widget
      ref={attach}
      challenge={challengeUrl}
      language={language}
      configuration={JSON.stringify({ hideFooter: true, hideLogo: hideBadge })}
      style={{ '--altcha-max-width': '100%', '--altcha-border-radius': '0.5rem' }}
    />
  )
}
