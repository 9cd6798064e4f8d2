/**
 * Funds the lab accounts on a fresh LiteSVM ledger: SOL for the wallet, the receiver, the lab
 * mobile wallet (WalletConnect) and the mint authority, then an SPL mint ("Portico Lab Token")
 * with tokens in the wallet's and the mobile wallet's associated token accounts. Runs in-process (no RPC), with real system and token programs.
 */

import { SOLANA_LAB_SEEDS, SOLANA_LAB_SOL, SOLANA_LAB_TOKEN } from '@portico/lab-wallet/solana'
import {
  type Address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getCreateAccountInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { FailedTransactionMetadata, type LiteSVM } from 'litesvm'

export interface SolanaLabFunding {
  wallet: Address
  /** the lab mobile wallet's Solana account (funded like the wallet) */
  mobileWallet: Address
  receiver: Address
  mint: Address
  /** the wallet's associated token account for the mint */
  walletTokenAccount: Address
}

const LAMPORTS_PER_SOL = 1_000_000_000n

export async function fundSolanaLab(svm: LiteSVM): Promise<SolanaLabFunding> {
  const [wallet, receiver, mint, authority, mobileWallet] = (await Promise.all(
    [
      SOLANA_LAB_SEEDS.wallet,
      SOLANA_LAB_SEEDS.receiver,
      SOLANA_LAB_SEEDS.mint,
      SOLANA_LAB_SEEDS.authority,
      SOLANA_LAB_SEEDS.mobileWallet,
    ].map((seed) => createKeyPairSignerFromPrivateKeyBytes(seed)),
  )) as [
    Awaited<ReturnType<typeof createKeyPairSignerFromPrivateKeyBytes>>,
    Awaited<ReturnType<typeof createKeyPairSignerFromPrivateKeyBytes>>,
    Awaited<ReturnType<typeof createKeyPairSignerFromPrivateKeyBytes>>,
    Awaited<ReturnType<typeof createKeyPairSignerFromPrivateKeyBytes>>,
    Awaited<ReturnType<typeof createKeyPairSignerFromPrivateKeyBytes>>,
  ]
  for (const a of [wallet.address, receiver.address, authority.address, mobileWallet.address])
    svm.airdrop(a, lamports(SOLANA_LAB_SOL * LAMPORTS_PER_SOL))

  const [ata] = await findAssociatedTokenPda({
    owner: wallet.address,
    mint: mint.address,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const space = BigInt(getMintSize())
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(authority, m),
    (m) => svm.setTransactionMessageLifetimeUsingLatestBlockhash(m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getCreateAccountInstruction({
            payer: authority,
            newAccount: mint,
            lamports: svm.minimumBalanceForRentExemption(space),
            space,
            programAddress: TOKEN_PROGRAM_ADDRESS,
          }),
          getInitializeMint2Instruction({
            mint: mint.address,
            decimals: SOLANA_LAB_TOKEN.decimals,
            mintAuthority: authority.address,
          }),
        ],
        m,
      ),
  )
  send(svm, await signTransactionMessageWithSigners(message))
  const createAta = await getCreateAssociatedTokenIdempotentInstructionAsync({
    payer: authority,
    owner: wallet.address,
    mint: mint.address,
  })
  const message2 = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(authority, m),
    (m) => svm.setTransactionMessageLifetimeUsingLatestBlockhash(m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          createAta,
          getMintToInstruction({
            mint: mint.address,
            token: ata,
            mintAuthority: authority,
            amount: SOLANA_LAB_TOKEN.amount * 10n ** BigInt(SOLANA_LAB_TOKEN.decimals),
          }),
        ],
        m,
      ),
  )
  send(svm, await signTransactionMessageWithSigners(message2))
  // the lab mobile wallet gets the same tokens in its own associated token account
  const [mobileAta] = await findAssociatedTokenPda({
    owner: mobileWallet.address,
    mint: mint.address,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const createMobileAta = await getCreateAssociatedTokenIdempotentInstructionAsync({
    payer: authority,
    owner: mobileWallet.address,
    mint: mint.address,
  })
  const message3 = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(authority, m),
    (m) => svm.setTransactionMessageLifetimeUsingLatestBlockhash(m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          createMobileAta,
          getMintToInstruction({
            mint: mint.address,
            token: mobileAta,
            mintAuthority: authority,
            amount: SOLANA_LAB_TOKEN.amount * 10n ** BigInt(SOLANA_LAB_TOKEN.decimals),
          }),
        ],
        m,
      ),
  )
  send(svm, await signTransactionMessageWithSigners(message3))
  return {
    wallet: wallet.address,
    mobileWallet: mobileWallet.address,
    receiver: receiver.address,
    mint: mint.address,
    walletTokenAccount: ata,
  }
}

function send(svm: LiteSVM, tx: Parameters<LiteSVM['sendTransaction']>[0]) {
  const result = svm.sendTransaction(tx)
  if (result instanceof FailedTransactionMetadata)
    throw new Error(`fundSolanaLab: transaction failed: ${result.toString()}`)
  svm.expireBlockhash()
}
