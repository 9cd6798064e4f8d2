import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RegisterAccountNameSuccessView } from './RegisterAccountNameSuccessView.js'
import { RegisterAccountNameView, type RegisterAccountNameViewProps } from './RegisterAccountNameView.js'

afterEach(cleanup)

function renderView(props: Partial<RegisterAccountNameViewProps> = {}) {
  const callbacks = { onInput: vi.fn(), onSuggestion: vi.fn(), onRegister: vi.fn() }
  const view = render(
    <RegisterAccountNameView
      input="alice"
      suffix=".wcn.id"
      checking={false}
      suggestions={[]}
      loading={false}
      canRegister
      {...callbacks}
      {...props}
    />,
  )
  return { ...view, ...callbacks }
}

describe('RegisterAccountNameView (SPEC §2 RegisterAccountName)', () => {
  it('shows the suffix after the input, an accessible label, and sends what is typed', () => {
    const { onInput } = renderView()
    const input = screen.getByLabelText('Name') as HTMLInputElement
    expect(input.value).toBe('alice')
    expect(screen.getByTestId('register-name-suffix').textContent).toBe('.wcn.id')
    fireEvent.change(input, { target: { value: 'alice-2' } })
    expect(onInput).toHaveBeenCalledWith('alice-2')
  })

  it('§5 a name needs at least 4 letters, digits or hyphens: the rule is announced live and Register is off', () => {
    const { onRegister } = renderView({ input: 'abc', rule: 'INVALID_NAME', canRegister: false })
    const input = screen.getByTestId('register-name-input')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const status = screen.getByTestId('register-name-status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(input.getAttribute('aria-describedby')).toContain(status.id)
    expect(status.textContent).toBe('Name must be letters, digits and hyphen only, at least 4 characters')
    fireEvent.click(screen.getByTestId('register-name-submit'))
    expect(onRegister).not.toHaveBeenCalled()
  })

  it('§7 availability and clickable suggestions', () => {
    const { onSuggestion, rerender } = renderView({ available: true, suggestions: ['alice-1', 'alice-web3'] })
    expect(screen.getByTestId('register-name-available').textContent).toBe('alice.wcn.id is available')
    fireEvent.click(screen.getByTestId('register-name-suggestion-alice-1'))
    expect(onSuggestion).toHaveBeenCalledWith('alice-1')
    rerender(
      <RegisterAccountNameView
        input="alice"
        suffix=".wcn.id"
        checking={false}
        available={false}
        suggestions={[]}
        loading={false}
        canRegister={false}
        onInput={vi.fn()}
        onSuggestion={vi.fn()}
        onRegister={vi.fn()}
      />,
    )
    expect(screen.getByTestId('register-name-taken').textContent).toBe('alice.wcn.id is already taken')
  })

  it('§4 name registration: loading shows Registering… with the input disabled', () => {
    renderView({ loading: true, canRegister: false })
    expect(screen.getByTestId('register-name-submit').textContent).toBe('Registering…')
    expect((screen.getByTestId('register-name-input') as HTMLInputElement).disabled).toBe(true)
  })

  it('§8 Error registering name {name}, or the server reason as text (never markup)', () => {
    const view = renderView({ problem: { code: 'REGISTER_FAILED', name: 'alice.wcn.id' } })
    expect(screen.getByRole('alert').textContent).toBe('Error registering name alice.wcn.id')
    view.unmount()
    renderView({
      problem: { code: 'REGISTER_FAILED', name: 'alice.wcn.id', reason: '<img src=x onerror=alert(1)>' },
    })
    expect(screen.getByRole('alert').textContent).toBe('<img src=x onerror=alert(1)>')
    expect(screen.getByRole('alert').querySelector('img')).toBeNull()
  })

  it('§8 a declined signature reads Signature declined; submitting registers', () => {
    const { onRegister } = renderView({ problem: { code: 'SIGNATURE_DECLINED' } })
    expect(screen.getByRole('alert').textContent).toBe('Signature declined')
    fireEvent.click(screen.getByTestId('register-name-submit'))
    expect(onRegister).toHaveBeenCalledOnce()
  })
})

describe('RegisterAccountNameSuccessView (SPEC §2 RegisterAccountNameSuccess)', () => {
  it('shows the name and Done goes back', () => {
    const onDone = vi.fn()
    render(<RegisterAccountNameSuccessView name="alice.wcn.id" onDone={onDone} />)
    expect(screen.getByTestId('register-name-success-name').textContent).toBe(
      'alice.wcn.id is now the name of your account',
    )
    fireEvent.click(screen.getByTestId('register-name-done'))
    expect(onDone).toHaveBeenCalledOnce()
  })
})
