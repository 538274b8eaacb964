/** Vite's `?raw` imports (tests read the shipped service worker as text). */
declare module '*?raw' {
  const text: string;
  export default text;
}
