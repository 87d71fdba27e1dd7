'use client'

// A root layout failed (the storefront's, a route group's, or /admin's): Next replaces it with this.
export { LazyGlobalError as default } from '@/components/error-page/lazy-global-error.client'
