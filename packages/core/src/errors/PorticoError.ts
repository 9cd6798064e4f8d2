/**
 * The one error class of Portico and its guard; they live with the codes they carry in
 * errorCatalogue.ts (one module, no import cycle between the class and the codes).
 */
export { isPorticoError, PorticoError } from './errorCatalogue.js'
