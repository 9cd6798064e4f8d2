/**
 * SOL and SPL transfers (capability `send`), a lazy chunk of adapter-solana. The transaction is
 * built here (a system transfer, or an SPL `transferChecked` after creating the recipient's
 * associated token account when it has none), simulated on the RPC before the wallet is asked
 * (`prepareSend`: why it would fail, the fee plus the new account's rent), then signed and sent
 * by the wallet and confirmed by polling (`send`).
 */
import {
  explorerTxUrl,
  type PreparedTransfer,
  porticoError,
  type SendResult,
  type TransferParams,
} from '@portico/core'
import {
  appendTransactionMessageInstructions,
  type Base64EncodedWireTransaction,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  fetchMint,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import {
  getTokenBalance,
  isSolanaAddress,
  type Rpc,
  requireAddress,
  rpcFor,
  signAndSend,
  waitForConfirmation,
} from './solanaActions.js'
import type { SolanaSession } from './solanaTypes.js'
import { toSolanaError } from './toSolanaError.js'
import { toRpcCommitment } from './validatePreflightCommitment.js'

/** size of an SPL token account: its rent is paid when the recipient has none yet */
const TOKEN_ACCOUNT_SIZE = 165n

interface BuiltTransfer {
  wire: Base64EncodedWireTransaction
  message: TransactionMessageBytesBase64
  bytes: Uint8Array
  /** lamports the transfer locks as rent (a new token account), 0 when none is created */
  rent: bigint
}

function requireSession(s: SolanaSession, params: TransferParams) {
  if (params.from !== s.account.address)
    throw porticoError('NOT_CONNECTED', { details: { from: params.from } })
  if (params.network.caipNetworkId !== s.network.caipNetworkId)
    throw porticoError('NETWORK_NOT_FOUND', { details: { caipNetworkId: params.network.caipNetworkId } })
  if (params.amount <= 0n)
    throw porticoError('INVALID_AMOUNT', { details: { amount: String(params.amount) } })
  if (!isSolanaAddress(params.to)) throw porticoError('INVALID_ADDRESS', { details: { to: params.to } })
}

async function buildTransfer(s: SolanaSession, rpc: Rpc, params: TransferParams): Promise<BuiltTransfer> {
  const to = requireAddress(params.to, 'to')
  const from = requireAddress(s.account.address, 'from')
  const signer = createNoopSigner(from)
  const instructions: Instruction[] = []
  let rent = 0n
  if (!params.token) {
    instructions.push(getTransferSolInstruction({ source: signer, destination: to, amount: params.amount }))
  } else {
    const mint = requireAddress(params.token.address, 'mint')
    let decimals: number
    try {
      decimals = (await fetchMint(rpc, mint)).data.decimals
    } catch (e) {
      throw porticoError('TOKEN_REQUIRED', { cause: e, details: { mint } })
    }
    if (decimals !== params.token.decimals)
      throw porticoError('TOKEN_REQUIRED', { details: { mint, decimals, expected: params.token.decimals } })
    const [source] = await findAssociatedTokenPda({ owner: from, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS })
    const [destination] = await findAssociatedTokenPda({
      owner: to,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const existing = await rpc.getAccountInfo(destination, { encoding: 'base64' }).send()
    if (!existing.value) rent = await rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE).send()
    instructions.push(
      // the recipient may have no token account yet: create it (idempotent), paid by the sender
      await getCreateAssociatedTokenIdempotentInstructionAsync({ payer: signer, owner: to, mint }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: signer,
        amount: params.amount,
        decimals,
      }),
    )
  }
  const { value: blockhash } = await rpc
    .getLatestBlockhash({ commitment: toRpcCommitment(s.commitment) })
    .send()
  const compiled = compileTransaction(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(from, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  )
  const bytes = getTransactionEncoder().encode(compiled) as Uint8Array
  const b64 = getBase64Decoder()
  return {
    bytes,
    wire: b64.decode(bytes) as Base64EncodedWireTransaction,
    message: b64.decode(compiled.messageBytes) as TransactionMessageBytesBase64,
    rent,
  }
}

/** the program's last log lines say why a simulated transaction failed */
function simulationReason(err: unknown, logs: readonly string[] | null | undefined): string {
  const last = (logs ?? []).filter((l) => /error|failed|insufficient/i.test(l)).slice(-2)
  const text = last.length
    ? last.join(' ')
    : JSON.stringify(err, (_, v) => (typeof v === 'bigint' ? String(v) : v))
  return String(text).slice(0, 200)
}

export async function prepareSendAction(s: SolanaSession, params: TransferParams): Promise<PreparedTransfer> {
  requireSession(s, params)
  const rpc = rpcFor(s.network)
  try {
    const built = await buildTransfer(s, rpc, params)
    const [sim, feeResult, balance] = await Promise.all([
      rpc
        .simulateTransaction(built.wire, {
          encoding: 'base64',
          sigVerify: false,
          replaceRecentBlockhash: true,
          commitment: toRpcCommitment(s.commitment),
        })
        .send(),
      rpc.getFeeForMessage(built.message).send(),
      rpc.getBalance(requireAddress(params.from, 'from')).send(),
    ])
    const fee = BigInt(feeResult.value ?? 5000n) + built.rent
    const native = params.token ? 0n : params.amount
    if (balance.value < native + fee)
      throw porticoError('INSUFFICIENT_FUNDS', {
        details: { balance: String(balance.value), needed: String(native + fee) },
      })
    if (params.token) {
      const held = await getTokenBalance(s.network, params.from, params.token.address)
      if (held.value < params.amount)
        throw porticoError('INSUFFICIENT_FUNDS', {
          details: { balance: String(held.value), needed: String(params.amount) },
        })
    }
    if (sim.value.err)
      throw porticoError('TRANSACTION_FAILED', {
        details: { reason: simulationReason(sim.value.err, sim.value.logs) },
      })
    return { fee }
  } catch (e) {
    throw toSolanaError(e, 'TRANSACTION_FAILED')
  }
}

export async function sendAction(s: SolanaSession, params: TransferParams): Promise<SendResult> {
  requireSession(s, params)
  const rpc = rpcFor(s.network)
  let built: BuiltTransfer
  try {
    built = await buildTransfer(s, rpc, params)
  } catch (e) {
    throw toSolanaError(e, 'TRANSACTION_FAILED')
  }
  const signature = await signAndSend(s, rpc, built.bytes)
  params.onSubmitted?.(signature)
  await waitForConfirmation(rpc, signature, s)
  const explorerUrl = explorerTxUrl(params.network, signature)
  return { id: signature, ...(explorerUrl ? { explorerUrl } : {}) }
}
