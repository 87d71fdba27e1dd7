'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'

import { GatewayCallerProvider } from './caller-context.client'
import type { GatewayCaller } from './request'

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
    <GatewayCallerProvider caller={caller}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </GatewayCallerProvider>
  )
}
