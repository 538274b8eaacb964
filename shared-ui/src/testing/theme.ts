import type { ThemeConfig } from 'antd';

/**
 * The theme tests mount a remote with: zero runtime, as the host's theme has it (ADR 0291). antd then generates no
 * styles in jsdom, which took a third of a remote's suite time and is not what the browser does either.
 */
export const TEST_THEME: ThemeConfig = { zeroRuntime: true };
