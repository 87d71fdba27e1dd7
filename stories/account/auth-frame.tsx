import type { ReactNode } from 'react'

import { GatewayProvider } from '@/commerce/client/gateway-provider.client'

import { caller } from './auth-fixtures'

/** An identification page's body, as authRoute renders it, on the mocked gateway. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <GatewayProvider caller={caller}>{children}</GatewayProvider>
    </div>
  )
}

/** Runs each setup of a story and returns one undo for them all. */
export const setUp =
  (...steps: (() => () => void)[]) =>
  () => {
    const undos = steps.map((step) => step())
    return () => undos.reverse().forEach((undo) => undo())
  }
