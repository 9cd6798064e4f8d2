// SPDX-License-Identifier: MIT
// An ERC-20 test token for the Portico devnet: OpenZeppelin's ERC20 with the decimals given at
// deployment and an open mint (anyone may mint: a test token). approve / transferFrom / allowance
// are the standard ones, so a real AMM (Uniswap V2) can trade it.
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

contract PorticoLabToken is ERC20 {
    uint8 private immutable _tokenDecimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_) ERC20(name_, symbol_) {
        _tokenDecimals = decimals_;
    }

    function decimals() public view override returns (uint8) {
        return _tokenDecimals;
    }

    function mint(address to, uint256 amount) external returns (bool) {
        _mint(to, amount);
        return true;
    }
}
