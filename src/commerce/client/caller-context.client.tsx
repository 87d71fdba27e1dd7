'use client'

import { createContext, type ReactNode, useContext } from 'react'

import type { GatewayCaller } from './request'

const CallerContext = createContext<GatewayCaller | null>(null)

/**
 * Who calls the gateway on this page (userData of spec §3), for widgets that keep no query cache:
 * the sign-in forms' pages load no TanStack Query (8 KB gz) with it. GatewayProvider adds the cache.
 */
export function GatewayCallerProvider({
  caller,
  children,
}: {
  caller: GatewayCaller
  children: ReactNode
}) {
  return <CallerContext.Provider value={caller}>{children}</CallerContext.Provider>
}

export function useGatewayCaller(): GatewayCaller {
  const caller = useContext(CallerContext)
  if (!caller) throw new Error('useGatewayCaller needs a <GatewayCallerProvider> above it')
  return caller
}
