/**
 * A tiny element builder: attributes and text only. Children given as strings become text nodes
 * (`append`), so page or chain data can never become markup; there is no innerHTML in the frame.
 */
type Child = Node | string | null | undefined | false
type Props = Record<string, string | number | boolean | undefined> & { class?: string; testid?: string }

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue
    if (key === 'class') el.className = String(value)
    else if (key === 'testid') el.dataset.testid = String(value)
    else el.setAttribute(key, value === true ? '' : String(value))
  }
  el.append(...children.filter((c): c is Node | string => c !== null && c !== undefined && c !== false))
  return el
}

let ids = 0
/** a document-unique id for label / aria references */
export const uid = (prefix: string) => `${prefix}-${++ids}`
