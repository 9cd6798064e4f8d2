/** what a failed action shows: the error's message, or the thrown value as text */
export const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e))
