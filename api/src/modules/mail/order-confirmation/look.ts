/**
 * The product's look in a mail (DESIGN.md): the deep teal for actions, saffron for prices, neutral
 * greys. Inline styles only: mail clients drop style sheets and web fonts.
 */
export const look = {
  font: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  brand: '#0f766e',
  accent: '#b45309',
  text: '#1c1917',
  muted: '#57534e',
  line: '#e7e5e4',
  page: '#f5f5f4',
  card: '#ffffff',
} as const;
