export declare function compileErc721(): { abi: unknown[]; bytecode: `0x${string}`; compiler: string }
