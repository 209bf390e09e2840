// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

afterEach(cleanup);

/**
 * The pieces a line may break between, as drawn: text inside a `whitespace-nowrap` element is one
 * piece, a <wbr> separates pieces, and any other text may break anywhere a browser likes (after
 * a dot, for one), so each of its characters counts as a piece of its own.
 */
function unbreakablePieces(container: HTMLElement): string[] {
  const pieces: string[] = [''];
  const walk = (node: Node, keptWhole: boolean) => {
    if (node.nodeName === 'WBR') {
      pieces.push('');
    } else if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? '';
      if (keptWhole) pieces[pieces.length - 1] += text;
      else pieces.push(...[...text]);
    } else {
      const whole = keptWhole || (node as Element).classList.contains('whitespace-nowrap');
      node.childNodes.forEach((child) => walk(child, whole));
    }
  };
  container.childNodes.forEach((child) => walk(child, false));
  return pieces.filter(Boolean);
}

describe('an e-mail address', () => {
  it.each([
    ['sales@chandrabhagahonda.example', ['sales@', 'chandrabhagahonda.example']],
    ['first.last@mail.example.co.in', ['first.last@', 'mail.example.co.in']],
  ])('%s breaks after its @ and nowhere else', (address, pieces) => {
    const { container } = render(
      <p>
        <EmailAddress address={address} />
      </p>,
    );
    const paragraph = container.firstElementChild as HTMLElement;
    expect(paragraph.textContent).toBe(address);
    expect(unbreakablePieces(paragraph)).toEqual(pieces);
  });

  it('without an @ is written as it is', () => {
    const { container } = render(<EmailAddress address="not an address" />);
    expect(container.textContent).toBe('not an address');
  });
});
