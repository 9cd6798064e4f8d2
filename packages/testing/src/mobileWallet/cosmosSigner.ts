/** The lab mobile wallet's Cosmos key (@cosmjs amino and direct signers over one secp256k1 key). */
import { Secp256k1Wallet, type StdSignDoc } from '@cosmjs/amino'
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing'
import { invalidParams, unsupportedMethod } from '../labWallet/ProviderRpcError.js'
import { fromBase64, type NamespaceSigner, record, text, toBase64 } from './NamespaceSigner.js'

export async function cosmosSigner(seed: Uint8Array, prefix = 'cosmos'): Promise<NamespaceSigner> {
  const direct = await DirectSecp256k1Wallet.fromKey(seed, prefix)
  const amino = await Secp256k1Wallet.fromKey(seed, prefix)
  const [account] = await direct.getAccounts()
  if (!account) throw new Error('cosmosSigner: no account')
  const b64 = toBase64
  const fromB64 = fromBase64
  return {
    namespace: 'cosmos',
    address: () => account.address,
    methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
    describe: (method) =>
      method === 'cosmos_getAccounts' ? 'Share your Cosmos account' : `Sign a Cosmos transaction (${method})`,
    async handle(method, params) {
      if (method === 'cosmos_getAccounts')
        return [{ address: account.address, algo: account.algo, pubkey: b64(account.pubkey) }]
      const p = record(params, method)
      if (text(p, 'signerAddress', method) !== account.address) throw invalidParams('unknown signerAddress')
      const doc = record(p.signDoc, method)
      if (method === 'cosmos_signAmino') {
        const { signed, signature } = await amino.signAmino(account.address, doc as unknown as StdSignDoc)
        return { signed, signature }
      }
      if (method !== 'cosmos_signDirect') throw unsupportedMethod(method)
      const signDoc = {
        chainId: text(doc, 'chainId', method),
        accountNumber: BigInt(String(doc.accountNumber ?? '0')),
        bodyBytes: fromB64(text(doc, 'bodyBytes', method)),
        authInfoBytes: fromB64(text(doc, 'authInfoBytes', method)),
      }
      const { signature } = await direct.signDirect(account.address, signDoc)
      return { signature, signed: doc }
    },
  }
}
