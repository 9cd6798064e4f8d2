/** `<portico-connect-button label="…" namespace="…" portico="…">` */
export interface PorticoConnectButtonElement extends HTMLElement {
  /** the `label` attribute: text while disconnected */
  label: string | null
  /** the `namespace` attribute: the namespace the button shows and connects */
  namespace: string | null
}

/** `<portico-network-button portico="…">` */
export interface PorticoNetworkButtonElement extends HTMLElement {}

declare global {
  interface HTMLElementTagNameMap {
    'portico-connect-button': PorticoConnectButtonElement
    'portico-network-button': PorticoNetworkButtonElement
  }
}
