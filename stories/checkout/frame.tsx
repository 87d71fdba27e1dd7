import type { ReactNode } from 'react'

import { GatewayProvider } from '@/commerce/client/gateway-provider.client'

import { caller } from './fixtures'

export const desktop = { viewport: { value: 'desktop', isRotated: false } }
export const mobile = { viewport: { value: 'mobile', isRotated: false } }

/** A checkout page as checkoutRoute renders it: the title, then the widget on the gateway. */
export function CheckoutFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <GatewayProvider caller={caller}>{children}</GatewayProvider>
    </div>
  )
}
