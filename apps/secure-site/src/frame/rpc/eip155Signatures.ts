/**
 * personal_sign ([message, address]) and eth_signTypedData_v4 ([address, typed data JSON]):
 * validated, described for the approval screen, signed with the derived key
 * (viem `privateKeyToAccount`) only after the user approved.
 */
import { bytesToHex, type Hex, hashTypedData, hexToBytes, isHex, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { FrameNetwork } from '../frameConfig.js'
import { FrameRequestError, invalidParams } from '../frameError.js'
import { TEXTS } from '../texts.js'
import { type DetailItem, printableText, toTree } from './approvalDetails.js'
import { parseParams, personalSignParams, typedDataParams, typedDataSchema } from './eip155Params.js'
import type { ActiveAccount, RpcContext, UnsafeRequest } from './rpcContext.js'

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The account that signs: the EOA's key. A 7702 smart account has the EOA's address and its
 * Simple7702Account checks ERC-1271 signatures against that key, so one signature serves both.
 * A counterfactual SimpleAccount has no ERC-1271: it cannot sign, and says so.
 */
function signerOf(network: FrameNetwork, account: ActiveAccount, address: string) {
  if (!sameAddress(address, account.eip155)) throw invalidParams('address is not this account')
  if (account.eip155Type === 'smartAccount' && network.smartAccount === 'counterfactual')
    throw new FrameRequestError('RPC_ERROR', TEXTS.errors.smartAccountCannotSign, { rpcCode: 4200 })
}

export function personalSign(
  ctx: RpcContext,
  network: FrameNetwork,
  params: unknown,
  account: ActiveAccount,
): UnsafeRequest {
  const [message, address] = parseParams(personalSignParams, params)
  signerOf(network, account, address)
  // EIP-1193 wallets take a hex message as bytes and anything else as UTF-8 text
  const raw: Hex = isHex(message) ? message : bytesToHex(new TextEncoder().encode(message))
  const text = printableText(hexToBytes(raw))
  return {
    async describe() {
      return {
        method: 'personal_sign',
        title: TEXTS.approve.title.personal_sign!,
        network: network.name,
        account: account.eip155,
        items: [
          text === null
            ? { kind: 'block', label: TEXTS.approve.messageHex, value: raw, mono: true }
            : { kind: 'block', label: TEXTS.approve.message, value: text },
        ],
      }
    },
    execute: () =>
      ctx.withKeys((keys) => privateKeyToAccount(bytesToHex(keys.eip155)).signMessage({ message: { raw } })),
  }
}

export function signTypedData(
  ctx: RpcContext,
  network: FrameNetwork,
  params: unknown,
  account: ActiveAccount,
): UnsafeRequest {
  const [address, json] = parseParams(typedDataParams, params)
  signerOf(network, account, address)
  let raw: unknown = json
  if (typeof json === 'string')
    try {
      raw = JSON.parse(json)
    } catch {
      throw invalidParams('typed data is not JSON')
    }
  const typed = parseParams(typedDataSchema, raw)
  const domain = typed.domain ?? {}
  if (domain.chainId !== undefined && Number(domain.chainId) !== network.chainId)
    throw invalidParams(`domain chainId ${String(domain.chainId)} is not the active chain`)
  if (!typed.types[typed.primaryType]) throw invalidParams('primaryType is not in types')

  const definition = { ...typed, domain } as unknown as TypedDataDefinition
  try {
    // viem checks the message against its types (and hashes it): nothing odd reaches the screen
    hashTypedData(definition)
  } catch {
    throw invalidParams('typed data does not match its types')
  }
  return {
    async describe() {
      const domainRows: DetailItem[] = []
      const row = (label: string, value: unknown, mono = false) => {
        if (value !== undefined) domainRows.push({ kind: 'row', label, value: String(value), mono })
      }
      row(TEXTS.approve.domainName, domain.name)
      row(TEXTS.approve.domainVersion, domain.version)
      row(TEXTS.approve.domainChainId, domain.chainId)
      row(TEXTS.approve.domainContract, domain.verifyingContract, true)
      return {
        method: 'eth_signTypedData_v4',
        title: TEXTS.approve.title.eth_signTypedData_v4!,
        network: network.name,
        account: account.eip155,
        items: [
          { kind: 'group', label: TEXTS.approve.domain, items: domainRows },
          { kind: 'row', label: TEXTS.approve.primaryType, value: typed.primaryType },
          { kind: 'tree', label: TEXTS.approve.fields, entries: toTree(typed.message) },
        ],
      }
    },
    execute: () =>
      ctx.withKeys((keys) => privateKeyToAccount(bytesToHex(keys.eip155)).signTypedData(definition)),
  }
}
