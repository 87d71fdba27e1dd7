'use client'

// A page of this group that failed: the message inside the group's header and footer.
export { RouteError as default } from '@/components/error-page/route-error.client'
