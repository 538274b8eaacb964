// Vite's `?raw` imports (tests only): the file's text.
declare module '*?raw' {
  const text: string;
  export default text;
}
