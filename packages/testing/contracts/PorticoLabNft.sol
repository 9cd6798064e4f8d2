// SPDX-License-Identifier: MIT
// A test collection for the Portico devnet: anyone may mint (like the devnet ERC-20), each token
// keeps its own URI (OpenZeppelin's ERC721URIStorage), and `airdrop` mints one token to each of
// many addresses in one transaction (how the tests make spam).
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721URIStorage} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721URIStorage.sol";

contract PorticoLabNft is ERC721URIStorage {
    constructor(string memory name_, string memory symbol_) ERC721(name_, symbol_) {}

    function mint(address to, uint256 tokenId, string calldata uri) external {
        _safeMint(to, tokenId);
        _setTokenURI(tokenId, uri);
    }

    function airdrop(address[] calldata to, uint256 firstId, string calldata uri) external {
        for (uint256 i = 0; i < to.length; i++) {
            _mint(to[i], firstId + i);
            _setTokenURI(firstId + i, uri);
        }
    }
}
