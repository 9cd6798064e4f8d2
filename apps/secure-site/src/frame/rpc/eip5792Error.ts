import { FrameRequestError } from '../frameError.js'

/** EIP-5792 errors */
export const eip5792 = (rpcCode: number, message: string) =>
  new FrameRequestError('RPC_ERROR', message, { rpcCode })
