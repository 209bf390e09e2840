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
