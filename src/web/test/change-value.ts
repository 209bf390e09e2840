import { fireEvent } from '@testing-library/react';

/**
 * A field's value changed as a browser changes it: an `input` event with the new value, then
 * `change`, which leaves the value as the page has made it. Preact, which draws the components,
 * hears a text field's onChange on `input` (browsers send it on each key), a select's or a
 * checkbox's or a file input's on `change`. Takes what fireEvent.change takes.
 */
export function changeValue(element: Element, init?: { target: Record<string, unknown> }): void {
  fireEvent.input(element, init);
  fireEvent.change(element);
}
