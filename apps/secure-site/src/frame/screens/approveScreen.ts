/**
 * The approval screen (SHOW reason 'approve'): who asks (the app's name from SYNC_DAPP_DATA and
 * the page's real origin), the network, the account and what is to be signed, then Reject /
 * Approve. Approve is enabled once the screen host arms the screen (visibilityGuard.ts: 600 ms
 * shown, placed and still; like every control of every screen, Reject takes no pointer input
 * before that either) and takes trusted clicks only; after it the request is signed or sent,
 * answered, and the screen hides.
 */
import { userRejected } from '../frameError.js'
import type { ApprovalDetails, DetailItem, TreeEntry } from '../rpc/approvalDetails.js'
import type { ApprovalTurn } from '../rpc/approvalQueue.js'
import { TEXTS } from '../texts.js'
import { h, uid } from './h.js'
import type { ScreenHost } from './screenHost.js'

export interface DappInfo {
  /** SYNC_DAPP_DATA's metadata name (the app's own claim) */
  name?: string
  /** the origin of the page that embeds the frame (what the browser says) */
  origin: string
}

function renderTree(entries: TreeEntry[]): HTMLUListElement {
  return h(
    'ul',
    { class: 'tree' },
    ...entries.map((entry) =>
      h(
        'li',
        {},
        h('span', { class: 'tree-key' }, entry.key),
        entry.children
          ? renderTree(entry.children)
          : h('span', { class: 'tree-value mono' }, entry.value ?? ''),
      ),
    ),
  )
}

function renderItem(item: DetailItem): HTMLElement {
  switch (item.kind) {
    case 'row':
      return h(
        'div',
        { class: 'row' },
        h('dt', {}, item.label),
        h('dd', { class: item.mono ? 'mono' : undefined }, item.value),
      )
    case 'block':
      return h(
        'div',
        { class: 'block' },
        h('dt', {}, item.label),
        h(
          'dd',
          {},
          h(
            'pre',
            { class: item.mono ? 'message mono' : 'message', tabindex: 0, testid: 'frame-approve-message' },
            item.value,
          ),
        ),
      )
    case 'tree':
      return h('div', { class: 'block' }, h('dt', {}, item.label), h('dd', {}, renderTree(item.entries)))
    case 'note':
      return h('p', { class: `note ${item.tone}` }, item.text)
    case 'warning':
      return h('p', { class: 'warning', role: 'alert', testid: 'frame-approve-warning' }, item.text)
    case 'group':
      return h(
        'section',
        { class: 'group' },
        h('h2', {}, item.label),
        h('dl', {}, ...item.items.map(renderItem)),
      )
  }
}

export function approveView(details: ApprovalDetails, dapp: DappInfo) {
  const titleId = uid('approve-title')
  const statusId = uid('approve-status')
  const approve = h(
    'button',
    {
      type: 'button',
      class: 'primary',
      testid: 'frame-approve',
      disabled: true,
      'aria-describedby': statusId,
    },
    TEXTS.approve.approveButton,
  )
  const reject = h(
    'button',
    { type: 'button', class: 'secondary', testid: 'frame-reject' },
    TEXTS.approve.rejectButton,
  )
  const status = h('p', { class: 'status', role: 'status', id: statusId }, TEXTS.approve.waitVisible)
  const root = h(
    'main',
    { class: 'screen', 'aria-labelledby': titleId, testid: 'frame-approve-screen' },
    h(
      'header',
      {},
      h('h1', { id: titleId }, details.title),
      h(
        'dl',
        { class: 'who' },
        h(
          'div',
          { class: 'row' },
          h('dt', {}, TEXTS.approve.app),
          h(
            'dd',
            { testid: 'frame-approve-app' },
            dapp.name || TEXTS.approve.unknownApp,
            h('br'),
            h('span', { class: 'muted' }, dapp.origin),
          ),
        ),
        h('div', { class: 'row' }, h('dt', {}, TEXTS.approve.network), h('dd', {}, details.network)),
        h(
          'div',
          { class: 'row' },
          h('dt', {}, TEXTS.approve.account),
          h('dd', { class: 'mono' }, details.account),
        ),
      ),
    ),
    h(
      'div',
      { class: 'content', testid: 'frame-approve-details' },
      h('dl', {}, ...details.items.map(renderItem)),
    ),
    h('footer', {}, status, h('div', { class: 'buttons' }, reject, approve)),
  )
  return { root, approve, reject, status }
}

export interface PresentApprovalOptions<T> {
  host: ScreenHost
  details: ApprovalDetails
  dapp: DappInfo
  turn: ApprovalTurn
  execute: () => Promise<T>
}

export function presentApproval<T>({
  host,
  details,
  dapp,
  turn,
  execute,
}: PresentApprovalOptions<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (turn.signal.aborted) return reject(userRejected())
    const view = approveView(details, dapp)
    let armed = false
    let busy = false
    const finish = () => {
      turn.signal.removeEventListener('abort', onAbort)
      host.hide()
    }
    const onAbort = () => {
      if (busy) return
      finish()
      reject(userRejected())
    }
    turn.signal.addEventListener('abort', onAbort)
    view.reject.addEventListener('click', () => {
      if (busy) return
      finish()
      reject(userRejected())
    })
    view.approve.addEventListener('click', async (event) => {
      // a click made by script (untrusted) or before the guard armed does nothing
      if (!event.isTrusted || !armed || busy) return
      if (!turn.commit()) return
      busy = true
      view.approve.disabled = true
      view.reject.disabled = true
      view.status.textContent = TEXTS.approve.working
      try {
        const result = await execute()
        finish()
        resolve(result)
      } catch (e) {
        finish()
        reject(e)
      }
    })
    host.show('approve', view.root, view.reject, (isArmed) => {
      armed = isArmed
      if (busy) return
      view.approve.disabled = !isArmed
      view.status.textContent = isArmed ? '' : TEXTS.approve.waitVisible
    })
  })
}
