/**
 * Generated placeholder images (the registry snapshot has none): the initial on a colour derived
 * from the id. Written here because it is 20 lines; an image library would be far larger.
 */
export function placeholderColor(id: string): string {
  let h = 0
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0
  return `hsl(${h % 360} 55% 45%)`
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function placeholderSvg(id: string, label?: string): string {
  const initial = (label ?? id).trim().charAt(0).toUpperCase() || '?'
  const text = initial.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="${placeholderColor(id)}"/><text x="48" y="62" font-family="sans-serif" font-size="44" font-weight="600" text-anchor="middle" fill="#fff">${text}</text></svg>`
}
