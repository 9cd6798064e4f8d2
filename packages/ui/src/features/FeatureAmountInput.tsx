/** The amount a person types in a feature's form (Send, Swap, Buy): decimal, left to right, no autofill. */
export function FeatureAmountInput(props: {
  testId: string
  value: string
  onChange(value: string): void
  id?: string
  /** when no `<label htmlFor>` names it */
  label?: string
  placeholder?: string
  invalid?: boolean
  disabled?: boolean
}) {
  return (
    <input
      id={props.id}
      className="pt-input pt-input--amount pt-ltr"
      translate="no"
      inputMode="decimal"
      autoComplete="off"
      placeholder={props.placeholder ?? '0'}
      aria-label={props.label}
      value={props.value}
      disabled={props.disabled}
      aria-invalid={props.invalid}
      data-testid={props.testId}
      onChange={(e) => props.onChange(e.target.value)}
    />
  )
}
