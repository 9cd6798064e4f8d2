export interface CompiledContract {
  abi: unknown[]
  bytecode: `0x${string}`
  compiler: string
}
export declare function compileErc721(): CompiledContract
export declare function compileErc1155(): CompiledContract
export declare function compileErc20(): CompiledContract
export declare function compileIdRegistry(): CompiledContract
