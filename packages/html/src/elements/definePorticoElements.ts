/**
 * Registers `<portico-connect-button>` and `<portico-network-button>`. Explicit (the package's
 * main entry registers nothing; `@portico/html/define` calls this on import) and safe to call
 * any number of times: a tag already defined, by this or another copy of the package, is left
 * as it is. Does nothing where there are no custom elements (Node, server rendering); the
 * element classes are made here, not at import, since `HTMLElement` exists only in a browser.
 *
 * Each element, while in the document, follows the page's mounted instances (mountPortico):
 * it renders its button through the instance named by its `portico` attribute, else the first
 * one mounted; before any mount it keeps its own content (a fallback), which the first mount
 * replaces.
 */
import type { PorticoMount } from '../mount/mountRegistry.js'
import { mountRegistry } from '../mount/mountRegistry.js'
import type { PorticoElementSlot } from '../mount/PorticoElementSlot.js'
import { connectButtonProps } from './connectButtonProps.js'

export const PORTICO_ELEMENT_TAGS = ['portico-connect-button', 'portico-network-button'] as const

/** returns the tags this call defined (empty when they were already defined or cannot be) */
export function definePorticoElements(): string[] {
  if (typeof HTMLElement === 'undefined' || typeof customElements === 'undefined') return []
  addElementStyle()
  const defined: string[] = []
  for (const tag of PORTICO_ELEMENT_TAGS) {
    if (customElements.get(tag)) continue
    customElements.define(tag, tag === 'portico-connect-button' ? connectElement() : networkElement())
    defined.push(tag)
  }
  return defined
}

/**
 * A custom element is `display: inline` by default, so two buttons side by side sat on their text
 * baselines (the network button lower than the connect button). Each element is an inline flex
 * box, centred on the line; `:where` keeps the rule at zero specificity, so any rule of the page
 * wins.
 */
export const ELEMENT_STYLE = `:where(${PORTICO_ELEMENT_TAGS.join(', ')}) { display: inline-flex; vertical-align: middle; }`

function addElementStyle() {
  if (typeof document === 'undefined' || document.querySelector('style[data-portico-elements]')) return
  const style = document.createElement('style')
  style.dataset.porticoElements = ''
  style.textContent = ELEMENT_STYLE
  document.head.prepend(style)
}

function connectElement(): CustomElementConstructor {
  return class PorticoConnectButton extends porticoButtonElement(['label', 'namespace'], (el) => ({
    kind: 'connect',
    props: connectButtonProps(el),
  })) {
    get label(): string | null {
      return this.getAttribute('label')
    }
    set label(value: string | null) {
      reflect(this, 'label', value)
    }
    get namespace(): string | null {
      return this.getAttribute('namespace')
    }
    set namespace(value: string | null) {
      reflect(this, 'namespace', value)
    }
  }
}

function networkElement(): CustomElementConstructor {
  return class PorticoNetworkButton extends porticoButtonElement([], () => ({
    kind: 'network',
    props: {},
  })) {}
}

function reflect(el: Element, name: string, value: string | null) {
  if (value === null) el.removeAttribute(name)
  else el.setAttribute(name, value)
}

/** the shared behaviour: find the mount, hand it the slot, follow attribute changes */
function porticoButtonElement(attributes: string[], slotOf: (el: HTMLElement) => PorticoElementSlot) {
  return class extends HTMLElement {
    static observedAttributes = ['portico', ...attributes]
    #mount: PorticoMount | undefined
    #stop: (() => void) | undefined
    #fallbackCleared = false

    connectedCallback() {
      this.#stop ??= mountRegistry().subscribe(() => this.#follow(false))
      this.#follow(false)
    }

    disconnectedCallback() {
      this.#stop?.()
      this.#stop = undefined
      this.#mount?.detach(this)
      this.#mount = undefined
    }

    attributeChangedCallback() {
      if (this.#stop) this.#follow(true)
    }

    #follow(attributesChanged: boolean) {
      const target = mountRegistry().find(this.getAttribute('portico'))
      if (target === this.#mount) {
        if (attributesChanged) target?.attach(this, slotOf(this))
        return
      }
      this.#mount?.detach(this)
      this.#mount = target
      if (!target) return
      if (!this.#fallbackCleared) {
        // the element's own content (a no-JS fallback) gives way to the button, once: later the
        // children are React's to add and remove
        this.#fallbackCleared = true
        this.replaceChildren()
      }
      target.attach(this, slotOf(this))
    }
  }
}
