import { createContext, useContext } from 'react';
import { PageHead } from './head';

/**
 * Set by the server renderer (entry-server.tsx) for each page it draws: called when the page
 * finds that its subject does not exist, so the answer goes out as a 404. The browser provides
 * nothing: there the status was decided long ago.
 */
export const NotFoundReporter = createContext<(() => void) | undefined>(undefined);

/**
 * Drawn by a page whose subject does not exist (an unknown bike): the server answers 404 and
 * search engines are asked to leave the page out of their index.
 */
export function NotFoundStatus() {
  useContext(NotFoundReporter)?.();
  return <PageHead robots="noindex" />;
}
