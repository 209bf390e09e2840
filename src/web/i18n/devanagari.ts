// Devanagari type, self-hosted and loaded on Marathi and Hindi pages only (English pages never
// fetch it): the font stack in styles.css takes it for the letters the system fonts lack. A
// server-drawn page links this stylesheet in its head (server/plugins/page-hints.ts); main.tsx
// imports it for a page the browser draws alone.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
