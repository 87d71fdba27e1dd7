import type { Access } from 'payload'

/** Staff see drafts; everyone else sees published documents only. */
export const publishedOrStaff: Access = ({ req }) =>
  req.user?.collection === 'users' ? true : { _status: { equals: 'published' } }
