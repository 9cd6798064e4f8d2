import type { ConnectButtonProps } from '@portico/react'

/** What a custom element asks its mount to render inside it. */
export type PorticoElementSlot =
  | { kind: 'connect'; props: Pick<ConnectButtonProps, 'label' | 'namespace'> }
  | { kind: 'network'; props: Record<string, never> }
