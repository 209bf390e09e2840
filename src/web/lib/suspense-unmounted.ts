import { Component, options, type VNode } from 'preact';

/**
 * Preact 11's Suspense draws a component again once what it waited for has come, even when the
 * component was removed from the page meanwhile. It counts waits, not components, and gives each
 * waiting component its parent element back and a forceUpdate when the count reaches zero. A
 * component removed while the count stays above zero is among them; removed, it has no context
 * left, and Preact throws "Cannot read properties of null (reading '__cC0')".
 *
 * The header journey met it (CI, twice): a dropdown's link from Home to the dealer page, whose
 * two parts wait side by side for the site's strings (fetched when first needed) while the
 * router draws the layout again in the same commit. Suspense then loses its first drawing of the
 * parts and removes them, and the first one removed is drawn again when the strings come. A part
 * that suspended twice while the page was being taken over, then removed, ends the same way.
 * e2e/header-footer.spec.ts delays the strings and fails without this; suspense-unmounted.test.tsx
 * has the three cases.
 *
 * Here a removed component is remembered as Preact removes it, and asked to draw no more: its
 * forceUpdate does nothing and takes the parent element back again. `__c` (a vnode's component)
 * and `__P` (a component's parent element) are the property names Preact's own add-ons use.
 */
interface Internal {
  __P?: unknown;
}

const removed = new WeakSet<Component>();

const previousUnmount = options.unmount;
options.unmount = (vnode: VNode) => {
  const component = (vnode as VNode & { __c?: Component | null }).__c;
  if (component) removed.add(component);
  previousUnmount?.(vnode);
};

const forceUpdate = Component.prototype.forceUpdate;
Component.prototype.forceUpdate = function (this: Component, callback?: () => void) {
  if (removed.has(this)) {
    (this as Component & Internal).__P = null;
    return;
  }
  forceUpdate.call(this, callback);
};
