// Vitest setup for the jsdom tests: antd reads media queries for its responsive layout, and jsdom has none.
// Node-environment tests have no window and skip this.
if (typeof window !== 'undefined') {
  // jsdom lacks ResizeObserver, which antd's table asks for.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
