// @vitest-environment jsdom
import { useLayoutEffect, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { allPartsHydrated, HydrateInTurn, startHydratingInTurn } from './hydrate-in-turn';
import { useHydrated } from './use-hydrated';

/** `page` as the server draws it, in a container of its own. */
function serverDrawn(page: ReactElement): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  return container;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Takes the server's markup over as the browser does (main.tsx); settles once every part has. */
function takeOver(container: HTMLDivElement, page: ReactElement): Promise<void> {
  startHydratingInTurn();
  hydrateRoot(container, page);
  return allPartsHydrated();
}

describe('a server-drawn page taken over in turn', () => {
  it('takes each part over in a task of its own, in order, keeping the server’s elements', async () => {
    // Which task each part was taken over in (its layout effect runs as it is): a task ends when
    // its timers may run.
    let task = 0;
    const tick = () => {
      task += 1;
      setTimeout(tick, 0);
    };
    const takenOver: [string, number][] = [];
    const Part = ({ name }: { name: string }) => {
      useLayoutEffect(() => {
        takenOver.push([name, task]);
      }, [name]);
      return <section data-part={name}>{`The ${name}`}</section>;
    };
    const Page = () => (
      <div>
        <h1>Page</h1>
        <HydrateInTurn name="first">
          <Part name="first" />
        </HydrateInTurn>
        <HydrateInTurn name="second">
          <Part name="second" />
        </HydrateInTurn>
      </div>
    );
    const container = serverDrawn(<Page />);
    expect(container.textContent).toBe('PageThe firstThe second');
    const drawn = Array.from(container.querySelectorAll('section'));

    tick();
    const takenOverAll = takeOver(container, <Page />);
    // Nothing is taken over yet, and the server's markup stays on screen meanwhile.
    expect(container.textContent).toBe('PageThe firstThe second');
    await takenOverAll;
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(takenOver.map(([name]) => name)).toEqual(['first', 'second']);
    const [[, first], [, second]] = takenOver as [[string, number], [string, number]];
    expect(second).toBeGreaterThan(first);
    expect(Array.from(container.querySelectorAll('section'))).toEqual(drawn);
    expect(container.textContent).toBe('PageThe firstThe second');
  });

  it('tells the parts the page runs only once the last of them has been taken over', async () => {
    // What each part drew, in order: a part taken over early must not change (read lists, show
    // a sidebar) while the parts after it still wait for their turn.
    const drawn: string[] = [];
    const Part = ({ name }: { name: string }) => {
      const hydrated = useHydrated();
      useLayoutEffect(() => {
        drawn.push(`${name} ${hydrated ? 'runs' : 'waits'}`);
      });
      return <p>{name}</p>;
    };
    const Page = () => (
      <main>
        <HydrateInTurn name="header">
          <Part name="header" />
        </HydrateInTurn>
        <HydrateInTurn name="footer">
          <Part name="footer" />
        </HydrateInTurn>
      </main>
    );
    await takeOver(serverDrawn(<Page />), <Page />);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(drawn.slice(0, 2)).toEqual(['header waits', 'footer waits']);
    expect(drawn.slice(2).sort()).toEqual(['footer runs', 'header runs']);
  });

  it('says the page is taken over only after the parts inside other parts have had their turn', async () => {
    const takenOver: string[] = [];
    const Part = ({ name }: { name: string }) => {
      useLayoutEffect(() => {
        takenOver.push(name);
      }, [name]);
      return <p>{name}</p>;
    };
    // As Home's sections inside the layout's main, with the footer after it: a section asks for
    // its turn once main is taken over, after the footer's.
    const Page = () => (
      <div>
        <HydrateInTurn name="nested-main">
          <main>
            <HydrateInTurn name="nested-section">
              <Part name="section" />
            </HydrateInTurn>
          </main>
        </HydrateInTurn>
        <HydrateInTurn name="nested-footer">
          <Part name="footer" />
        </HydrateInTurn>
      </div>
    );
    await takeOver(serverDrawn(<Page />), <Page />);
    // The section asked for its turn after the footer's: the page is not taken over before it.
    expect(takenOver).toEqual(['footer', 'section']);
  });
});

describe('a tap on a link while the page is taken over', () => {
  it('is followed once, after the last part has been taken over', async () => {
    const happened: string[] = [];
    const Part = ({ name }: { name: string }) => {
      useLayoutEffect(() => {
        happened.push(`${name} taken over`);
      }, [name]);
      return <p>{name}</p>;
    };
    let route = 'home';
    // A router's link: it draws the new page itself instead of letting the browser load it.
    const Page = () => {
      const [path, setPath] = useState(route);
      route = path;
      return (
        <div>
          <HydrateInTurn name="tap-header">
            <header>
              <Part name="header" />
              <a
                href="/motorcycle"
                onClick={(event) => {
                  event.preventDefault();
                  happened.push('navigated');
                  setPath('motorcycle');
                }}
              >
                MOTORCYCLES
              </a>
            </header>
          </HydrateInTurn>
          <HydrateInTurn name="tap-main">
            <main>
              {path === 'home' ? (
                <HydrateInTurn name="tap-section">
                  <Part name="section" />
                </HydrateInTurn>
              ) : (
                <h1>Motorcycles</h1>
              )}
            </main>
          </HydrateInTurn>
        </div>
      );
    };
    const container = serverDrawn(<Page />);
    document.body.append(container);
    const takenOver = takeOver(container, <Page />);
    // The header runs; the main part and its section still wait for their turns.
    while (!happened.includes('header taken over')) await nextTask();
    container.querySelector('a')?.click();
    expect(happened).toEqual(['header taken over']);

    await takenOver;
    while (route === 'home') await nextTask();
    expect(happened).toEqual(['header taken over', 'section taken over', 'navigated']);
    expect(container.querySelector('h1')?.textContent).toBe('Motorcycles');
    container.remove();
  });
});
