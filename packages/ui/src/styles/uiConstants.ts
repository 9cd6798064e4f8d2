import type {
  ANIMATION_MS as CORE_ANIMATION_MS,
  DIALOG_WIDTH_PX as CORE_DIALOG_WIDTH_PX,
} from '@portico/core'

/**
 * SPEC §9 numbers the stylesheet needs. ui may only `import type` from core, so the values
 * are repeated here, but typed as `typeof` core's literal constants: if core changes a
 * number, this file stops type-checking until it is changed too.
 */
export const ANIMATION_MS: typeof CORE_ANIMATION_MS = { headerText: 120, height: 150, view: 150 }
export const DIALOG_WIDTH_PX: typeof CORE_DIALOG_WIDTH_PX = 360
