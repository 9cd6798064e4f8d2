import { describe, expect, it } from 'vitest'
import { mailboxKey } from './mailboxKey.js'

describe('mailboxKey (issue "Hardening, round two" 8: what a mailbox is for the mail limits)', () => {
  it('a +tag is cut everywhere; at gmail.com and googlemail.com the dots go and the host is gmail.com', () => {
    expect(mailboxKey('Ada+Lab@Example.com')).toBe('ada@example.com')
    expect(mailboxKey('ada+a+b@example.com')).toBe('ada@example.com')
    expect(mailboxKey('a.d.a@gmail.com')).toBe('ada@gmail.com')
    expect(mailboxKey('A.D.A+x@GoogleMail.com')).toBe('ada@gmail.com')
  })

  it('dots elsewhere, another host, a leading + and other separators keep their mailbox apart', () => {
    expect(mailboxKey('a.da@example.com')).toBe('a.da@example.com')
    expect(mailboxKey('ada@example.com')).not.toBe(mailboxKey('ada@example.org'))
    expect(mailboxKey('ada@gmail.co')).toBe('ada@gmail.co')
    expect(mailboxKey('a.da@mail.gmail.com')).toBe('a.da@mail.gmail.com')
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com')
    expect(mailboxKey('ada-lab@example.com')).toBe('ada-lab@example.com')
  })
})
