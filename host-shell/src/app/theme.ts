import type { ThemeConfig } from 'antd';

/** The platform theme; passed to every remote through its mount props. */
export const platformTheme: ThemeConfig = {
  token: { colorPrimary: '#3b3bd4', borderRadius: 6, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  components: { Layout: { headerBg: '#ffffff', siderBg: '#ffffff', headerPadding: '0 16px' } },
};
