/**
 * A small plain-DOM panel (fixed, bottom right) that plays the wallet's confirmation popup:
 * it shows the oldest pending approval request with Approve / Reject buttons. Framework-neutral
 * so any host page can mount it. Request text comes from dapps: it is only ever set through
 * `textContent`, never parsed as HTML.
 */
import type { ApprovalKind, ApprovalQueue, ApprovalRequest } from './createApprovalQueue.js'
import { LAB_WALLET_ICON } from './labWalletIcon.js'

export interface MountApprovalPromptOptions {
  /** Where the panel is appended (default: document.body). */
  container?: HTMLElement
  /** The wallet named in the panel's header (default: the EVM Lab Wallet). */
  wallet?: { name: string; icon: string }
}

const KIND_TITLES: Record<ApprovalKind, string> = {
  connect: 'Connection request',
  sign: 'Signature request',
  signTypedData: 'Typed data signature request',
  sendTransaction: 'Transaction request',
  addChain: 'Add network request',
}

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace'

let mountCounter = 0
const LAB_WALLET = { name: 'Lab Wallet', icon: LAB_WALLET_ICON }

/** Returns a function that removes the panel and stops listening. */
export function mountApprovalPrompt(
  queue: ApprovalQueue,
  options: MountApprovalPromptOptions = {},
): () => void {
  const container = options.container ?? document.body
  const ids = {
    title: `lab-wallet-prompt-title-${++mountCounter}`,
    summary: `lab-wallet-prompt-summary-${mountCounter}`,
  }
  const panel = el('div', {
    position: 'fixed',
    right: '16px',
    bottom: '16px',
    zIndex: '2147483647',
    width: '360px',
    maxWidth: 'calc(100vw - 32px)',
    boxSizing: 'border-box',
    padding: '16px',
    borderRadius: '16px',
    background: '#ffffff',
    color: '#111827',
    border: '1px solid #e5e7eb',
    boxShadow: '0 12px 32px rgba(17, 24, 39, 0.18), 0 2px 6px rgba(17, 24, 39, 0.08)',
    fontFamily: FONT,
    fontSize: '14px',
    lineHeight: '1.4',
    colorScheme: 'light',
  })
  panel.setAttribute('data-testid', 'lab-wallet-prompt')
  panel.setAttribute('role', 'alertdialog')
  panel.setAttribute('aria-labelledby', ids.title)
  panel.setAttribute('aria-describedby', ids.summary)

  const render = (pending: ApprovalRequest[]) => {
    const request = pending[0]
    if (!request) {
      panel.remove()
      return
    }
    panel.replaceChildren(...renderRequest(queue, request, pending.length, ids, options.wallet ?? LAB_WALLET))
    panel.setAttribute('data-request-id', request.id)
    panel.setAttribute('data-request-kind', request.kind)
    if (!panel.isConnected) container.appendChild(panel)
  }
  const unsubscribe = queue.subscribe(render)
  render(queue.pending())
  return () => {
    unsubscribe()
    panel.remove()
  }
}

function renderRequest(
  queue: ApprovalQueue,
  request: ApprovalRequest,
  count: number,
  ids: { title: string; summary: string },
  wallet: { name: string; icon: string },
): HTMLElement[] {
  const header = el('div', { display: 'flex', alignItems: 'center', gap: '10px', marginBottom: '12px' })
  const icon = el('img', { width: '32px', height: '32px', borderRadius: '8px', flex: 'none' })
  icon.setAttribute('src', wallet.icon)
  icon.setAttribute('alt', '')
  const titles = el('div', { flex: '1', minWidth: '0' })
  const brand = el('div', { fontSize: '12px', color: '#6b7280', fontWeight: '500' }, wallet.name)
  const title = el('h2', { margin: '0', fontSize: '15px', fontWeight: '600' }, KIND_TITLES[request.kind])
  title.id = ids.title
  titles.append(brand, title)
  header.append(icon, titles)
  if (count > 1) {
    const more = el('span', badgeStyle(), `1 of ${count}`)
    more.setAttribute('data-testid', 'lab-wallet-pending-count')
    header.append(more)
  }

  const summary = el('p', { margin: '0 0 6px', fontWeight: '500', overflowWrap: 'anywhere' }, request.summary)
  summary.id = ids.summary
  const origin = el('p', { margin: '0 0 10px', fontSize: '12px', color: '#6b7280', overflowWrap: 'anywhere' })
  origin.textContent = `From ${request.origin}`
  const parts: HTMLElement[] = [header, summary, origin]

  if (request.details) {
    const details = el(
      'pre',
      {
        margin: '0 0 12px',
        padding: '10px',
        maxHeight: '180px',
        overflow: 'auto',
        borderRadius: '10px',
        background: '#f3f4f6',
        color: '#1f2937',
        fontFamily: MONO,
        fontSize: '12px',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      },
      request.details,
    )
    details.setAttribute('data-testid', 'lab-wallet-details')
    parts.push(details)
  }

  const actions = el('div', { display: 'flex', gap: '8px', justifyContent: 'flex-end' })
  const reject = button('Reject', 'lab-wallet-reject', {
    background: '#ffffff',
    color: '#111827',
    border: '1px solid #d1d5db',
  })
  const approve = button('Approve', 'lab-wallet-approve', {
    background: '#4f46e5',
    color: '#ffffff',
    border: '1px solid #4f46e5',
  })
  reject.addEventListener('click', () => queue.reject(request.id))
  approve.addEventListener('click', () => queue.approve(request.id))
  actions.append(reject, approve)
  parts.push(actions)
  return parts
}

function button(label: string, testId: string, colors: Partial<CSSStyleDeclaration>): HTMLButtonElement {
  const b = el('button', {
    padding: '8px 16px',
    borderRadius: '10px',
    fontFamily: FONT,
    fontSize: '14px',
    fontWeight: '600',
    cursor: 'pointer',
    ...colors,
  })
  b.type = 'button'
  b.textContent = label
  b.setAttribute('data-testid', testId)
  return b
}

function badgeStyle(): Partial<CSSStyleDeclaration> {
  return {
    padding: '2px 8px',
    borderRadius: '999px',
    background: '#eef2ff',
    color: '#4338ca',
    fontSize: '12px',
    fontWeight: '600',
    flex: 'none',
  }
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: Partial<CSSStyleDeclaration>,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  Object.assign(node.style, style)
  if (text !== undefined) node.textContent = text
  return node
}
