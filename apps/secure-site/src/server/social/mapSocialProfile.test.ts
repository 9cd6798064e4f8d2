/**
 * Each provider's answer → the identity a user signs in with: only a verified email counts (it is
 * what joins two providers, or an email login, into one user), the subject is the provider's
 * stable id, the username a handle or a name; a wrong shape fails the sign-in.
 */
import { describe, expect, it } from 'vitest'
import { SocialExchangeError } from './exchangeSocialCode.js'
import { mapSocialProfile } from './mapSocialProfile.js'

describe('mapSocialProfile', () => {
  it('google and apple: email only with email_verified true (Apple\'s "true" string too), lower-cased', () => {
    expect(
      mapSocialProfile({
        provider: 'google',
        claims: { sub: '1234', email: 'Ada@Example.com', email_verified: true, name: 'Ada' },
      }),
    ).toEqual({ provider: 'google', subject: '1234', email: 'ada@example.com', username: 'Ada' })
    expect(
      mapSocialProfile({
        provider: 'google',
        claims: { sub: '1234', email: 'ada@example.com', email_verified: false },
      }),
    ).toEqual({ provider: 'google', subject: '1234' })
    expect(mapSocialProfile({ provider: 'google', claims: { sub: '1', email: 'ada@example.com' } })).toEqual({
      provider: 'google',
      subject: '1',
    })
    const apple = { sub: '001.abc.002', email: 'a@privaterelay.example.com', email_verified: 'true' }
    expect(
      mapSocialProfile({
        provider: 'apple',
        claims: apple,
        user: '{"name":{"firstName":"Alan","lastName":"T"}}',
      }),
    ).toEqual({
      provider: 'apple',
      subject: '001.abc.002',
      email: 'a@privaterelay.example.com',
      username: 'Alan T',
    })
    expect(
      mapSocialProfile({ provider: 'apple', claims: { ...apple, email_verified: 'false' }, user: '{' }),
    ).toEqual({
      provider: 'apple',
      subject: '001.abc.002',
    })
  })

  it('github: the primary verified address, never the noreply one; the login as username', () => {
    const user = { id: 42, login: 'octo', name: 'Octo Cat' }
    expect(
      mapSocialProfile({
        provider: 'github',
        user,
        emails: [
          { email: '42+octo@users.noreply.github.com', primary: true, verified: true },
          { email: 'other@example.com', primary: false, verified: true },
        ],
      }),
    ).toEqual({ provider: 'github', subject: '42', username: 'octo' })
    expect(
      mapSocialProfile({
        provider: 'github',
        user,
        emails: [{ email: 'octo@example.com', primary: true, verified: false }],
      }).email,
    ).toBeUndefined()
    expect(
      mapSocialProfile({
        provider: 'github',
        user,
        emails: [{ email: 'octo@example.com', primary: true, verified: true, visibility: 'private' }],
      }).email,
    ).toBe('octo@example.com')
    // no user:email scope: no list
    expect(mapSocialProfile({ provider: 'github', user }).email).toBeUndefined()
  })

  it('discord needs verified; x has no email; facebook returns only confirmed addresses', () => {
    const me = {
      id: '80351110224678912',
      username: 'nelly',
      global_name: 'Nelly',
      email: 'nelly@example.com',
    }
    expect(mapSocialProfile({ provider: 'discord', me: { ...me, verified: true } })).toEqual({
      provider: 'discord',
      subject: '80351110224678912',
      email: 'nelly@example.com',
      username: 'nelly',
    })
    expect(mapSocialProfile({ provider: 'discord', me: { ...me, verified: false } }).email).toBeUndefined()
    expect(
      mapSocialProfile({
        provider: 'x',
        me: { data: { id: '2244994945', name: 'X Dev', username: 'XDev' } },
      }),
    ).toEqual({
      provider: 'x',
      subject: '2244994945',
      username: 'XDev',
    })
    expect(
      mapSocialProfile({ provider: 'facebook', me: { id: '10', name: 'Kat', email: 'kat@example.com' } }),
    ).toEqual({
      provider: 'facebook',
      subject: '10',
      email: 'kat@example.com',
      username: 'Kat',
    })
    // not an email at all: dropped
    expect(
      mapSocialProfile({ provider: 'facebook', me: { id: '10', email: 'not an email' } }).email,
    ).toBeUndefined()
  })

  it('a long name is cut to 100 characters; a wrong shape is a SocialExchangeError', () => {
    expect(
      mapSocialProfile({ provider: 'facebook', me: { id: '1', name: 'n'.repeat(500) } }).username,
    ).toHaveLength(100)
    for (const bad of [
      { provider: 'google', claims: { email: 'a@example.com' } },
      { provider: 'github', user: { login: 'no-id' } },
      { provider: 'x', me: { id: '1', username: 'flat' } },
      { provider: 'discord', me: null },
    ] as const)
      expect(() => mapSocialProfile(bad as Parameters<typeof mapSocialProfile>[0])).toThrow(
        SocialExchangeError,
      )
  })
})
