// SPDX-License-Identifier: MIT
// A Farcaster ID registry for the Portico devnet: the part of Farcaster's IdRegistry (Optimism)
// that Sign In With Farcaster reads. `register` gives the next fid (1, 2, ...) to a custody
// address that has none; `custodyOf` and `idOf` answer as on Farcaster, and `Register` has
// Farcaster's signature. Anyone may register (a test registry: no gateway, no fee, no transfer or
// recovery), so a test pays for a fresh custody key's fid with a devnet account.
pragma solidity ^0.8.24;

contract PorticoLabIdRegistry {
    /// the last fid given; the next one is idCounter + 1
    uint256 public idCounter;
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;

    event Register(address indexed to, uint256 indexed id, address recovery);

    /// the custody address already has a fid
    error HasId();
    /// the zero address cannot hold a fid
    error InvalidAddress();

    function register(address to) external returns (uint256 fid) {
        if (to == address(0)) revert InvalidAddress();
        if (idOf[to] != 0) revert HasId();
        fid = ++idCounter;
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Register(to, fid, address(0));
    }
}
