import { Fragment, type ReactNode } from 'react'

/**
 * Like formatText, but each value is a node (e.g. an address in `<Data ltr>`), so data keeps its
 * own direction inside a translated sentence ('أرسلت 0.5 ETH إلى 0x12…ab' reads right).
 */
export function formatNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, i) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1]
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one template, in a fixed order
    return key !== undefined && key in values ? <Fragment key={i}>{values[key]}</Fragment> : part
  })
}
