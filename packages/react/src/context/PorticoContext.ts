import type { Portico, PorticoState } from '@portico/core'
import { createContext } from 'react'

/** The instance a PorticoProvider hands down; null outside a provider. */
export const PorticoInstanceContext = createContext<Portico | null>(null)

/** Lets a button ask the provider to load the dialog chunk ahead of the first open. */
export const PreloadContext = createContext<() => void>(() => {})

/**
 * The state the server rendered (core's `hydrationState`: the start state plus the visitor's
 * cookie), which the first client render must show; null outside a provider.
 */
export const HydrationStateContext = createContext<PorticoState | null>(null)

/** true while the dialog is wanted (opened) and its code has not arrived: the buttons show progress */
export const DialogLoadingContext = createContext(false)
