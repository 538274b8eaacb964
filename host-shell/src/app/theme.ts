import type { ThemeConfig } from 'antd';

/** The platform theme; passed to every remote through its mount props. */
export const platformTheme: ThemeConfig = {
  // Components' styles come from antd's own stylesheet, which the host's build links (ADR 0291): generating them in
  // the browser cost the first load of /work ~0.4 s of main thread at 4× CPU. The tokens below still apply, as CSS
  // variables antd writes once.
  zeroRuntime: true,
  token: { colorPrimary: '#3b3bd4', borderRadius: 6, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  components: { Layout: { headerBg: '#ffffff', siderBg: '#ffffff', headerPadding: '0 16px' } },
};
