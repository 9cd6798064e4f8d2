/** The Receive feature's view (SPEC §2 "receive"), added to the router's typed views. */
declare module '../../router/views.js' {
  interface ViewDataMap {
    Receive: undefined
  }
}

export {}
