/**
 * The theme's colours an editor starts from: the Stores collection's defaults, and globals.css's
 * :root, which stands for any the page leaves unset (a unit test keeps the two the same).
 */
export const THEME_DEFAULTS = {
  brand: '#c8102e',
  brandContrast: '#ffffff',
  accent: '#ffb81c',
  text: '#1d1d1f',
  background: '#ffffff',
  muted: '#f5f2ee',
} as const
