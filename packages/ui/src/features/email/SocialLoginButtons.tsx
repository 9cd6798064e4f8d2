import { useFeatureTexts } from '../../texts/TextsProvider.js'
import { formatText } from '../../texts/texts.js'
import { emailTexts } from './emailTexts.js'

/** the providers' own names (brands: never translated) */
export const SOCIAL_NAMES: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}

export interface SocialLoginButtonsProps {
  /** SPEC §5 providers in the app's order, Telegram rules applied */
  providers: readonly string[]
  disabled?: boolean
  /** must open the popup synchronously (the browser allows it only on the click) */
  onSelect(provider: string): void
}

const CSS = `
.pt-socials { display: grid; grid-template-columns: repeat(auto-fill, minmax(96px, 1fr)); gap: 8px; margin: 4px 0 0; padding: 0; list-style: none; }
.pt-social { display: inline-flex; align-items: center; justify-content: center; gap: 8px; width: 100%; height: 44px; padding: 0 10px; border: 1px solid var(--portico-border); border-radius: var(--portico-radius-item); background: var(--portico-surface); color: var(--portico-text); font: inherit; font-weight: 600; cursor: pointer; }
.pt-social:hover:not(:disabled) { background: var(--portico-surface-hover); }
.pt-social:disabled { opacity: 0.6; cursor: default; }
`

/**
 * SPEC §1 social login, §2 order (email, social, wallet): one button per provider, its name as
 * text (no brand logos), "Continue with GitHub" for screen readers (the visible name is part of it).
 */
export function SocialLoginButtons({ providers, disabled, onSelect }: SocialLoginButtonsProps) {
  const t = useFeatureTexts(emailTexts)
  if (providers.length === 0) return null
  return (
    <>
      <style>{CSS}</style>
      <ul className="pt-socials" data-testid="social-list">
        {providers.map((p) => {
          const name = SOCIAL_NAMES[p] ?? p
          return (
            <li key={p}>
              <button
                type="button"
                className="pt-social"
                disabled={disabled}
                aria-label={formatText(t['social.continueWith'], { provider: name })}
                data-testid={`social-${p}`}
                onClick={() => onSelect(p)}
              >
                {name}
              </button>
            </li>
          )
        })}
      </ul>
    </>
  )
}
