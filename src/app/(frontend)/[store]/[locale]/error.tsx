'use client'

// A route group's layout that failed: the message alone, inside the storefront's root layout.
export { LayoutError as default } from '@/components/error-page/route-error.client'
