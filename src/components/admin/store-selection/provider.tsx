import { TenantSelectionProvider } from '@payloadcms/plugin-multi-tenant/rsc'
import type { ComponentProps } from 'react'

import { RefreshOnSignIn } from './refresh-on-sign-in.client'

type Props = ComponentProps<typeof TenantSelectionProvider>

/**
 * The multi-tenant plugin's store selection, for staff signed in only. Signed out (the login and
 * password pages) there is no store to choose, and its provider refreshes the page it mounts on
 * for want of one, resetting an e-mail being typed (payload#18245). Signed in, the layout is
 * rendered again with it (RefreshOnSignIn).
 */
export function StoreSelectionProvider(props: Props) {
  if (props.user) return <TenantSelectionProvider {...props} />
  return <RefreshOnSignIn>{props.children}</RefreshOnSignIn>
}
