// @vitest-environment jsdom
import {
  createContext,
  Suspense,
  useContext,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import './suspense-unmounted';

const Side = createContext('no provider');
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A wait a part suspends on while the page is taken over, ended by hand. */
function wait() {
  let end!: () => void;
  const state = { done: false, promise: new Promise<void>((resolve) => (end = resolve)) };
  void state.promise.then(() => (state.done = true));
  return { state, end };
}

// Preact throws from a microtask, outside the test's own code: caught as Node sees it (the web
// code's types leave Node's out).
interface NodeProcess {
  on(event: 'uncaughtException', listener: (error: Error) => void): void;
  off(event: 'uncaughtException', listener: (error: Error) => void): void;
}
const node = (globalThis as unknown as { process: NodeProcess }).process;
const thrown: string[] = [];
const record = (error: Error) => thrown.push(error.message);
beforeEach(() => {
  thrown.length = 0;
  node.on('uncaughtException', record);
});
afterEach(() => {
  node.off('uncaughtException', record);
});

/** Whether the parts wait: while the browser takes the server's markup over (or fetches strings). */
let takingOver = false;
afterEach(() => {
  takingOver = false;
});

/** Takes `page` over from its server markup and answers how to draw it with another `step`. */
function takeOver(page: (step: number) => ReactNode) {
  let setStep!: (step: number) => void;
  const App = () => {
    const [step, set] = useState(0);
    useLayoutEffect(() => {
      setStep = set;
    }, []);
    return <Side.Provider value="site">{page(step)}</Side.Provider>;
  };
  const container = document.createElement('div');
  container.innerHTML = renderToString(<App />);
  document.body.append(container);
  takingOver = true;
  hydrateRoot(container, <App />);
  return { container, step: (n: number) => setStep(n) };
}

function Page({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <main>{children}</main>
    </Suspense>
  );
}

function Part({ name, waitFor }: { name: string; waitFor: ReturnType<typeof wait>['state'] }) {
  const side = useContext(Side);
  if (takingOver && !waitFor.done) throw waitFor.promise;
  return <p>{`${name} (${side}), ${takingOver ? 'taken over' : 'as the server drew it'}`}</p>;
}

describe('a part removed while it waits to be taken over', () => {
  it('is not drawn again when it had suspended twice', async () => {
    const { state, end } = wait();
    const { container, step } = takeOver((n) => (
      <Page>{n < 2 ? <Part name="offers" waitFor={state} /> : <h1>Dealers</h1>}</Page>
    ));
    await nextTask();
    step(1); // its parent draws it again while it waits: it suspends a second time
    await nextTask();
    step(2); // a navigation removes it
    await nextTask();
    end();
    await nextTask();
    await nextTask();
    expect(thrown).toEqual([]);
    expect(container.innerHTML).toBe('<main><h1>Dealers</h1></main>');
    container.remove();
  });

  it('is not drawn again when another part waited beside it', async () => {
    const first = wait();
    const second = wait();
    const { container, step } = takeOver((n) => (
      <Page>
        {n < 1 ? (
          <>
            <Part name="offers" waitFor={first.state} />
            <Part name="models" waitFor={second.state} />
          </>
        ) : (
          <h1>Dealers</h1>
        )}
      </Page>
    ));
    await nextTask();
    step(1);
    await nextTask();
    first.end();
    second.end();
    await nextTask();
    await nextTask();
    expect(thrown).toEqual([]);
    expect(container.innerHTML).toBe('<main><h1>Dealers</h1></main>');
    container.remove();
  });

  it('is still drawn when it stays, once its wait ends', async () => {
    const { state, end } = wait();
    const { container, step } = takeOver(() => (
      <Page>
        <Part name="offers" waitFor={state} />
      </Page>
    ));
    await nextTask();
    step(1);
    await nextTask();
    expect(container.innerHTML).toBe('<main><p>offers (site), as the server drew it</p></main>');
    end();
    while (!container.innerHTML.includes('taken over')) await nextTask();
    expect(thrown).toEqual([]);
    expect(container.innerHTML).toBe('<main><p>offers (site), taken over</p></main>');
    container.remove();
  });
});

describe('two parts that wait side by side on a page the browser draws', () => {
  it('are drawn once their wait ends, though the layout drew the page again meanwhile', async () => {
    // A navigation: the new page's two parts wait for the same strings, and in the same commit
    // the layout draws again (a router does, in its layout effects). Suspense then loses its
    // first drawing of the parts, removing them, and Preact drew a removed one again: the
    // header journey's "reading '__cC0'" (e2e/header-footer.spec.ts reproduces it in Chromium).
    const { state, end } = wait();
    let navigate!: (page: string) => void;
    // Set by App's layout effect, which runs after its children's on the first commit.
    let drawAgain: ((n: number) => void) | undefined;
    const Layout = ({ page }: { page: string }) => {
      useLayoutEffect(() => {
        drawAgain?.(page.length);
      }, [page]);
      return null;
    };
    const App = () => {
      const [page, setPage] = useState('home');
      const [, setDrawn] = useState(0);
      useLayoutEffect(() => {
        navigate = setPage;
        drawAgain = setDrawn;
      }, []);
      return (
        <Side.Provider value="site">
          <Page>
            {page === 'home' ? (
              <h1>Home</h1>
            ) : (
              <>
                <Part name="address" waitFor={state} />
                <Part name="hours" waitFor={state} />
              </>
            )}
          </Page>
          <Layout page={page} />
        </Side.Provider>
      );
    };
    const container = document.createElement('div');
    document.body.append(container);
    takingOver = true; // the parts wait, as they do for strings not yet fetched
    createRoot(container).render(<App />);
    await nextTask();
    navigate('dealers');
    await nextTask();
    end();
    while (!container.innerHTML.includes('hours')) await nextTask();
    await nextTask();
    expect(thrown).toEqual([]);
    expect(container.innerHTML).toBe(
      '<main><p>address (site), taken over</p><p>hours (site), taken over</p></main>',
    );
    container.remove();
  });
});
