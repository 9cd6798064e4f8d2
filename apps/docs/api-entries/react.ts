/**
 * React bindings: PorticoProvider, the buttons and the hooks.
 * @packageDocumentation
 * @module @portico/react
 */
export * from '@portico/react'
