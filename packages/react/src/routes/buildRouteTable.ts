import type { FeatureDefinition } from '../features/FeatureDefinition.js'
import type { RouteTable } from './RouteDefinition.js'

/** Core's routes plus every registered feature's; a view defined twice is a programming error. */
export function buildRouteTable(core: RouteTable, features: readonly FeatureDefinition[]): RouteTable {
  const table: RouteTable = { ...core }
  for (const feature of features)
    for (const [view, route] of Object.entries(feature.routes)) {
      if (view in table)
        throw new Error(`Portico: the view ${view} is registered twice (feature ${feature.id})`)
      ;(table as Record<string, unknown>)[view] = route
    }
  return table
}
