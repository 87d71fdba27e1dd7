import type { PayloadRequest } from 'payload'

/** Every signed-in staff user is an administrator until editor roles are introduced. */
export const isAdmin = ({ req }: { req: PayloadRequest }): boolean =>
  Boolean(req.user && req.user.collection === 'users')
