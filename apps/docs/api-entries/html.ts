/**
 * Pages without React: mountPortico and the custom elements.
 * @packageDocumentation
 * @module @portico/html
 */
export * from '@portico/html'
