import type { FeatureContext } from './FeatureContext.js'

/** each instance's context, keyed by the instance (two instances never share one) */
const contexts = new WeakMap<object, FeatureContext>()

/** The instance's feature context (its controllers), for core's actions and feature modules. */
export function featureContextOf(portico: object): FeatureContext {
  return contexts.get(portico)!
}

/** createPortico ties the instance to its context */
export function bindFeatureContext(ctx: FeatureContext): void {
  contexts.set(ctx.portico, ctx)
}
