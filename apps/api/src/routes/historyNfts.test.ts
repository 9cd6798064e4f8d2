/**
 * Contract tests of issue 12 (history and NFTs) through core's client against the real server,
 * on PGlite and on PostgreSQL, with anvil: operation types, the keyset cursor while blocks are
 * mined, the spam rule, NFT holdings and metadata (cached: no RPC the second time), the image
 * route's headers for a hostile SVG, a hostile token name kept as text, private metadata hosts
 * refused, and a reverted / reset chain leaving no ghosts. Setup: historyNfts.testSetup.ts.
 */
import { MINTABLE_ERC20_ABI, PORTICO_LAB_MULTI_TOKEN_ABI, startDevnet } from '@portico/testing/node'
import { erc20Abi, erc721Abi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiServer } from '../createApiServer.js'
import { DB_VARIANTS } from '../test/dbVariants.js'
import type { RpcRecorder } from '../test/startRpcRecorder.js'
import {
  alice,
  bob,
  carol,
  chainId,
  dave,
  erin,
  HOSTILE_NAME,
  HOSTILE_SVG,
  historyClients,
  startHistoryNftsChain,
} from './historyNfts.testSetup.js'

type Devnet = Awaited<ReturnType<typeof startDevnet>>

describe.each(DB_VARIANTS)('history and NFTs on $name (issue 12)', (variant) => {
  let devnet: Devnet
  let rpcUrl: string
  let recorder: RpcRecorder
  let server: ApiServer
  let url: string
  let token: `0x${string}`
  let cards: `0x${string}`
  let airdrop: `0x${string}`
  let unlisted: `0x${string}`
  let multi: `0x${string}`
  let multiBatch: `0x${string}`
  let stop: (() => Promise<void>) | undefined
  const privateHits: string[] = []
  const { client, wallet, rpc, mined, sendEth, history, allHistory } = historyClients(
    () => url,
    () => rpcUrl,
  )

  beforeAll(async () => {
    ;({ devnet, rpcUrl, recorder, server, url, token, cards, airdrop, unlisted, multi, multiBatch, stop } =
      await startHistoryNftsChain(variant, privateHits))
  }, 90_000)
  afterAll(async () => {
    await stop?.()
  })

  it('§3 history: operationType send, receive, mint, approve and execute; status, hash, nonce, minedAt, chain', async () => {
    const sent = await sendEth(alice, bob, parseEther('0.5'))
    const received = await sendEth(bob, alice, parseEther('0.25'))
    // the devnet ERC-20 has no approve: an ERC-721 approval (the ERC-20 one is in extractBlockRows.test.ts)
    const approved = await mined(
      wallet(alice).writeContract({
        address: cards,
        abi: erc721Abi,
        functionName: 'approve',
        args: [bob.address, 1n],
      }),
    )
    const executed = await mined(
      wallet(alice).writeContract({
        address: token,
        abi: MINTABLE_ERC20_ABI,
        functionName: 'mint',
        args: [bob.address, 1n],
      }),
    )
    const tokenOut = await mined(
      wallet(alice).writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [bob.address, 1_500_000n],
      }),
    )
    const txs = await allHistory(alice)
    const byHash = new Map(txs.map((t) => [t.metadata.hash, t]))
    expect(byHash.get(sent)?.metadata).toMatchObject({
      operationType: 'send',
      status: 'confirmed',
      sentFrom: alice.address.toLowerCase(),
      sentTo: bob.address.toLowerCase(),
      chain: 'eip155:31337',
    })
    expect(byHash.get(sent)?.transfers).toEqual([
      {
        fungible_info: expect.objectContaining({ symbol: 'ETH', decimals: 18, verified: true }),
        direction: 'out',
        quantity: { numeric: '0.5' },
      },
    ])
    expect(byHash.get(received)?.metadata.operationType).toBe('receive')
    expect(byHash.get(approved)?.metadata.operationType).toBe('approve')
    expect(byHash.get(executed)?.metadata.operationType).toBe('execute')
    expect(byHash.get(executed)?.transfers).toEqual([])
    expect(byHash.get(tokenOut)?.transfers).toEqual([
      {
        fungible_info: {
          name: 'Portico USD',
          symbol: 'PUSD',
          decimals: 6,
          address: token.toLowerCase(),
          verified: true,
          icon: { url: `${url}/public/getTokenImage/PUSD` },
        },
        direction: 'out',
        quantity: { numeric: '1.5' },
      },
    ])
    const mint = txs.find(
      (t) =>
        t.transfers[0]?.nft_info?.token_id === '1' &&
        t.transfers[0].nft_info.contract === cards.toLowerCase(),
    )
    expect(mint?.metadata.operationType).toBe('mint')
    expect(mint?.transfers[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '1' },
      nft_info: {
        name: 'Portico Lab Cards #1',
        flags: { is_spam: false },
        collection: { name: 'Portico Lab Cards' },
        standard: 'erc721',
        content: { preview: { url: `${url}/v1/nft/image/eip155:31337/${cards.toLowerCase()}/1` } },
      },
    })
    const tx = await mined(wallet(alice).sendTransaction({ to: bob.address, value: 1n }))
    const [newest] = (await history(alice)).data
    expect(newest?.metadata.hash).toBe(tx)
    expect(newest?.metadata.minedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/)
    expect(newest?.metadata.nonce).toBe(
      Number(await rpc('eth_getTransactionCount', [alice.address, 'latest'])) - 1,
    )
    // newest first: block numbers never increase down the list
    const times = txs.map((t) => Date.parse(t.metadata.minedAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('§4 history pages by cursor: 45 transfers, pages neither repeat nor skip while blocks are mined', async () => {
    const hashes: string[] = []
    for (let i = 0; i < 45; i++) hashes.push(await sendEth(carol, dave, BigInt(1000 + i)))
    const page1 = await history(dave)
    expect(page1.data).toHaveLength(20)
    expect(page1.data[0]!.metadata.hash).toBe(hashes[44])
    const later: string[] = []
    for (let i = 0; i < 5; i++) later.push(await sendEth(carol, dave, BigInt(2000 + i)))
    const page2 = await history(dave, page1.next)
    for (let i = 0; i < 3; i++) later.push(await sendEth(carol, dave, BigInt(3000 + i)))
    const page3 = await history(dave, page2.next)
    expect([page1, page2, page3].map((p) => p.data.length)).toEqual([20, 20, 5])
    expect(page3.next).toBeNull()
    const seen = [...page1.data, ...page2.data, ...page3.data].map((t) => t.metadata.hash)
    expect(seen).toEqual([...hashes].reverse())
    const fresh = await history(dave)
    expect(fresh.data.slice(0, 8).map((t) => t.metadata.hash)).toEqual([...later].reverse())
    expect(fresh.data[0]!.transfers[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '0.000000000000003002' },
    })
  })

  it('§7 a cursor that is not one of ours is a 400 "Invalid cursor"', async () => {
    for (const bad of [
      'x',
      Buffer.from('v1:1:2').toString('base64url'),
      Buffer.from('v1:1:99999999999:1').toString('base64url'),
    ]) {
      const res = await fetch(`${url}/v1/account/${dave.address}/history?cursor=${bad}`)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: 'Invalid cursor' })
    }
  })

  it('§5 spam: the mass airdrop and an unlisted collection are spam, the listed collection never', async () => {
    const txs = await allHistory(alice)
    const nft = txs.flatMap((t) => t.transfers.flatMap((x) => (x.nft_info ? [x.nft_info] : [])))
    const flag = (contract: string) =>
      new Set(nft.filter((n) => n.contract === contract.toLowerCase()).map((n) => n.flags.is_spam))
    expect(flag(cards)).toEqual(new Set([false]))
    expect(flag(airdrop)).toEqual(new Set([true]))
    expect(flag(unlisted)).toEqual(new Set([true]))
  })

  it('NFTs: the account holds what came in minus what went out, with collection, name, image and spam flag', async () => {
    await mined(
      wallet(alice).writeContract({
        address: cards,
        abi: erc721Abi,
        functionName: 'transferFrom',
        args: [alice.address, bob.address, 2n],
      }),
    )
    const { data, next } = await client().getNfts({ address: alice.address, chainId })
    expect(next).toBeNull()
    const key = (n: { contract: string; tokenId: string }) => `${n.contract}/${n.tokenId}`
    expect(data.map(key).sort()).toEqual(
      [
        `${cards}/1`,
        `${cards}/3`,
        `${cards}/4`,
        `${cards}/5`,
        `${airdrop}/1000`,
        `${unlisted}/9`,
        `${multi}/1`,
        `${multi}/2`,
        `${multi}/7`,
      ]
        .map((k) => k.toLowerCase())
        .sort(),
    )
    const card1 = data.find((n) => key(n) === `${cards}/1`.toLowerCase())
    expect(card1).toEqual({
      chain: chainId,
      contract: cards.toLowerCase(),
      tokenId: '1',
      standard: 'erc721',
      collection: { name: 'Portico Lab Cards', symbol: 'PLC' },
      name: 'Portico Lab Cards #1',
      description: 'Token 1 of Portico Lab Cards, minted on the Portico devnet.',
      imageUrl: `${url}/v1/nft/image/eip155:31337/${cards.toLowerCase()}/1`,
      quantity: '1',
      is_spam: false,
    })
    expect(data.find((n) => n.contract === airdrop.toLowerCase())).toMatchObject({
      name: 'Claim your prize',
      is_spam: true,
    })
    expect((await client().getNfts({ address: bob.address, chainId })).data.map(key)).toEqual([
      `${cards}/2`.toLowerCase(),
    ])
    // metadata is kept in the database: the same page again reads no contract
    const before = recorder.methods.length
    await client().getNfts({ address: alice.address, chainId })
    expect(recorder.methods.slice(before).filter((m) => m === 'eth_call')).toEqual([])
  })

  it('ERC-1155: TransferSingle and TransferBatch in history and holdings, with amounts and the {id} uri', async () => {
    const tx = (await allHistory(alice)).find((t) => t.metadata.hash === multiBatch)
    expect(tx?.metadata.operationType).toBe('mint')
    expect(
      tx?.transfers.map((t) => [
        t.nft_info?.standard,
        t.nft_info?.token_id,
        t.quantity.numeric,
        t.direction,
        t.nft_info?.flags.is_spam,
      ]),
    ).toEqual([
      ['erc1155', '1', '10', 'in', false],
      ['erc1155', '2', '20', 'in', false],
    ])
    const give = await mined(
      wallet(alice).writeContract({
        address: multi,
        abi: PORTICO_LAB_MULTI_TOKEN_ABI,
        functionName: 'safeTransferFrom',
        args: [alice.address, bob.address, 7n, 2n, '0x'],
      }),
    )
    const [sent] = (await history(alice)).data
    expect(sent?.metadata.hash).toBe(give)
    expect(sent?.metadata.operationType).toBe('send')
    expect(sent?.transfers).toMatchObject([
      { direction: 'out', quantity: { numeric: '2' }, nft_info: { token_id: '7' } },
    ])
    const held = (await client().getNfts({ address: alice.address, chainId })).data.filter(
      (n) => n.contract === multi.toLowerCase(),
    )
    expect(held.map((n) => [n.tokenId, n.quantity, n.standard, n.name, n.is_spam])).toEqual([
      ['1', '10', 'erc1155', `Lab Multi ${(1).toString(16).padStart(64, '0')}`, false],
      ['2', '20', 'erc1155', `Lab Multi ${(2).toString(16).padStart(64, '0')}`, false],
      ['7', '1', 'erc1155', `Lab Multi ${(7).toString(16).padStart(64, '0')}`, false],
    ])
    expect(
      (await client().getNfts({ address: bob.address, chainId })).data
        .filter((n) => n.contract === multi.toLowerCase())
        .map((n) => [n.tokenId, n.quantity]),
    ).toEqual([['7', '2']])
  })

  it('a hostile token name is stored and returned as text, exactly', async () => {
    const { data } = await client().getNfts({ address: alice.address, chainId })
    expect(data.find((n) => n.tokenId === '3' && n.contract === cards.toLowerCase())?.name).toBe(HOSTILE_NAME)
    const [row] = await server.db.query<{ name: string }>(
      'select name from nft_metadata where token_id = 3 and contract = $1',
      [cards.toLowerCase()],
    )
    expect(row?.name).toBe(HOSTILE_NAME)
  })

  it('metadata on a private address is refused: that server is never contacted', async () => {
    const { data } = await client().getNfts({ address: alice.address, chainId })
    const five = data.find((n) => n.tokenId === '5' && n.contract === cards.toLowerCase())
    expect(five).toMatchObject({ name: 'Portico Lab Cards #5', imageUrl: null })
    expect(privateHits).toEqual([])
  })

  it('the image route serves a hostile SVG only with nosniff and a sandboxed CSP without scripts; other types refused', async () => {
    const res = await fetch(`${url}/v1/nft/image/eip155:31337/${cards}/3`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
    expect(res.headers.get('content-disposition')).toBe('inline')
    expect(await res.text()).toBe(HOSTILE_SVG)
    const card = await fetch(`${url}/v1/nft/image/eip155:31337/${cards}/1`)
    expect(card.headers.get('content-type')).toBe('image/svg+xml')
    expect(await card.text()).toContain('#1')
    const html = await fetch(`${url}/v1/nft/image/eip155:31337/${cards}/4`)
    expect(html.status).toBe(404)
    expect(html.headers.get('content-type')).toContain('application/json')
    // issue "Hardening, round two" 8: the same answer for every reason (it told what the server reaches)
    expect(await html.json()).toEqual({ error: 'No image' })
    expect((await fetch(`${url}/v1/nft/image/eip155:31337/${cards}/77`)).status).toBe(404)
    expect((await fetch(`${url}/v1/nft/image/eip155:31337/${cards}/1x`)).status).toBe(400)
  })

  it('reorg safety: a reverted chain and a reset anvil leave no ghosts in history or NFTs', async () => {
    const aliceBefore = (await allHistory(alice)).map((t) => t.metadata.hash)
    const snapshot = await rpc('evm_snapshot')
    const ghost = await sendEth(alice, erin, 111n)
    expect((await history(erin)).data.map((t) => t.metadata.hash)).toEqual([ghost])
    await rpc('evm_revert', [snapshot])
    // the replacement lands at the same height with another hash
    const real = await sendEth(bob, erin, 222n)
    expect((await history(erin)).data.map((t) => t.metadata.hash)).toEqual([real])
    expect((await history(erin)).data[0]!.transfers[0]!.quantity.numeric).toBe('0.000000000000000222')
    // only the blocks above the fork point went: the older history is intact
    expect((await allHistory(alice)).map((t) => t.metadata.hash)).toEqual(aliceBefore)

    await rpc('anvil_reset')
    const afterReset = await sendEth(carol, erin, 333n)
    expect((await allHistory(erin)).map((t) => t.metadata.hash)).toEqual([afterReset])
    expect(await allHistory(alice)).toEqual([])
    expect((await client().getNfts({ address: alice.address, chainId })).data).toEqual([])
    const [{ n } = { n: '' }] = await server.db.query<{ n: string }>(
      'select count(*)::text as n from chain_blocks where chain_id = 31337',
    )
    expect(Number(n)).toBe(Number(await rpc('eth_blockNumber')) + 1)
  })

  it('a restarted anvil (another node behind the same URL) leaves no ghosts', async () => {
    const before = await sendEth(alice, erin, 444n)
    expect((await history(erin)).data[0]?.metadata.hash).toBe(before)
    const restarted = await startDevnet({ chains: [{ chainId: 31337 }] })
    try {
      recorder.retarget(restarted.chains[0]!.rpcUrl)
      rpcUrl = restarted.chains[0]!.rpcUrl
      const after = await sendEth(dave, erin, 555n)
      expect((await allHistory(erin)).map((t) => t.metadata.hash)).toEqual([after])
      expect(await allHistory(alice)).toEqual([])
    } finally {
      recorder.retarget(devnet.chains[0]!.rpcUrl)
      rpcUrl = devnet.chains[0]!.rpcUrl
      await restarted.stop()
    }
  })
})
