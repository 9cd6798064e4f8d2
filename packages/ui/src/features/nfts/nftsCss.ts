/** Styles of the NFT views (in the feature chunks only). */
export const nftsCss = `
.pt-nfts { width: 100%; text-align: start; }
.pt-nfts-grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 10px; margin: 0; padding: 0; list-style: none; }
.pt-nft-card { box-sizing: border-box; display: flex; flex-direction: column; gap: 6px; width: 100%; padding: 6px 6px 10px; border: 0; border-radius: var(--portico-radius-item); background: var(--portico-surface); color: inherit; font: inherit; text-align: start; cursor: pointer; }
.pt-nft-card:hover { background: var(--portico-surface-hover); }
.pt-nft-card:focus-visible { outline: 2px solid var(--portico-accent-text, var(--portico-accent)); outline-offset: 2px; }
.pt-nft-card-name { overflow: hidden; padding: 0 4px; font-weight: 600; text-overflow: ellipsis; white-space: nowrap; }
.pt-nft-card-collection { overflow: hidden; padding: 0 4px; color: var(--portico-muted); font-size: calc(12px * var(--portico-font-size-scale, 1)); text-overflow: ellipsis; white-space: nowrap; }
.pt-nft-image { display: flex; align-items: center; justify-content: center; overflow: hidden; aspect-ratio: 1; border-radius: calc(var(--portico-radius-item) - 4px); background: var(--portico-background); }
.pt-nft-image img { display: block; width: 100%; height: 100%; object-fit: cover; }
.pt-nft-image--large { width: 100%; max-width: 280px; margin: 0 auto; box-shadow: 0 0 0 1px var(--portico-border); }
.pt-nft-image-fallback { padding: 8px; color: var(--portico-muted); font-size: calc(12px * var(--portico-font-size-scale, 1)); text-align: center; overflow-wrap: anywhere; }
.pt-nft-detail { display: flex; flex-direction: column; gap: 14px; padding: 4px 0 8px; }
.pt-nft-detail h3 { margin: 0; font-size: calc(18px * var(--portico-font-size-scale, 1)); text-align: center; overflow-wrap: anywhere; }
.pt-nft-detail p { margin: 0; color: var(--portico-muted); overflow-wrap: anywhere; white-space: pre-line; }
.pt-nfts-state { display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 24px 12px; text-align: center; }
.pt-nfts-more { display: flex; justify-content: center; min-height: 40px; padding: 4px; }
`
