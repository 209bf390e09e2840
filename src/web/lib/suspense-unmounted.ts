import { Component, options, type VNode } from 'preact';

/**
 * Preact 11's Suspense draws a component again once what it waited for has come, even when the
 * component was removed from the page meanwhile. A component that suspended twice while the page
 * was taken over (its parent drew it again) and was then removed by a navigation, or one of two
 * that suspended side by side, is counted as still waiting; when the wait ends, Suspense gives it
 * its parent element back and asks it to draw. Removed, it has no context left, and Preact threw
 * "Cannot read properties of null (reading '__cC0')" in the middle of the page (seen in CI after
 * a header dropdown's link was followed; reproduced in suspense-unmounted.test.tsx).
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
