import {
  loadSendTokens,
  previewSend,
  selectSendToken,
  selectSendView,
  setSendAmount,
  setSendMax,
  setSendReceiver,
} from '@portico/core/features/send'
import { SendFormView } from '@portico/ui/features/send'
import { useEffect } from 'react'
import type { RouteProps } from '../../routes/RouteDefinition.js'

/** Send, the form: core's send flow and view model, ui's view (a lazy chunk). */
export default function SendRoute({ portico, state }: RouteProps<'Send'>) {
  const ns = state.activeNamespace
  const owner = state.accounts[ns]?.address
  const network = state.activeNetworks[ns]
  // the account's balances; again when the account or its network changes
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload on account or network change
  useEffect(() => {
    void loadSendTokens(portico)
  }, [portico, owner, network])
  const model = selectSendView(portico)
  return (
    <SendFormView
      tokens={model.tokens}
      tokensLoading={model.tokensLoading}
      {...(model.token ? { token: model.token } : {})}
      amount={model.amount}
      {...(model.amountUsd !== undefined ? { amountUsd: model.amountUsd } : {})}
      receiverInput={model.receiverInput}
      receiverAddress={model.receiverAddress}
      {...(model.receiverName ? { receiverName: model.receiverName } : {})}
      {...(model.problem ? { problem: model.problem } : {})}
      loading={model.loading}
      onToken={(key) => selectSendToken(portico, key === 'native' ? undefined : key)}
      onAmount={(value) => setSendAmount(portico, value)}
      onMax={() => void setSendMax(portico)}
      onReceiver={(value) => void setSendReceiver(portico, value)}
      onReview={() => void previewSend(portico)}
    />
  )
}
