import type { CSSProperties } from 'react'

/**
 * The design tokens' defaults (globals.css's :root), inline: global-error replaces the root
 * layout, so neither the stylesheet nor the store's theme reaches it.
 */
const tokens = {
  brand: '#c8102e',
  brandContrast: '#ffffff',
  text: '#1d1d1f',
  background: '#ffffff',
  font: 'ui-sans-serif, system-ui, sans-serif',
}

const pill: CSSProperties = {
  display: 'inline-block',
  borderRadius: '9999px',
  padding: '0.75rem 1.5rem',
  font: `600 1rem/1.5 ${tokens.font}`,
  textDecoration: 'none',
  cursor: 'pointer',
}

export const globalErrorStyles = {
  main: {
    boxSizing: 'border-box',
    minHeight: '100dvh',
    padding: '4rem max(1rem, calc(50% - 24rem))',
    textAlign: 'center',
    background: tokens.background,
    color: tokens.text,
    font: `1rem/1.5 ${tokens.font}`,
  },
  title: { fontSize: '1.875rem', lineHeight: 1.2, fontWeight: 700, margin: 0 },
  text: { fontSize: '1.125rem', margin: '1rem 0 2rem' },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '1rem' },
  retry: { ...pill, border: 0, background: tokens.brand, color: tokens.brandContrast },
  home: { ...pill, border: `2px solid ${tokens.text}`, color: tokens.text },
  reference: { fontSize: '0.875rem', marginTop: '2rem' },
} satisfies Record<string, CSSProperties>
