import { describe, expect, it, vi } from 'vitest'
import { httpStatusError } from '../../api/apiFetch.js'
import { createPortico } from '../../createPortico.js'
import { porticoError } from '../../errors/errorCatalogue.js'
import { createFakeAdapter, evmNetwork } from '../../test/createFakeAdapter.js'
import { checkNameAvailability } from './checkNameAvailability.js'
import { nameCoinType } from './nameCoinType.js'
import { namesStateOf } from './namesState.js'
import { registerAccountName } from './registerAccountName.js'
import { selectNameOffer } from './selectNameOffer.js'
import { selectRegisterNameView } from './selectRegisterNameView.js'
import { setNameInput } from './setNameInput.js'

const ME = '0x0000000000000000000000000000000000000001'

async function connected(opts: { chainId?: number; api?: boolean; capabilities?: string[] } = {}) {
  const chainId = opts.chainId ?? 31337
  const adapter = createFakeAdapter()
  Object.assign(adapter, { capabilities: opts.capabilities ?? ['balance', 'send', 'names'] })
  adapter.next.connect = { address: ME, chainId, connectorId: 'lab' }
  const portico = createPortico({
    networks: [evmNetwork(chainId)],
    adapters: [adapter],
    ...(opts.api === false ? {} : { apiUrl: 'http://127.0.0.1:9' }),
  })
  const registerName = vi.fn(async (body: { message: string }) => ({
    name: (JSON.parse(body.message) as { name: string }).name,
    registered: 1,
    updated: 1,
    addresses: {},
    attributes: {},
  }))
  const getNameSuggestions = vi.fn(async (label: string) => [
    { name: `${label}.reown.id`, registered: label === 'taken' },
    { name: `${label}-1.reown.id`, registered: false },
    { name: `${label}-web3.reown.id`, registered: true },
  ])
  vi.spyOn(portico, 'getApi').mockResolvedValue({ blockchain: { registerName, getNameSuggestions } } as never)
  const signMessage = vi.spyOn(portico, 'signMessage').mockResolvedValue(`0x${'ab'.repeat(65)}`)
  await portico.connect('lab')
  portico.router.push('RegisterAccountName')
  return { portico, registerName, getNameSuggestions, signMessage }
}

