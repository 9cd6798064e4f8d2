import type { Portico } from '@portico/core'
import { createContext } from 'react'

/** The instance a PorticoProvider hands down; null outside a provider. */
export const PorticoInstanceContext = createContext<Portico | null>(null)

/** Lets a button ask the provider to load the dialog chunk ahead of the first open. */
export const PreloadContext = createContext<() => void>(() => {})
