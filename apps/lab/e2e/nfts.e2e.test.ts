/**
 * The Account's NFTs tab, and hostile token data, end to end on local parts: OpenZeppelin ERC-721
 * collections on anvil, indexed by apps/api (metadata read server-side, images through its safe
 * image route), shown in Chromium. Spam (an unlisted mass airdrop) stays hidden in both tabs; a
 * hostile NFT name, a scripted SVG picture and a hostile ERC-20 name execute nothing. An account
 * with more NFTs than two pages sees every one as it scrolls (issue "Hardening, round two" 4), and a
 * token whose metadata is broken shows as its collection and number beside the others (item 5).
 */
import { DEVNET_ACCOUNTS, labNftMetadataUri } from '@portico/lab-wallet'
import { airdropErc721, deployErc20, deployErc721, mintErc721 } from '@portico/testing/node'
import { keccak256, stringToHex } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { LabPage } from './support/LabPage.js'
import { setupLabBrowser } from './support/setupLabBrowser.js'

const labUrl = inject('labUrl')
const env = inject('labEnv')
const chromium = setupLabBrowser()
const ME = DEVNET_ACCOUNTS[0]!.address
const chain = env.chains[0]!
const cards = env.nfts!.find((n) => n.chainId === chain.chainId && n.listed)!
const HOSTILE = '<img src=x onerror="window.__pwned=1">'
const hostileSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="window.__pwned=2"><script>window.__pwned=3</script><rect width="64" height="64" fill="red"/></svg>`

/** a token id no other test (or run) mints */
const freshId = () =>
  BigInt(
    `0x${crypto.getRandomValues(new Uint8Array(6)).reduce((s, b) => s + b.toString(16).padStart(2, '0'), '')}`,
  )
const tileId = (contract: string, id: bigint) => `nft-eip155:${chain.chainId}:${contract.toLowerCase()}:${id}`

async function openTab(tab: 'nfts' | 'activity') {
  const lab = await LabPage.open(chromium.browser, labUrl)
  chromium.cleanups.push(() => lab.close())
  const dialogs: string[] = []
  lab.page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await lab.connectLabWallet()
  await lab.testId('connect-button').click()
  await lab.testId(`account-tab-${tab}`).click()
  return { lab, dialogs }
}

const pwned = (lab: LabPage) =>
  lab.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null)

describe('NFTs tab', () => {
  it('an NFT minted to the account appears with its image; its detail shows the picture and the explorer link', async () => {
    const id = freshId()
    await mintErc721({
      rpcUrl: chain.rpcUrl,
      collection: cards.address,
      to: ME,
      tokenId: id,
      uri: labNftMetadataUri({ tokenId: id, collection: cards.name }),
    })
    const { lab } = await openTab('nfts')
    const tile = lab.testId(tileId(cards.address, id))
    await tile.waitFor({ timeout: 20_000 })
    expect(await tile.textContent()).toContain(`${cards.name} #${id}`)
    // the picture came through the API's image route and decoded
    const img = tile.locator('img')
    // tiles load their pictures lazily: as a person would, bring it into view
    await tile.scrollIntoViewIfNeeded()
    await expect
      .poll(() => img.evaluate((e: HTMLImageElement) => (e.complete ? e.naturalWidth : 0)), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0)
    expect(await img.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//)
    await tile.click()
    await lab.testId('nft-detail').waitFor()
    expect(await lab.text('nft-detail-name')).toBe(`${cards.name} #${id}`)
    expect(await lab.testId('nft-explorer').getAttribute('href')).toContain(cards.address)
    lab.assertClean()
  })

  it('a mass airdrop from an unlisted contract stays hidden in NFTs and in Activity', async () => {
    const spam = await deployErc721({ rpcUrl: chain.rpcUrl, name: 'Claim Your Reward', symbol: 'SPAM' })
    const strangers = Array.from(
      { length: 20 },
      (_, i) => `0x${keccak256(stringToHex(`e2e-spam-${spam}-${i}`)).slice(26)}` as `0x${string}`,
    )
    const hash = await airdropErc721({
      rpcUrl: chain.rpcUrl,
      collection: spam,
      to: [ME, ...strangers],
      firstId: 1n,
      uri: labNftMetadataUri({ tokenId: 1, collection: 'Claim Your Reward' }),
    })
    // a listed mint after it, so the lists are known to include everything up to the airdrop
    const id = freshId()
    const marker = await mintErc721({
      rpcUrl: chain.rpcUrl,
      collection: cards.address,
      to: ME,
      tokenId: id,
      uri: labNftMetadataUri({ tokenId: id }),
    })
    const { lab } = await openTab('nfts')
    await lab.testId(tileId(cards.address, id)).waitFor({ timeout: 20_000 })
    expect(await lab.testId(tileId(spam, 1n)).count()).toBe(0)
    await lab.testId('account-tab-activity').click()
    await lab.testId(`activity-row-${marker}`).waitFor({ timeout: 20_000 })
    expect(await lab.testId(`activity-row-${hash}`).count()).toBe(0)
    lab.assertClean()
  })

  it('a hostile NFT name, a scripted SVG picture and a hostile ERC-20 name execute nothing', async () => {
    const id = freshId()
    const svgUri = `data:image/svg+xml;base64,${Buffer.from(hostileSvg).toString('base64')}`
    await mintErc721({
      rpcUrl: chain.rpcUrl,
      collection: cards.address,
      to: ME,
      tokenId: id,
      uri: labNftMetadataUri({ tokenId: id, name: HOSTILE, description: HOSTILE, image: svgUri }),
    })
    const token = await deployErc20({
      rpcUrl: chain.rpcUrl,
      // an ERC-20's name and symbol are at most 32 bytes here
      name: '<img src=x onerror=alert(1)>',
      symbol: '<svg/onload=alert(1)>',
      decimals: 18,
      mint: [{ to: ME, amount: 10n ** 18n }],
    })
    const { lab, dialogs } = await openTab('nfts')
    const tile = lab.testId(tileId(cards.address, id))
    await tile.waitFor({ timeout: 20_000 })
    expect(await tile.textContent()).toContain(HOSTILE)
    await tile.click()
    await lab.testId('nft-detail').waitFor()
    expect(await lab.text('nft-detail-name')).toBe(HOSTILE)
    // the picture is an <img> (its scripts never run), never inline markup
    const img = lab.testId('nft-detail').locator('img')
    await expect.poll(() => img.evaluate((e: HTMLImageElement) => e.complete), { timeout: 10_000 }).toBe(true)
    expect(
      await lab.page.locator('[data-portico-root] svg[onload], [data-portico-root] script').count(),
    ).toBe(0)
    await lab.testId('portico-back').click()
    await lab.testId('account-tab-activity').click()
    await lab.page
      .locator('[data-testid^="activity-row-"]', { hasText: '<svg/onload=alert(1)>' })
      .first()
      .waitFor({ timeout: 20_000 })
    await lab.page.waitForTimeout(300)
    expect(await pwned(lab)).toBeNull()
    expect(dialogs).toEqual([])
    expect(await lab.page.locator('img[src="x"]').count()).toBe(0)
    expect(token).toMatch(/^0x/)
    lab.assertClean()
  })
})

