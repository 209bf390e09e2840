import { Suspense, type ReactNode } from 'react';

/**
 * Taking a server-drawn page over in parts, one task each. Preact hydrates a tree in one go: on a
 * phone four times slower than this machine, Home's took 300 ms in one task, during which a tap
 * waits (Lighthouse's blocking time went from about 100 ms to 600). A part wrapped in
 * HydrateInTurn waits during hydration for the parts before it, then a task of its own; Preact
 * keeps its server markup on screen meanwhile and takes it over when its turn comes (a child that
 * suspends while hydrating keeps its DOM). Outside hydration, and on the server, it draws its
 * children at once. Its children must draw one element: a suspended part keeps its first node.
 */

interface Turn {
  promise: Promise<void>;
  done: boolean;
}

let hydrating = false;
let last: Promise<void> = Promise.resolve();
const turns = new Map<string, Turn>();
const takeoverListeners = new Set<() => void>();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Called as the browser starts taking the page over (main.tsx). */
export function startHydratingInTurn(): void {
  hydrating = true;
  holdNavigations();
}

/** How long a held tap waits for the takeover before the browser follows the link itself. */
const HOLD_AT_MOST_MS = 5_000;

/**
 * The page's own link a tap follows (the primary button, no key held that opens a new tab or
 * window, the same origin and frame); null for any other tap.
 */
function ownLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  return link.origin === window.location.origin ? link : null;
}

/**
 * A tap on one of the page's links while it is still being taken over is held, and followed once
 * the last part has been. Followed at once, it changed the route under parts still waiting for
 * their turn, and Preact threw when one of them came (a journey met `__cC0` after opening a header
 * dropdown and tapping one of its links; the cause was Preact's Suspense drawing a removed
 * component again, mended in suspense-unmounted.ts). Held, it is one router navigation after the
 * takeover, even from a part not yet taken over, whose link the browser would have loaded as a
 * new page. Only the last tap counts; if the takeover never ends, the browser follows it after
 * HOLD_AT_MOST_MS.
 */
function holdNavigations(): void {
  let held: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | null = null;
  const hold = (event: MouseEvent) => {
    const link = ownLinkOf(event);
    if (!link) return;
    // Capturing on the window, before the link's own handler (the router's) and the browser's.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held) clearTimeout(held.timer);
    held = { link, timer: setTimeout(() => window.location.assign(link.href), HOLD_AT_MOST_MS) };
  };
  window.addEventListener('click', hold, true);
  const stop = subscribeToTakeover(() => {
    stop();
    window.removeEventListener('click', hold, true);
    if (!held) return;
    clearTimeout(held.timer);
    const { link } = held;
    held = null;
    // In a task of its own, after every part has heard that the page runs.
    setTimeout(() => {
      if (link.isConnected) link.click();
      else window.location.assign(link.href);
    }, 0);
  });
}

/**
 * Settles once every part has had its turn: the page answers taps everywhere from then on. A part
 * inside another (Home's sections inside the layout's main) asks for its turn only when its parent
 * is taken over, after this was called: the wait goes on until a turn passes with no new part.
 */
export function allPartsHydrated(): Promise<void> {
  const settled = (): Promise<void> => {
    const seen = last;
    // A task after the last turn: the part it let through has drawn, and asked for its children's.
    return seen.then(nextTask).then(() => (seen === last ? undefined : settled()));
  };
  return settled().then(() => {
    hydrating = false;
    for (const listener of takeoverListeners) listener();
  });
}

/** False while the browser is still taking a server-drawn page over, in any part (use-hydrated.ts). */
export function pageTakenOver(): boolean {
  return !hydrating;
}

/** Calls `listener` when the last part has been taken over; returns how to stop. */
export function subscribeToTakeover(listener: () => void): () => void {
  takeoverListeners.add(listener);
  return () => takeoverListeners.delete(listener);
}

function turnOf(name: string): Turn {
  let turn = turns.get(name);
  if (!turn) {
    const created: Turn = { promise: last.then(nextTask), done: false };
    created.promise = created.promise.then(() => {
      created.done = true;
    });
    turn = created;
    turns.set(name, turn);
    last = turn.promise;
  }
  return turn;
}

function WaitForTurn({ name, children }: { name: string; children: ReactNode }) {
  if (hydrating) {
    const turn = turnOf(name);
    // Suspending is how Preact is told to keep this part's markup and come back to it.
    if (!turn.done) throw turn.promise;
  }
  return children;
}

/** `children`, taken over from the server's markup in a task of its own, after the parts before. */
export function HydrateInTurn({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn name={name}>{children}</WaitForTurn>
    </Suspense>
  );
}
