/** Español (es): the NFTs tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NFTS_TEXTS } from '../nftsTexts.js'

const texts: LocaleTextsOf<typeof NFTS_TEXTS> = {
  'nfts.tab': 'NFT',
  'nfts.loading': 'Cargando tus NFT',
  'nfts.empty': 'Aún no hay NFT',
  'nfts.emptyHint': 'Los NFT de esta cuenta en {network} aparecerán aquí.',
  'nfts.failed': 'No se pudieron cargar tus NFT.',
  'nfts.retry': 'Reintentar',
  'nfts.loadMore': 'Cargar más',
  'nfts.detailTitle': 'NFT',
  'nfts.collection': 'Colección',
  'nfts.tokenId': 'ID del token',
  'nfts.standard': 'Estándar',
  'nfts.quantity': 'Cantidad',
  'nfts.contract': 'Contrato',
  'nfts.viewOnExplorer': 'Ver colección en el explorador',
  'nfts.notFound': 'Este NFT ya no está en tu lista.',
}
export default texts
