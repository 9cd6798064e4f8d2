/** The sign-in chunk: loaded by the startup part (createSignIn) on the first check or call. */
export { cancelSignIn } from './cancelSignIn.js'
export { checkSignIn } from './checkSignIn.js'
export { signIn } from './signIn.js'
export { signOut } from './signOut.js'
export { startSignIn } from './startSignIn.js'
export { watchSignIn } from './watchSignIn.js'
