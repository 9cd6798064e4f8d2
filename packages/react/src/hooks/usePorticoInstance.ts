import type { Portico } from '@portico/core'
import { useContext } from 'react'
import { PorticoInstanceContext } from '../context/PorticoContext.js'

/** The Portico instance of the nearest PorticoProvider, or null (hooks never throw before setup). */
export function usePorticoInstance(): Portico | null {
  return useContext(PorticoInstanceContext)
}
