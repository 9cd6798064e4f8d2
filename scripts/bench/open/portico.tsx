// The same page with Portico: its ConnectButton and adapter-evm on the host's wagmi config (the
// page `pnpm size` measures).
import { ConnectButton } from '@portico/react'
import { renderPorticoHost } from '../../size/fixtures/porticoHost.js'

renderPorticoHost(<ConnectButton data-bench="button" />)
