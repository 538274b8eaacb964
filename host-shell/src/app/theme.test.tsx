// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { platformThemeFor } from './theme';

/** What antd makes of the theme: whether it animates, and how long its middle-length motions last. */
function MotionReport() {
  const { token } = theme.useToken();
  return <output>{`motion ${String(token.motion)}, ${token.motionDurationMid}`}</output>;
}

describe('the platform theme', () => {
  it('turns antd’s animations off when the browser asks for reduced motion, and leaves them on otherwise', () => {
    const { unmount } = render(
      <ConfigProvider theme={platformThemeFor(true)}>
        <MotionReport />
      </ConfigProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('motion false, 0s');
    unmount();
    render(
      <ConfigProvider theme={platformThemeFor(false)}>
        <MotionReport />
      </ConfigProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('motion true, 0.2s');
  });
});
