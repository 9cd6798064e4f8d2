/** 简体中文 (zh-CN): the NFTs tab, translated from English. */
import type { LocaleTextsOf } from '../../../locales/LocaleTexts.js'
import type { NFTS_TEXTS } from '../nftsTexts.js'

const texts: LocaleTextsOf<typeof NFTS_TEXTS> = {
  'nfts.tab': 'NFT',
  'nfts.loading': '正在加载你的 NFT',
  'nfts.empty': '暂无 NFT',
  'nfts.emptyHint': '此账户在 {network} 上持有的 NFT 将显示在这里。',
  'nfts.failed': '无法加载你的 NFT。',
  'nfts.retry': '重试',
  'nfts.loadMore': '加载更多',
  'nfts.detailTitle': 'NFT',
  'nfts.collection': '合集',
  'nfts.tokenId': '代币 ID',
  'nfts.standard': '标准',
  'nfts.quantity': '数量',
  'nfts.contract': '合约',
  'nfts.viewOnExplorer': '在浏览器中查看合集',
  'nfts.notFound': '此 NFT 已不在你的列表中。',
}
export default texts
