'use client'

// A root layout failed (the storefront's, or /admin's): Next replaces it with this page.
export { GlobalError as default } from '@/components/error-page/global-error.client'
