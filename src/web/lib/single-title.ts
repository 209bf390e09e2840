/**
 * index.html's title: the one a page shows before its scripts run, the one a page without a
 * title of its own shows (head.tsx), and the one the home page declares in English (home.json).
 * A test holds index.html to this text.
 */
export const DEFAULT_TITLE = 'Authorised Honda Two-Wheeler Dealer in Pandharpur';
