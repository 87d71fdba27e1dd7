import type { APIRequestContext } from '@playwright/test'

/**
 * The REST API's authorization as the admin the store-changing specs use (made by scripts/e2e.ts,
 * STORE_ADMIN_*): never the editors' account, signed in by the other group at the same time.
 */
export async function storeAdminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login/', {
    data: { email: process.env.STORE_ADMIN_EMAIL, password: process.env.STORE_ADMIN_PASSWORD },
  })
  if (!login.ok()) throw new Error(`Store admin login failed: ${login.status()}`)
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}
