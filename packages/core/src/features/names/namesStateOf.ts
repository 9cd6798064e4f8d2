import type { Portico } from '../../portico/Portico.js'
import { EMPTY_NAMES, type NamesState } from './namesState.js'

export const namesStateOf = (portico: Pick<Portico, 'getState'>): NamesState =>
  portico.getState().features.names ?? EMPTY_NAMES

export function patchNames(portico: Pick<Portico, 'getState' | 'store'>, next: Partial<NamesState>) {
  const s = portico.getState()
  portico.store.setState({
    features: { ...s.features, names: { ...(s.features.names ?? EMPTY_NAMES), ...next } },
  })
}
