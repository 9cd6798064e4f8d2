'use client'

// Dialog shell

// Small components
export { Identicon, type IdenticonProps, identiconColors } from '../components/Identicon.js'
export { NetworkIcon, type NetworkIconProps } from '../components/NetworkIcon.js'
export { WalletIcon, type WalletIconProps } from '../components/WalletIcon.js'
export type { DialogAlertData } from '../dialog/DialogAlert.js'
export type { DialogToastData, ToastVariant } from '../dialog/DialogToast.js'
export {
  PorticoDialog,
  type PorticoDialogProps,
  type ThemeMode,
  type ViewDirection,
} from '../dialog/PorticoDialog.js'
export {
  type FeatureTexts,
  featureTexts,
  isFeatureTexts,
  type TextLoaders,
  type TranslatedLocale,
} from '../locales/featureTexts.js'
export type { EnglishTexts, LocaleTexts, LocaleTextsOf, TextKey, Translated } from '../locales/LocaleTexts.js'
export { loadedFeatureTexts, loadFeatureTexts, translationOf } from '../locales/loadFeatureTexts.js'
// Languages
export { loadedLocale, loadLocale } from '../locales/loadLocale.js'
export { LocaleContext, type LocaleInfo, useLocale } from '../locales/localeContext.js'
export { pluralText } from '../locales/pluralText.js'
export { type LocalePreferences, matchLocale, resolveLocale } from '../locales/resolveLocale.js'
export { localeDirection, SUPPORTED_LOCALES, type SupportedLocale } from '../locales/supportedLocales.js'
// Styles
export { dialogCss } from '../styles/dialogCss.js'
export { prepareDialogStyles } from '../styles/dialogStyleSheet.js'
export {
  featureTextsIn,
  TextsProvider,
  type TextsProviderProps,
  useFeatureTexts,
  useTextOverrides,
  useTexts,
  withOverrides,
} from '../texts/TextsProvider.js'
// Texts
export {
  DEFAULT_TEXTS,
  errorText,
  formatText,
  type PorticoTextKey,
  type PorticoTexts,
  toastText,
} from '../texts/texts.js'
export { TextsContext } from '../texts/textsContext.js'
// Helpers
export { formatBalance } from '../utils/formatBalance.js'
export { isSafeImageUrl } from '../utils/isSafeImageUrl.js'
export { shortAddress } from '../utils/shortAddress.js'
export {
  type AccountAction,
  type AccountActionIcon,
  type AccountOffer,
  AccountView,
  type AccountViewProps,
} from '../views/AccountView.js'
export {
  AllWalletsView,
  type AllWalletsViewProps,
  type GetWalletInfo,
  type RegistryWalletItem,
  WALLET_ROW_PX,
} from '../views/AllWalletsView.js'
export { type ConnectingState, ConnectingView, type ConnectingViewProps } from '../views/ConnectingView.js'
export {
  ConnectingWalletConnectView,
  type ConnectingWalletConnectViewProps,
} from '../views/ConnectingWalletConnectView.js'
// Views
export { ConnectView, type ConnectViewProps, type WalletItem, type WalletTag } from '../views/ConnectView.js'
export type { NetworkItem } from '../views/NetworkList.js'
export { NetworksView, type NetworksViewProps } from '../views/NetworksView.js'
export { AccountTabs, type TokenItem, TokensView, type TokensViewProps } from '../views/TokensView.js'
export { UnsupportedChainView, type UnsupportedChainViewProps } from '../views/UnsupportedChainView.js'
export { ViewErrorBoundary, ViewLoading } from '../views/ViewStates.js'
export { QrCode, type QrCodeProps } from '../walletconnect/QrCode.js'
export {
  formatNativeLink,
  formatUniversalLink,
  type WalletLink,
  type WalletLinkSource,
  walletLinks,
} from '../walletconnect/walletLinks.js'
// Host-page buttons (also on the `@portico/ui/buttons` subpath)
export * from './buttons.js'
