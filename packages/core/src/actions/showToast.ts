import type { ToastInput } from '../controllers/createToastController.js'
import { featureContextOf } from '../portico/featureContextOf.js'
import type { Portico } from '../portico/Portico.js'
import type { ToastState } from '../store/PorticoState.js'

/** A toast in the dialog (SPEC §8): a catalogue key (translated) or the host's own text. */
export function showToast(portico: Portico, toast: ToastInput, variant?: ToastState['variant']): void {
  featureContextOf(portico).toasts.show(toast, variant)
}
