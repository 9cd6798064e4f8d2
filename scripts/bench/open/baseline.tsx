// The page without Portico (and without any wallet dialog): its button is the wagmi one.
import { renderHost } from './host.js'

renderHost(
  <button type="button" data-bench="button">
    Connect Wallet
  </button>,
)
