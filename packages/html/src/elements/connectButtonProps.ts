import { type ChainNamespace, isChainNamespace } from '@portico/core'
import type { ConnectButtonProps } from '@portico/react'

/**
 * `<portico-connect-button>`'s attributes as ConnectButton's props: `label` (the text while
 * disconnected) and `namespace` (which namespace's account it shows and connects). ConnectButton
 * has no other props of its own; an unknown namespace is left out with a console warning (the
 * button still works, for every namespace).
 */
export function connectButtonProps(
  element: Pick<Element, 'getAttribute'>,
): Pick<ConnectButtonProps, 'label' | 'namespace'> {
  const props: { label?: string; namespace?: ChainNamespace } = {}
  const label = element.getAttribute('label')
  if (label) props.label = label
  const namespace = element.getAttribute('namespace')
  if (namespace !== null && namespace !== '') {
    if (isChainNamespace(namespace)) props.namespace = namespace
    else
      console.warn(
        `<portico-connect-button namespace="${namespace}">: not a namespace of Portico (eip155, solana, bip122, polkadot, cosmos); ignored`,
      )
  }
  return props
}
