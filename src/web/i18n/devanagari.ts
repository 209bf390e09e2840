// The Devanagari type's semibold and bold faces (50 KB each), loaded on Marathi and Hindi pages
// only (English pages never fetch them). Its regular face is in every page's stylesheet (styles.css),
// where its unicode-range keeps it from being fetched until a page draws Devanagari in it; a
// Marathi or Hindi page preloads it (server/plugins/page-hints.ts). These come with the app, after
// the first paint: on a slow connection they took the first paint's bandwidth (Lighthouse: Marathi
// Home painted 0.9 s after English Home), and headings are drawn meanwhile in the regular face
// made bold by the browser. main.tsx imports this for every Marathi or Hindi page.
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
