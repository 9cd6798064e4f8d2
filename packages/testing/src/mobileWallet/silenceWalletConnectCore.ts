/**
 * Turns off the two calls a WalletConnect core makes to hosts other than the relay:
 * Verify (attestation iframe / fetch to verify.walletconnect.org) and the INIT telemetry event
 * that `WalletKit.init` sends to pulse.walletconnect.org even with `telemetryEnabled: false`.
 * Both switches are the SDK's own dev-mode paths (`isDevEnv`), set on the instance instead of
 * through `process.env.IS_VITEST`.
 */
export interface SilenceableCore {
  verify: object
  eventClient: object
}

export function silenceWalletConnectCore(core: SilenceableCore): void {
  Object.assign(core.verify, { isDevEnv: true })
  Object.assign(core.eventClient, { init: async () => undefined, telemetryEnabled: false })
}
