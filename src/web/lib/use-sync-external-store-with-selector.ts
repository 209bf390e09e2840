import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

/**
 * React's `use-sync-external-store/with-selector` (MIT, Meta Platforms), written as an ES module
 * on the hooks the pages run on (scripts/preact-for-react.ts). The charts' store (react-redux,
 * under recharts) reads through it. The package ships only CommonJS that require()s `react` by
 * name: a bundler points that at Preact, but Node, which runs the component tests, would load
 * React itself, whose hooks fail inside a Preact component. The same steps as the package's:
 * the selection is kept while the snapshot is the same, or while `isEqual` says it has not changed.
 */
interface Kept<Selection> {
  hasValue: boolean;
  value: Selection | undefined;
}

/**
 * The store's snapshot readers for useSyncExternalStore, each answering the selection, kept (the
 * same object) while the snapshot is the same or `isEqual` finds the new selection equal to the
 * one last drawn (`kept`).
 */
function selectingReaders<Snapshot, Selection>(
  kept: { readonly current: Kept<Selection> },
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): [() => Selection, (() => Selection) | undefined] {
  let memo: { snapshot: Snapshot; selection: Selection } | undefined;
  const select = (snapshot: Snapshot): Selection => {
    if (memo === undefined) {
      const selection = selector(snapshot);
      const last = kept.current;
      const same =
        isEqual !== undefined && last.hasValue && isEqual(last.value as Selection, selection);
      memo = { snapshot, selection: same ? (last.value as Selection) : selection };
      return memo.selection;
    }
    if (Object.is(memo.snapshot, snapshot)) return memo.selection;
    const selection = selector(snapshot);
    if (isEqual !== undefined && isEqual(memo.selection, selection)) {
      memo = { snapshot, selection: memo.selection };
    } else {
      memo = { snapshot, selection };
    }
    return memo.selection;
  };
  const server = getServerSnapshot ?? null;
  return [() => select(getSnapshot()), server === null ? undefined : () => select(server())];
}

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const kept = useRef<Kept<Selection>>({ hasValue: false, value: undefined });
  const [readSelection, readServerSelection] = useMemo(
    // The readers read the last drawn selection when the store asks them, as React's own shim
    // does: the one value this hook keeps across renders on purpose.
    // eslint-disable-next-line react-hooks/refs -- read by the store's reads, not by this render
    () => selectingReaders(kept, getSnapshot, getServerSnapshot, selector, isEqual),
    [getSnapshot, getServerSnapshot, selector, isEqual],
  );
  const value = useSyncExternalStore(subscribe, readSelection, readServerSelection);
  useEffect(() => {
    kept.current = { hasValue: true, value };
  }, [value]);
  useDebugValue(value);
  return value;
}
