/** Français (fr): the sign-in screen, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { SIWX_TEXTS } from '../siwxTexts.js'

const texts: LocaleTextsOf<typeof SIWX_TEXTS> = {
  'siwx.title': 'Se connecter',
  'siwx.heading': '{app} vous demande de vous connecter',
  'siwx.headingNoApp': 'Connectez-vous avec votre wallet',
  'siwx.explain':
    "Signez un message pour prouver que ce wallet vous appartient. Ce n'est pas une transaction : cela ne coûte rien et ne déplace aucun fonds.",
  'siwx.account': 'Compte',
  'siwx.network': 'Réseau',
  'siwx.required': 'Cette application exige une connexion. Annuler déconnecte votre wallet.',
  'siwx.sign': 'Signer',
  'siwx.authenticating': 'Authentification...',
  'siwx.cancel': 'Annuler',
  'siwx.declined': 'Signature refusée',
  'siwx.messageFailed': "Le message de connexion n'a pas pu être créé",
  'siwx.verifyFailed': "La connexion n'a pas été acceptée",
}
export default texts
