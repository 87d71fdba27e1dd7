'use client'

// A page of this group that failed: the message inside the group's header and footer.
export { LazyRouteError as default } from '@/components/error-page/lazy-route-error.client'
