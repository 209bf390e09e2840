/**
 * The only script of a server-drawn page at first, carried in the page itself
 * (server/plugins/spa.ts; the CSP lets it run by its hash). The page is on screen without its
 * scripts and its typeface, so they wait until it has been painted, its main picture too: on a
 * slow phone connection 165 KB of script and 30 KB of type downloaded beside the stylesheet and
 * the picture took their bandwidth, and the page was painted a second later. The typeface's
 * stylesheet, the app's script and its modulepreloads are in an inert <template>; this puts them
 * in the document, the typeface first.
 *
 * Nothing here imports anything: this file stays one small chunk of its own, small enough to be
 * written into every page.
 */
const TEMPLATE_ID = 'page-scripts';
/** However the page fares, its scripts start by then: a form that cannot be sent is worse. */
const AT_THE_LATEST_MS = 2500;

/**
 * Elements put in the head per task. Each one starts a request, a millisecond or more of the main
 * thread on a cheap phone: the 29 of the compare page in one go were a 75-125 ms task at 4x CPU,
 * right when Lighthouse counts blocking time. A few per task keep each one short.
 */
const PER_TASK = 4;

let started = false;
function start() {
  if (started) return;
  started = true;
  const template = document.getElementById(TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  // In the template's order: the app's script, then the preloads of the chunks it imports.
  const elements = [...template.content.children];
  // A hidden tab has no taps to keep waiting, and runs its timers once a second at most.
  const perTask = document.visibilityState === 'hidden' ? elements.length : PER_TASK;
  const insert = (from: number) => {
    for (const inert of elements.slice(from, from + perTask)) document.head.append(revive(inert));
    if (from + perTask < elements.length) setTimeout(insert, 0, from + perTask);
  };
  insert(0);
}

/** A copy to put in the document: a script copied out of a template does not run, so it is made anew. */
function revive(inert: Element): Element {
  if (!(inert instanceof HTMLScriptElement)) return inert.cloneNode() as Element;
  const script = document.createElement('script');
  script.type = 'module';
  if (inert.crossOrigin !== null) script.crossOrigin = inert.crossOrigin;
  script.src = inert.src;
  return script;
}

/** After the next frame has been drawn: a callback before it, a task after it. */
const afterNextFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/** The page's main picture (its largest paint), if it is shown and not yet drawn. */
function mainPictureLoading(): HTMLImageElement | null {
  const picture = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]');
  if (!picture || picture.getClientRects().length === 0) return null;
  return picture;
}

/**
 * Once the main picture is decoded and drawn: `decoding="async"` draws it a frame or more after
 * its bytes have come, and a script that started meanwhile held that frame back (the model list's
 * picture was drawn 0.7 s after it had arrived, behind the app's first tasks).
 */
function afterMainPicture() {
  const picture = mainPictureLoading();
  if (!picture) return afterNextFrame(start);
  const next = () => afterNextFrame(start);
  picture.decode().then(next, next);
}

setTimeout(start, AT_THE_LATEST_MS);
if (document.visibilityState === 'hidden') {
  // A tab opened in the background paints nothing (and runs no frames) until it is shown.
  start();
} else if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
  afterNextFrame(start);
} else {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    afterMainPicture();
  }).observe({ type: 'paint', buffered: true });
}
