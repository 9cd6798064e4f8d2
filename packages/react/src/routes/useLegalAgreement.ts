import type { Portico } from '@portico/core'
import { useState } from 'react'

/** per instance, for the page's life: ticked once, the box stays ticked when the person comes back */
const agreed = new WeakMap<Portico, boolean>()

/** SPEC §3 features.legalCheckbox: whether the person ticked the box on the Connect view */
export function useLegalAgreement(portico: Portico): [boolean, (agreed: boolean) => void] {
  const [value, setValue] = useState(() => agreed.get(portico) ?? false)
  return [
    value,
    (v) => {
      agreed.set(portico, v)
      setValue(v)
    },
  ]
}