describe('names feature (SPEC §4 name registration, §5 rules)', () => {
  it('§5 a name needs at least 4 letters, digits or hyphens (live, on the label as typed)', async () => {
    const { portico } = await connected()
    for (const [input, rule] of [
      ['', undefined],
      ['abc', 'INVALID_NAME'],
      ['ab_c', 'INVALID_NAME'],
      ['ab.cd', 'INVALID_NAME'],
      ['ab-1', undefined],
      ['Alice2', undefined],
    ] as const) {
      setNameInput(portico, input)
      expect(selectRegisterNameView(portico).rule, input).toBe(rule)
      expect(selectRegisterNameView(portico).canRegister, input).toBe(input !== '' && rule === undefined)
    }
  })

  it("§5 coin type: 60 on chain 1, 0x80000000 | chainId elsewhere, 'Invalid chainId' at or above 0x80000000", () => {
    expect(nameCoinType(1)).toBe(60)
    expect(nameCoinType(31337)).toBe(0x80000000 + 31337)
    expect(nameCoinType('10')).toBe(0x8000000a)
    expect(nameCoinType(0x7fffffff)).toBe(0xffffffff)
    for (const id of [0x80000000, 0x80000001, 2 ** 40, 0, 'x'])
      expect(() => nameCoinType(id)).toThrow('Invalid chainId')
  })

  it('§7 availability and suggestions: the server names the zone; free suggestions only; late answers dropped', async () => {
    const { portico, getNameSuggestions } = await connected()
    setNameInput(portico, 'alice')
    await checkNameAvailability(portico, 'alice')
    expect(getNameSuggestions).toHaveBeenCalledWith('alice')
    expect(selectRegisterNameView(portico)).toMatchObject({
      suffix: '.reown.id',
      available: true,
      suggestions: ['alice-1'],
    })
    setNameInput(portico, 'taken')
    await checkNameAvailability(portico, 'taken')
    expect(selectRegisterNameView(portico)).toMatchObject({ available: false, canRegister: false })
    // an answer for what the user typed before is dropped
    setNameInput(portico, 'other')
    const late = checkNameAvailability(portico, 'alice')
    await late
    expect(selectRegisterNameView(portico).available).toBeUndefined()
    // an invalid label is not sent
    getNameSuggestions.mockClear()
    await checkNameAvailability(portico, 'ab')
    expect(getNameSuggestions).not.toHaveBeenCalled()
  })

  it('§4 name registration: loading, then RegisterAccountNameSuccess, and the name is the profile name at once', async () => {
    const { portico, registerName, signMessage } = await connected()
    setNameInput(portico, 'alice')
    await checkNameAvailability(portico, 'alice')
    const now = 1_800_000_000_123
    let loadingWhileSigning: boolean | undefined
    signMessage.mockImplementationOnce(async () => {
      loadingWhileSigning = namesStateOf(portico).loading
      return `0x${'cd'.repeat(65)}`
    })
    expect(await registerAccountName(portico, 'alice', { now })).toBe(true)
    expect(loadingWhileSigning).toBe(true)
    const message = JSON.stringify({ name: 'alice.reown.id', attributes: {}, timestamp: 1_800_000_000 })
    expect(signMessage).toHaveBeenCalledWith(message)
    expect(registerName).toHaveBeenCalledWith({
      coin_type: 0x80000000 + 31337,
      address: ME,
      message,
      signature: `0x${'cd'.repeat(65)}`,
    })
    expect(portico.getState().router.view).toBe('RegisterAccountNameSuccess')
    expect(portico.getState().accounts.eip155?.profileName).toBe('alice.reown.id')
    expect(selectRegisterNameView(portico)).toMatchObject({ loading: false, registered: 'alice.reown.id' })
    expect(selectNameOffer(portico, portico.getState())).toBe(false)
  })

  it("§8 Error registering name {name}: the server's first reason, else the catalogue text; back on RegisterAccountName", async () => {
    const { portico, registerName } = await connected()
    registerName.mockRejectedValueOnce(httpStatusError(409, ['Name already registered', 'second']))
    expect(await registerAccountName(portico, 'alice')).toBe(false)
    expect(portico.getState().router.view).toBe('RegisterAccountName')
    expect(selectRegisterNameView(portico).problem).toEqual({
      code: 'REGISTER_FAILED',
      name: 'alice.wcn.id',
      reason: 'Name already registered',
    })
    registerName.mockRejectedValueOnce(porticoError('API_UNAVAILABLE'))
    await registerAccountName(portico, 'alice')
    expect(selectRegisterNameView(portico)).toMatchObject({
      loading: false,
      problem: { code: 'REGISTER_FAILED', name: 'alice.wcn.id' },
    })
    expect(selectRegisterNameView(portico).problem).not.toHaveProperty('reason')
    expect(portico.getState().accounts.eip155?.profileName).toBeUndefined()
  })

  it('§8 a declined signature shows Signature declined (not a server text) and registers nothing', async () => {
    const { portico, registerName, signMessage } = await connected()
    signMessage.mockRejectedValueOnce(porticoError('USER_REJECTED', { rpcCode: 4001 }))
    expect(await registerAccountName(portico, 'alice')).toBe(false)
    expect(registerName).not.toHaveBeenCalled()
    expect(selectRegisterNameView(portico).problem).toEqual({ code: 'SIGNATURE_DECLINED' })
    expect(portico.getState().toast?.key).toBe('SIGNATURE_DECLINED')
  })

  it("§5 an invalid name or a chain id at or above 0x80000000 never asks the wallet ('Invalid chainId')", async () => {
    const big = await connected({ chainId: 0x80000001 })
    expect(await registerAccountName(big.portico, 'alice')).toBe(false)
    expect(selectRegisterNameView(big.portico).problem).toEqual({ code: 'INVALID_CHAIN_ID' })
    expect(big.signMessage).not.toHaveBeenCalled()
    const { portico, signMessage } = await connected()
    expect(await registerAccountName(portico, 'abc')).toBe(false)
    expect(selectRegisterNameView(portico).problem).toEqual({ code: 'INVALID_NAME' })
    expect(signMessage).not.toHaveBeenCalled()
  })

  it("§9 names are the adapter's to offer: an adapter without the names capability registers nothing and asks no signature", async () => {
    const { portico, registerName, signMessage } = await connected({ capabilities: ['balance', 'send'] })
    setNameInput(portico, 'alice')
    expect(await registerAccountName(portico, 'alice')).toBe(false)
    expect(signMessage).not.toHaveBeenCalled()
    expect(registerName).not.toHaveBeenCalled()
    expect(namesStateOf(portico).problem).toMatchObject({ code: 'REGISTER_FAILED' })
  })

  it('issue 12 the Account view offers a name only with an API, the names capability and no name yet', async () => {
    const offered = (await connected()).portico
    expect(selectNameOffer(offered, offered.getState())).toBe(true)
    const noApi = (await connected({ api: false })).portico
    expect(selectNameOffer(noApi, noApi.getState())).toBe(false)
    const noNames = (await connected({ capabilities: ['balance'] })).portico
    expect(selectNameOffer(noNames, noNames.getState())).toBe(false)
    const { portico } = await connected()
    const s = portico.getState()
    expect(
      selectNameOffer(portico, {
        ...s,
        accounts: { eip155: { ...s.accounts.eip155!, profileName: 'x.wcn.id' } },
      }),
    ).toBe(false)
  })
})
