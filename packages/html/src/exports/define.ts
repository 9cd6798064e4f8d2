// `import '@portico/html/define'`: registers <portico-connect-button> and <portico-network-button>
// on import (the package's one side effect, listed in package.json#sideEffects). Nothing happens
// where there are no custom elements (Node, server rendering).
import { definePorticoElements } from '../elements/definePorticoElements.js'

export type {
  PorticoConnectButtonElement,
  PorticoNetworkButtonElement,
} from '../elements/porticoElementTypes.js'

definePorticoElements()
