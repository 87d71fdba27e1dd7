import type { CSSProperties } from 'react'

// Mail clients ignore stylesheets and CSS variables: inline styles. The store's brand colours are
// its own (mail-store.ts: branded), set where a style shows them.
const ink = '#1d1d1f'
const muted = '#f5f2ee'
const font = 'Inter, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif'

export const styles = {
  body: { backgroundColor: muted, margin: 0, padding: '24px 0', fontFamily: font, color: ink },
  container: {
    maxWidth: '560px',
    margin: '0 auto',
    backgroundColor: '#ffffff',
    borderRadius: '8px',
  },
  header: { borderRadius: '8px 8px 0 0', padding: '16px 32px' },
  storeName: { fontSize: '20px', fontWeight: 700, margin: 0 },
  content: { padding: '8px 32px 24px' },
  heading: { fontSize: '24px', lineHeight: '32px', fontWeight: 700, margin: '24px 0 16px' },
  text: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  button: {
    fontSize: '16px',
    fontWeight: 700,
    textDecoration: 'none',
    borderRadius: '6px',
    padding: '12px 24px',
    display: 'inline-block',
  },
  buttonRow: { margin: '8px 0 24px' },
  small: { fontSize: '14px', lineHeight: '20px', margin: '0 0 16px' },
  link: { textDecoration: 'underline', wordBreak: 'break-all' },
  subheading: { fontSize: '18px', lineHeight: '26px', fontWeight: 700, margin: '24px 0 8px' },
  line: { fontSize: '16px', lineHeight: '24px', margin: 0 },
  strong: { fontSize: '16px', lineHeight: '24px', margin: 0, fontWeight: 700 },
  card: {
    backgroundColor: muted,
    borderRadius: '8px',
    padding: '16px 24px',
    margin: '0 0 16px',
  },
  code: {
    fontFamily: 'Menlo, Consolas, "Courier New", monospace',
    fontSize: '20px',
    lineHeight: '28px',
    fontWeight: 700,
    letterSpacing: '1px',
    margin: '0 0 12px',
  },
  image: {
    display: 'block',
    width: '100%',
    maxWidth: '496px',
    height: 'auto',
    borderRadius: '8px',
    margin: '0 0 16px',
  },
  quote: {
    borderLeftWidth: '4px',
    borderLeftStyle: 'solid',
    padding: '4px 0 4px 16px',
    margin: '0 0 16px',
    fontStyle: 'italic',
    fontSize: '16px',
    lineHeight: '24px',
    whiteSpace: 'pre-line',
  },
  footer: {
    fontSize: '13px',
    lineHeight: '20px',
    color: '#55555a',
    padding: '0 32px 24px',
    margin: 0,
  },
} satisfies Record<string, CSSProperties>
