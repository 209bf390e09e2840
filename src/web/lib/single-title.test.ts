// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import indexHtml from '../../../index.html?raw';
import home from '../i18n/locales/en/home.json';
import { DEFAULT_TITLE, keepOneTitle } from './single-title';

const titles = () => Array.from(document.head.querySelectorAll('title'), (title) => title.text);
// The observer answers after the change, as it does after React's commit.
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function pageTitle(text: string) {
  const title = document.createElement('title');
  title.textContent = text;
  return title;
}

describe('one title at a time', () => {
  it('is the one index.html gives the page before its scripts run', () => {
    expect(/<title>([^<]*)<\/title>/.exec(indexHtml)?.[1]).toBe(DEFAULT_TITLE);
  });

  it('is the one English Home declares, so the page does not change its title as it starts', () => {
    expect(home.title).toBe(DEFAULT_TITLE);
  });

  it('the default steps out while a page has a title of its own, and comes back after', async () => {
    document.head.innerHTML = `<meta charset="utf-8"><title>${DEFAULT_TITLE}</title>`;
    keepOneTitle(document.head);
    expect(titles()).toEqual([DEFAULT_TITLE]);

    const about = pageTitle('About us | Dealer');
    document.head.prepend(about);
    await settled();
    expect(titles()).toEqual(['About us | Dealer']);

    about.remove();
    await settled();
    expect(titles()).toEqual([DEFAULT_TITLE]);
  });

  it('a page drawn by the server with its own title keeps it, and gets the default when it goes', async () => {
    const bike = pageTitle('Shine details | Dealer');
    document.head.replaceChildren(bike);
    keepOneTitle(document.head);
    expect(titles()).toEqual(['Shine details | Dealer']);

    bike.remove();
    await settled();
    expect(titles()).toEqual([DEFAULT_TITLE]);
  });

  it('a default element that the page took over becomes the page’s, and a fresh default waits', async () => {
    document.head.innerHTML = `<title>${DEFAULT_TITLE}</title>`;
    keepOneTitle(document.head);
    const adopted = document.head.querySelector('title') as HTMLTitleElement;
    adopted.textContent = 'Offers | Dealer';
    document.head.append(pageTitle('Gallery | Dealer'));
    await settled();
    // Neither is the default any more: both stay, as the page left them.
    expect(titles()).toEqual(['Offers | Dealer', 'Gallery | Dealer']);

    adopted.remove();
    document.head.querySelector('title')?.remove();
    await settled();
    expect(titles()).toEqual([DEFAULT_TITLE]);
  });
});
