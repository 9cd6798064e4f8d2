/**
 * A minimal ERC-20 for the devnet, assembled here from EVM opcodes: name, symbol, decimals,
 * totalSupply, balanceOf, transfer and an open mint (a test token: anyone may mint). Our own
 * because the solc compiler is not installed and a 200-byte token needs no compiler; the tests in
 * deployErc20.test.ts check it against viem's standard erc20Abi on anvil.
 * Storage: the balance of an address lives at slot = the address; totalSupply at slot 2^255.
 */
import { keccak256, toHex } from 'viem'

type Item = string | { push: bigint; bytes?: number } | { label: string } | { ref: string }

const OPS: Record<string, number> = {
  ADD: 0x01,
  SUB: 0x03,
  LT: 0x10,
  EQ: 0x14,
  AND: 0x16,
  SHR: 0x1c,
  CALLER: 0x33,
  CALLDATALOAD: 0x35,
  CODECOPY: 0x39,
  MSTORE: 0x52,
  SLOAD: 0x54,
  SSTORE: 0x55,
  JUMPI: 0x57,
  JUMPDEST: 0x5b,
  DUP1: 0x80,
  DUP2: 0x81,
  DUP3: 0x82,
  SWAP1: 0x90,
  LOG3: 0xa3,
  RETURN: 0xf3,
  REVERT: 0xfd,
}

/** Two-pass assembler: labels are pushed as PUSH2. */
export function assemble(items: Item[]): Uint8Array {
  const size = (i: Item) =>
    typeof i === 'string' ? 1 : 'label' in i ? 1 : 'ref' in i ? 3 : 1 + (i.bytes ?? byteLen(i.push))
  const labels = new Map<string, number>()
  let pc = 0
  for (const i of items) {
    if (typeof i === 'object' && 'label' in i) labels.set(i.label, pc)
    pc += size(i)
  }
  const out: number[] = []
  for (const i of items) {
    if (typeof i === 'string') {
      const op = OPS[i]
      if (op === undefined) throw new Error(`unknown opcode ${i}`)
      out.push(op)
    } else if ('label' in i) out.push(OPS.JUMPDEST!)
    else if ('ref' in i) {
      const at = labels.get(i.ref)
      if (at === undefined) throw new Error(`unknown label ${i.ref}`)
      out.push(0x61, at >> 8, at & 0xff)
    } else {
      const n = i.bytes ?? byteLen(i.push)
      out.push(0x5f + n, ...toBytes(i.push, n))
    }
  }
  return Uint8Array.from(out)
}

function byteLen(v: bigint) {
  let n = 1
  while (v >> BigInt(8 * n) > 0n) n++
  return n
}
function toBytes(v: bigint, n: number) {
  return Array.from({ length: n }, (_, k) => Number((v >> BigInt(8 * (n - 1 - k))) & 0xffn))
}

const p = (v: bigint | number, bytes?: number): Item => ({ push: BigInt(v), ...(bytes ? { bytes } : {}) })
const sel = (sig: string) => p(BigInt(keccak256(toHex(sig)).slice(0, 10)), 4)
const ADDRESS_MASK = p((1n << 160n) - 1n, 20)
const TOTAL_SUPPLY_SLOT = p(1n << 255n, 32)
const TRANSFER_TOPIC = p(BigInt(keccak256(toHex('Transfer(address,address,uint256)'))), 32)
const RETURN_WORD: Item[] = [p(0), 'MSTORE', p(0x20), p(0), 'RETURN']
const ARG_ADDRESS: Item[] = [p(4), 'CALLDATALOAD', ADDRESS_MASK, 'AND']

function returnString(s: string): Item[] {
  const bytes = new TextEncoder().encode(s)
  if (bytes.length > 32) throw new Error('name and symbol must be at most 32 bytes')
  let word = 0n
  for (let k = 0; k < 32; k++) word = (word << 8n) | BigInt(bytes[k] ?? 0)
  return [
    p(0x20),
    p(0),
    'MSTORE',
    p(bytes.length),
    p(0x20),
    'MSTORE',
    p(word, 32),
    p(0x40),
    'MSTORE',
    p(0x60),
    p(0),
    'RETURN',
  ]
}

export function erc20RuntimeCode(token: { name: string; symbol: string; decimals: number }): Uint8Array {
  const dispatch = (sig: string, label: string): Item[] => ['DUP1', sel(sig), 'EQ', { ref: label }, 'JUMPI']
  return assemble([
    p(0),
    'CALLDATALOAD',
    p(0xe0),
    'SHR',
    ...dispatch('name()', 'name'),
    ...dispatch('symbol()', 'symbol'),
    ...dispatch('decimals()', 'decimals'),
    ...dispatch('totalSupply()', 'totalSupply'),
    ...dispatch('balanceOf(address)', 'balanceOf'),
    ...dispatch('transfer(address,uint256)', 'transfer'),
    ...dispatch('mint(address,uint256)', 'mint'),
    { label: 'fail' },
    p(0),
    'DUP1',
    'REVERT',
    { label: 'name' },
    ...returnString(token.name),
    { label: 'symbol' },
    ...returnString(token.symbol),
    { label: 'decimals' },
    p(token.decimals),
    ...RETURN_WORD,
    { label: 'totalSupply' },
    TOTAL_SUPPLY_SLOT,
    'SLOAD',
    ...RETURN_WORD,
    { label: 'balanceOf' },
    ...ARG_ADDRESS,
    'SLOAD',
    ...RETURN_WORD,
    // transfer(to, amount): amount ≤ balance(caller), else revert
    { label: 'transfer' },
    p(0x24),
    'CALLDATALOAD',
    'CALLER',
    'SLOAD',
    'DUP2',
    'DUP2',
    'LT',
    { ref: 'fail' },
    'JUMPI',
    'DUP2',
    'SWAP1',
    'SUB',
    'CALLER',
    'SSTORE',
    ...ARG_ADDRESS,
    'DUP1',
    'SLOAD',
    'DUP3',
    'ADD',
    'SWAP1',
    'SSTORE',
    p(0),
    'MSTORE',
    ...ARG_ADDRESS,
    'CALLER',
    TRANSFER_TOPIC,
    p(0x20),
    p(0),
    'LOG3',
    p(1),
    ...RETURN_WORD,
    // mint(to, amount): open to anyone (a devnet test token)
    { label: 'mint' },
    p(0x24),
    'CALLDATALOAD',
    ...ARG_ADDRESS,
    'DUP1',
    'SLOAD',
    'DUP3',
    'ADD',
    'SWAP1',
    'SSTORE',
    TOTAL_SUPPLY_SLOT,
    'SLOAD',
    'DUP2',
    'ADD',
    TOTAL_SUPPLY_SLOT,
    'SSTORE',
    p(0),
    'MSTORE',
    ...ARG_ADDRESS,
    p(0),
    TRANSFER_TOPIC,
    p(0x20),
    p(0),
    'LOG3',
    p(1),
    ...RETURN_WORD,
  ])
}

/** Creation code: copies the runtime after a 13-byte prefix and returns it. */
export function erc20DeployCode(token: { name: string; symbol: string; decimals: number }): `0x${string}` {
  const runtime = erc20RuntimeCode(token)
  const prefix = assemble([p(runtime.length, 2), 'DUP1', p(13, 2), p(0), 'CODECOPY', p(0), 'RETURN'])
  if (prefix.length !== 13) throw new Error('prefix size changed')
  return toHex(Uint8Array.from([...prefix, ...runtime]))
}
