/**
 * The one place that imports the lazy actions chunk (lazyActions.ts): each dynamic import site is a
 * loader a host's startup bundle pays for, so the deprecated methods, the analytics forwarder and
 * the email feature's origin check share this one.
 */
export const loadLazyActions = <T>(
  use: (m: typeof import('./lazyActions.js')) => T | Promise<T>,
): Promise<T> => import('./lazyActions.js').then(use)
