import type { PorticoApi } from '../api/createPorticoApi.js'
import { hasCapability } from '../capabilities/hasCapability.js'
import { featureContextOf } from '../portico/featureContextOf.js'
import type { Portico } from '../portico/Portico.js'

/** SPEC §7 API clients, loaded and made on the first call (no network until a call is made). */
export function getApi(portico: Portico): Promise<PorticoApi> {
  const ctx = featureContextOf(portico)
  ctx.api ??= import('../api/createPorticoApi.js').then(({ createPorticoApi }) =>
    createPorticoApi({
      options: ctx.options,
      store: ctx.store,
      alerts: ctx.alerts,
      toasts: ctx.toasts,
      isUnsupported: () => ctx.networks.isUnsupported(),
      getActiveNetwork: () => ctx.networks.getActiveNetwork(),
      hasCapability: (capability, namespace) => hasCapability(portico, capability, namespace),
    }),
  )
  return ctx.api
}
