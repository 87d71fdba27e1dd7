'use client'

import { type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react'

import { callerFor, type CallerStore } from '@/commerce/client/caller'
import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { lazyModal } from '@/components/ui/modal/lazy-modal.client'
import { openModal } from '@/components/ui/modal/modal-registry.client'
import type { Locale } from '@/i18n/routing'

import { isLeaving, leavesFlow, RESET_MODAL } from './leave'
import type { ResetModalProps } from './reset-modal.client'
import { readRedeemToken, subscribeToRedeemToken } from './token'

const ResetModal = lazyModal<ResetModalProps>(RESET_MODAL, () => import('./reset-modal.client'))

type Props = {
  store: CallerStore
  locale: Locale
  /** The flow's first path (/verifier-solde/): links below it stay in the flow. */
  flowPath: string
  texts: ResetModalProps['texts']
  children: ReactNode
}

/** The redeem token of this tab; null on the server and before hydration. */
export const useRedeemToken = (): string | null =>
  useSyncExternalStore(subscribeToRedeemToken, readRedeemToken, () => null)

/**
 * The redeem pages' gateway (spec §6: userData.redeemToken on redeem pages) and, while a token
 * exists, the guard of spec §4: a warning before the tab closes, and a confirmation (the reset
 * modal) before a link leaves the flow, such as the header's logo.
 */
export function RedeemProvider({ store, locale, flowPath, texts, children }: Props) {
  const token = useRedeemToken()
  const caller = useMemo(
    () => callerFor(store, locale, { redeemToken: token }),
    [store, locale, token],
  )

  useEffect(() => {
    if (!token) return
    const warn = (event: BeforeUnloadEvent) => {
      if (isLeaving()) return
      event.preventDefault()
      // Older browsers show the prompt only when a value is set.
      event.returnValue = ''
    }
    const guard = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return
      const url = new URL(link.href, window.location.href)
      if (!leavesFlow(url, window.location.origin, flowPath)) return
      event.preventDefault()
      openModal(RESET_MODAL, { href: url.href })
    }
    window.addEventListener('beforeunload', warn)
    document.addEventListener('click', guard, true)
    return () => {
      window.removeEventListener('beforeunload', warn)
      document.removeEventListener('click', guard, true)
    }
  }, [token, flowPath])

  return (
    <GatewayProvider caller={caller}>
      {children}
      <ResetModal texts={texts} />
    </GatewayProvider>
  )
}
