/** Italiano (it): the NFTs tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NFTS_TEXTS } from '../nftsTexts.js'

const texts: LocaleTextsOf<typeof NFTS_TEXTS> = {
  'nfts.tab': 'NFT',
  'nfts.loading': 'Caricamento dei tuoi NFT',
  'nfts.empty': 'Ancora nessun NFT',
  'nfts.emptyHint': 'Gli NFT di questo account su {network} appariranno qui.',
  'nfts.failed': 'Impossibile caricare i tuoi NFT.',
  'nfts.retry': 'Riprova',
  'nfts.loadMore': 'Carica altro',
  'nfts.detailTitle': 'NFT',
  'nfts.collection': 'Collezione',
  'nfts.tokenId': 'ID token',
  'nfts.standard': 'Standard',
  'nfts.quantity': 'Quantità',
  'nfts.contract': 'Contratto',
  'nfts.viewOnExplorer': 'Visualizza la collezione nell’explorer',
  'nfts.notFound': 'Questo NFT non è più nel tuo elenco.',
}
export default texts
