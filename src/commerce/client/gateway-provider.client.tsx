'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useState } from 'react'

import type { GatewayCaller } from './request'

const CallerContext = createContext<GatewayCaller | null>(null)

/** Who calls the gateway on this page (userData of spec §3), and the query cache of its widgets. */
export function GatewayProvider({
  caller,
  children,
}: {
  caller: GatewayCaller
  children: ReactNode
}) {
  // One client per mounted tree: queries never leak between shoppers on the server.
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 0, retry: 1 } } }),
  )
  return (
    <CallerContext.Provider value={caller}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </CallerContext.Provider>
  )
}

export function useGatewayCaller(): GatewayCaller {
  const caller = useContext(CallerContext)
  if (!caller) throw new Error('useGatewayCaller needs a <GatewayProvider> above it')
  return caller
}
