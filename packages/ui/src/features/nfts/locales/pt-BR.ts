/** Português (Brasil) (pt-BR): the NFTs tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NFTS_TEXTS } from '../nftsTexts.js'

const texts: LocaleTextsOf<typeof NFTS_TEXTS> = {
  'nfts.tab': 'NFTs',
  'nfts.loading': 'Carregando seus NFTs',
  'nfts.empty': 'Nenhum NFT ainda',
  'nfts.emptyHint': 'Os NFTs desta conta em {network} aparecerão aqui.',
  'nfts.failed': 'Não foi possível carregar seus NFTs.',
  'nfts.retry': 'Tentar novamente',
  'nfts.loadMore': 'Carregar mais',
  'nfts.detailTitle': 'NFT',
  'nfts.collection': 'Coleção',
  'nfts.tokenId': 'ID do token',
  'nfts.standard': 'Padrão',
  'nfts.quantity': 'Quantidade',
  'nfts.contract': 'Contrato',
  'nfts.viewOnExplorer': 'Ver coleção no explorador',
  'nfts.notFound': 'Este NFT não está mais na sua lista.',
}
export default texts
