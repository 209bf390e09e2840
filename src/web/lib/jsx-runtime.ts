import { Fragment, jsx as createVNode } from 'preact/jsx-runtime';

/**
 * The JSX runtime the pages are built with (scripts/preact-for-react.ts): Preact's, with text
 * written side by side joined into one. `<span>{number}.</span>` is two texts; the server's HTML
 * carries them as one ("3."), and Preact, taking over that markup, cannot tell where the first
 * ended: the page came out as "3.." or ".". React marks the seam with a comment; Preact's
 * renderer does not. Joined when the element is made, the browser's text and the server's are
 * the same node. Children that draw nothing (false, null) between two texts are part of the run,
 * since the HTML has nothing between them either. The joined text takes the run's first place
 * and the rest become null, so every other child keeps its position and its state.
 */

type Child = unknown;
const isText = (child: Child): child is string | number =>
  typeof child === 'string' || typeof child === 'number';
const isNothing = (child: Child) =>
  child === null || child === undefined || typeof child === 'boolean';

/** `children` with each run of texts joined, or `children` itself when no two texts meet. */
export function joinAdjacentText(children: readonly Child[]): readonly Child[] {
  let joined: Child[] | undefined;
  let runStart = -1;
  let sawTwo = false;
  for (let i = 0; i < children.length; i += 1) {
    const child = children[i];
    if (isText(child)) {
      if (runStart === -1) {
        runStart = i;
        continue;
      }
      joined ??= [...children];
      joined[runStart] = `${joined[runStart] as string | number}${child}`;
      for (let hole = runStart + 1; hole <= i; hole += 1) joined[hole] = null;
      sawTwo = true;
    } else if (!isNothing(child)) {
      runStart = -1;
    }
  }
  return sawTwo && joined ? joined : children;
}

type Props = Record<string, unknown> & { children?: Child };

function withJoinedText(props: Props): Props {
  const { children } = props;
  if (!Array.isArray(children) || children.length < 2) return props;
  const joined = joinAdjacentText(children);
  return joined === children ? props : { ...props, children: joined };
}

// Preact's overloads, one for elements and one for components, taken as one signature.
const make = createVNode as (
  type: unknown,
  props: Props,
  key?: string,
) => ReturnType<typeof createVNode>;

export function jsx(type: unknown, props: Props, key?: string) {
  return make(type, withJoinedText(props), key);
}

export { jsx as jsxs, jsx as jsxDEV, Fragment };