describe('NFTs tab with many and broken tokens (issue "Hardening, round two")', () => {
  /** scrolls to the end of the grid, as a person does, until `ids` are all shown (or time runs out) */
  async function scrollUntilShown(lab: LabPage, ids: bigint[]) {
    const wanted = new Set(ids.map((id) => tileId(cards.address, id)))
    const shown = async () => {
      await lab.page.locator('[data-testid="account-nfts"] .pt-nfts-more').scrollIntoViewIfNeeded()
      const all = await lab.page
        .locator('[data-testid^="nft-eip155:"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))
      return all.filter((t) => t !== null && wanted.has(t))
    }
    await expect
      .poll(async () => (await shown()).length, { timeout: 30_000, interval: 250 })
      .toBe(wanted.size)
    return shown()
  }

  it('issue "Hardening, round two" 4: an account with 54 more NFTs of one collection sees every one of them as it scrolls', async () => {
    // ids across a power of ten (…97 to 100…26), where text order and numeric order part: the list
    // came in text order while its cursor compared numbers, and skipped tokens
    const power = 10n ** BigInt(12 + Math.floor(Math.random() * 60))
    const ids = Array.from({ length: 54 }, (_, i) => power - 27n + BigInt(i))
    await airdropErc721({
      rpcUrl: chain.rpcUrl,
      collection: cards.address,
      to: ids.map(() => ME),
      firstId: ids[0]!,
      // a short URI (54 of them are stored on chain): no name, so each shows as `collection #id`
      uri: 'data:application/json,{}',
    })
    const { lab } = await openTab('nfts')
    await lab.testId('account-nfts').waitFor({ timeout: 20_000 })
    const shown = await scrollUntilShown(lab, ids)
    // each once, in the order of the ids
    expect(shown).toEqual(ids.map((id) => tileId(cards.address, id)))
    expect(await lab.testId(tileId(cards.address, ids[9]!)).textContent()).toContain(
      `${cards.name} #${ids[9]}`,
    )
    lab.assertClean()
  })

  it('issue "Hardening, round two" 5: a token whose metadata holds a NUL byte shows as its collection and number; the tab keeps the others', async () => {
    const [good, broken] = [freshId(), freshId()]
    await mintErc721({
      rpcUrl: chain.rpcUrl,
      collection: cards.address,
      to: ME,
      tokenId: broken,
      uri: 'data:application/json,%00',
    })
    await mintErc721({
      rpcUrl: chain.rpcUrl,
      collection: cards.address,
      to: ME,
      tokenId: good,
      uri: labNftMetadataUri({ tokenId: good, collection: cards.name, name: 'Still here' }),
    })
    const { lab } = await openTab('nfts')
    await lab.testId('account-nfts').waitFor({ timeout: 20_000 })
    await scrollUntilShown(lab, [good, broken])
    expect(await lab.testId(tileId(cards.address, good)).textContent()).toContain('Still here')
    expect(await lab.testId(tileId(cards.address, broken)).textContent()).toContain(
      `${cards.name} #${broken}`,
    )
    expect(await lab.testId('nfts-failed').count()).toBe(0)
    lab.assertClean()
  })
})
