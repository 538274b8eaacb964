import type { ThemeConfig } from 'antd';

/**
 * The platform theme for a browser that does or does not ask for reduced motion. Its system setting is honoured:
 * antd's `motion: false` turns off its animations (dialogs, drawers, menus and messages appear at once; WCAG 2.3.3).
 */
export function platformThemeFor(prefersReducedMotion: boolean): ThemeConfig {
  return {
    // Components' styles come from antd's own stylesheet, which the host's build links (ADR 0291): generating them in
    // the browser cost the first load of /work ~0.4 s of main thread at 4× CPU. The tokens below still apply, as CSS
    // variables antd writes once.
    zeroRuntime: true,
    token: {
      colorPrimary: '#3b3bd4',
      borderRadius: 6,
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      motion: !prefersReducedMotion,
    },
    components: { Layout: { headerBg: '#ffffff', siderBg: '#ffffff', headerPadding: '0 16px' } },
  };
}

/** The platform theme of this browser; passed to every remote through its mount props. */
export const platformTheme: ThemeConfig = platformThemeFor(
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches,
);
