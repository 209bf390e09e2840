/**
 * index.html's title: the one a page shows before its scripts run, and the one the home page
 * declares in English (home.json). A test holds index.html to this text.
 */
export const DEFAULT_TITLE = 'Authorised Honda Two-Wheeler Dealer in Pandharpur';

/**
 * React hoists a page's <title> into <head> in front of index.html's, and leaves that one in
 * place: two <title> elements, which HTML does not allow. This keeps exactly one: the default
 * steps out while a page has a title of its own and comes back when a page has none. React never
 * owns the default element, so taking it out cannot pull one from under React.
 */
export function keepOneTitle(head: HTMLHeadElement, defaultText: string = DEFAULT_TITLE): void {
  const make = () => {
    const title = head.ownerDocument.createElement('title');
    title.textContent = defaultText;
    return title;
  };
  const titles = () => Array.from(head.querySelectorAll('title'));
  let fallback = titles().find((title) => title.textContent === defaultText) ?? make();
  const settle = () => {
    // Hydration may adopt the first title it finds; once React has written its own text into
    // the default element, that element is React's and a fresh default takes its place.
    if (fallback.textContent !== defaultText) fallback = make();
    const others = titles().filter((title) => title !== fallback);
    if (others.length > 0) fallback.remove();
    else if (!fallback.isConnected) head.append(fallback);
  };
  new MutationObserver(settle).observe(head, { childList: true });
  settle();
}
