import { describe, expect, it } from 'vitest'
import { deviceLinkMail, loginCodeMail, updatePrimaryMail, updateSecondaryMail } from './mailTexts.js'

describe('mail texts', () => {
  it('a code is on the first line of the text and in the HTML', () => {
    for (const m of [
      loginCodeMail('012345'),
      updatePrimaryMail('012345', 'b@example.com'),
      updateSecondaryMail('012345'),
    ]) {
      expect(m.text.split('\n')[0]).toMatch(/^012345 is your /)
      expect(m.html).toContain('<strong')
      expect(m.html).toContain('012345</strong>')
    }
    expect(loginCodeMail('1').subject).toBe('Your Portico login code')
  })

  it('inserted values are escaped in the HTML', () => {
    expect(updatePrimaryMail('1', '"<x>"@example.com').html).toContain('&quot;&lt;x&gt;&quot;@example.com')
    const device = deviceLinkMail('http://localhost:1/device/approve?token=a&b="c"')
    expect(device.subject).toBe('Approve a new device')
    expect(device.text.split('\n')[0]).toContain('http://localhost:1/device/approve?token=a&b="c"')
    expect(device.html).toContain('href="http://localhost:1/device/approve?token=a&amp;b=&quot;c&quot;"')
  })
})
