/**
 * Headless Portico: the instance, actions, options, errors and CAIP helpers.
 * @packageDocumentation
 * @module @portico/core
 */
export * from '@portico/core'
