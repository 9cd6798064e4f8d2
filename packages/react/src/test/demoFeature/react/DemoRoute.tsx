import type { RouteProps } from '../../../routes/RouteDefinition.js'
import { pingDemo, selectDemoView } from '../core/index.js'
import { DemoView } from '../ui/index.js'

/**
 * Walkthrough step 3: the route component joins core's view model and action to ui's view (a lazy
 * chunk). In the repository: `packages/react/src/features/<f>/<F>Route.tsx`.
 */
export default function DemoRoute({ portico, state }: RouteProps<'Demo'>) {
  return <DemoView {...selectDemoView(state)} onPing={() => pingDemo(portico)} />
}
