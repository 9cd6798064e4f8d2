// Portico for pages without React. React renders inside (an implementation detail): the host
// calls mountPortico(portico) and writes <portico-connect-button> / <portico-network-button>.
// Registering the elements is explicit: definePorticoElements(), or import '@portico/html/define'.
export { definePorticoElements, PORTICO_ELEMENT_TAGS } from '../elements/definePorticoElements.js'
export type {
  PorticoConnectButtonElement,
  PorticoNetworkButtonElement,
} from '../elements/porticoElementTypes.js'
export { type MountPorticoOptions, mountPortico } from '../mount/mountPortico.js'
