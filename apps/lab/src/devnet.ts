/** Where the lab's devnet runs (127.0.0.1 only). */
export interface LabDevnet {
  chains: { chainId: number; name: string; rpcUrl: string }[]
}

const FALLBACK: LabDevnet = {
  chains: [
    { chainId: 31337, name: 'Portico Devnet', rpcUrl: 'http://127.0.0.1:8545' },
    { chainId: 31338, name: 'Portico Devnet B', rpcUrl: 'http://127.0.0.1:8546' },
  ],
}

export function readDevnet(raw: string | undefined = import.meta.env.VITE_PORTICO_DEVNET): LabDevnet {
  if (!raw) return FALLBACK
  try {
    const parsed = JSON.parse(raw) as LabDevnet
    if (Array.isArray(parsed.chains) && parsed.chains.length > 0) return parsed
  } catch {
    // fall through
  }
  return FALLBACK
}
