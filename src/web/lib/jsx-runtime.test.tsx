// @vitest-environment jsdom
import { act } from 'react-dom/test-utils';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { joinAdjacentText } from './jsx-runtime';

describe('texts written side by side', () => {
  it('are joined into the first place of their run, the others left empty', () => {
    expect(joinAdjacentText([3, '.'])).toEqual(['3.', null]);
    expect(joinAdjacentText(['Page ', 2, ' of ', 9])).toEqual(['Page 2 of 9', null, null, null]);
    // Nothing drawn between two texts joins them too; an element parts them.
    expect(joinAdjacentText(['a', false, null, 'b'])).toEqual(['ab', null, null, null]);
    const element = <b key="b" />;
    expect(joinAdjacentText(['a', element, 'b', 'c'])).toEqual(['a', element, 'bc', null]);
    expect(joinAdjacentText([0, 0])).toEqual(['00', null]);
  });

  it('are left as they were when no two of them meet', () => {
    const children = ['a', <i key="i" />, 'b'];
    expect(joinAdjacentText(children)).toBe(children);
  });

  it('keep every character when the browser takes over the server’s drawing', async () => {
    const Heading = ({ number, total }: { number: number; total: number }) => (
      <h2>
        <span>{number}.</span>
        Section {number} of {total}
      </h2>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Heading number={3} total={9} />);
    // The server's HTML carries "3." as one text, as every renderer writes it.
    expect(container.querySelector('span')?.childNodes).toHaveLength(1);
    await act(async () => {
      hydrateRoot(container, <Heading number={3} total={9} />);
    });
    expect(container.textContent).toBe('3.Section 3 of 9');
  });
});
