import { NetworkList, type NetworkListProps } from './NetworkList.js'

export type NetworksViewProps = NetworkListProps

/** The Networks view: every configured network, the active one marked. */
export function NetworksView(props: NetworksViewProps) {
  return (
    <div data-testid="networks-view">
      <NetworkList {...props} />
    </div>
  )
}
