import type { ReactNode } from 'react'
import { plainText } from '../utils/plainText.js'

export interface DataProps {
  children?: ReactNode
  /** addresses, amounts, hashes: always left to right, also inside right-to-left text */
  ltr?: boolean
  className?: string
  'data-testid'?: string
}

/**
 * Text that is data (a name, address or amount from a wallet, the registry, a token or the
 * chain), not words of the catalogue: isolated for bidi (`<bdi>`, so an Arabic page does not
 * reorder an address), never machine-translated (`translate="no"`: a browser translating the
 * page must not "translate" a wallet's name or a token symbol), rendered as text only, without
 * control and bidi-override characters (`plainText`).
 */
export function Data({ children, ltr, className, 'data-testid': testId }: DataProps) {
  return (
    <bdi translate="no" dir={ltr ? 'ltr' : 'auto'} className={className} data-testid={testId}>
      {typeof children === 'string' ? plainText(children) : children}
    </bdi>
  )
}
