import { evmAdapter } from '@portico/adapter-evm'
import { createPortico, type Portico, setThemeMode, setThemeVariables } from '@portico/core'
import { mainnet } from 'viem/chains'

export const portico = createPortico({
  projectId: 'my-app',
  networks: [mainnet],
  adapters: [evmAdapter()],
  themeMode: 'system', // light | dark | system (the default: follows the visitor's setting, live)
  // semantic tokens, validated; the accent's foreground is computed for contrast unless given
  themeVariables: {
    '--portico-accent': '#ffd400',
    '--portico-border-radius': '12px',
    '--portico-font-family': 'Georgia, serif',
    '--portico-font-size-scale': 1.1, // 0.75–1.5
  },
})

// live, e.g. from the host's own theme switcher
export function darkAndBlue(p: Portico) {
  setThemeMode(p, 'dark')
  setThemeVariables(p, { '--portico-accent': '#2563eb' })
}
