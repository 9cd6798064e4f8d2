// SPDX-License-Identifier: MIT
// An ERC-1155 test collection for the Portico devnet: anyone may mint (like the devnet ERC-20),
// one token id at a time (TransferSingle) or many (TransferBatch). Metadata is the URI given at
// deployment, with `{id}` replaced by clients (OpenZeppelin's ERC1155).
pragma solidity ^0.8.24;

import {ERC1155} from "@openzeppelin/contracts/token/ERC1155/ERC1155.sol";

contract PorticoLabMultiToken is ERC1155 {
    constructor(string memory uri_) ERC1155(uri_) {}

    function mint(address to, uint256 id, uint256 amount) external {
        _mint(to, id, amount, "");
    }

    function mintBatch(address to, uint256[] calldata ids, uint256[] calldata amounts) external {
        _mintBatch(to, ids, amounts, "");
    }
}
