/** Français (fr): the NFTs tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NFTS_TEXTS } from '../nftsTexts.js'

const texts: LocaleTextsOf<typeof NFTS_TEXTS> = {
  'nfts.tab': 'NFT',
  'nfts.loading': 'Chargement de vos NFT',
  'nfts.empty': 'Aucun NFT pour le moment',
  'nfts.emptyHint': 'Les NFT de ce compte sur {network} s’afficheront ici.',
  'nfts.failed': 'Impossible de charger vos NFT.',
  'nfts.retry': 'Réessayer',
  'nfts.loadMore': 'Charger plus',
  'nfts.detailTitle': 'NFT',
  'nfts.collection': 'Collection',
  'nfts.tokenId': 'ID du jeton',
  'nfts.standard': 'Norme',
  'nfts.quantity': 'Quantité',
  'nfts.contract': 'Contrat',
  'nfts.viewOnExplorer': 'Voir la collection dans l’explorateur',
  'nfts.notFound': 'Ce NFT n’est plus dans votre liste.',
}
export default texts
