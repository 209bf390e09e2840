// The Devanagari type's semibold and bold faces (44 KB each), loaded on Marathi and Hindi pages
// only (English pages never fetch them). Its regular face is in every page's stylesheet (styles.css),
// where its unicode-range keeps it from being fetched until a page draws Devanagari in it; a
// Marathi or Hindi page preloads it (server/plugins/page-hints.ts). These come with the app, after
// the first paint: on a slow connection they took the first paint's bandwidth (Lighthouse: Marathi
// Home painted 0.9 s after English Home). Until they come, styles.css declares the regular file at
// 600 and 700 too, so bold Devanagari is drawn in the regular face, in the same lines, never as
// boxes. main.tsx imports this for every Marathi or Hindi page.
import './devanagari-bold.css';
