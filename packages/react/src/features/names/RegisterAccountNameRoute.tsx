import {
  checkNameAvailability,
  NAME_CHECK_DEBOUNCE_MS,
  registerAccountName,
  selectRegisterNameView,
  setNameInput,
} from '@portico/core/features/names'
import { RegisterAccountNameView } from '@portico/ui/features/names'
import { useEffect } from 'react'
import type { RouteProps } from '../../routes/RouteDefinition.js'

/** RegisterAccountName: core's name flow and view model, ui's view (a lazy chunk). */
export default function RegisterAccountNameRoute({ portico, state }: RouteProps<'RegisterAccountName'>) {
  const input = state.features.names?.input ?? ''
  // availability and suggestions once typing pauses (debounced)
  useEffect(() => {
    if (!input) return
    const timer = setTimeout(() => void checkNameAvailability(portico, input), NAME_CHECK_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [portico, input])
  const model = selectRegisterNameView(portico)
  return (
    <RegisterAccountNameView
      input={model.input}
      suffix={model.suffix}
      {...(model.rule ? { rule: model.rule } : {})}
      {...(model.problem ? { problem: model.problem } : {})}
      checking={model.checking}
      {...(model.available !== undefined ? { available: model.available } : {})}
      suggestions={model.suggestions}
      loading={model.loading}
      canRegister={model.canRegister}
      onInput={(value) => setNameInput(portico, value)}
      onSuggestion={(label) => setNameInput(portico, label)}
      onRegister={() => void registerAccountName(portico, model.input)}
    />
  )
}
