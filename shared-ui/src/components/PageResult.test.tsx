// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';

afterEach(() => {
  cleanup();
  vi.doUnmock('antd/es/result');
  vi.resetModules();
});

describe('PageResult', () => {
  it('shows its title and actions at once, then antd Result with its illustration when that has loaded', async () => {
    const { PageResult } = await import('./PageResult');
    const { container } = render(<PageResult status="404" title={<h1>Not here</h1>} extra={<button type="button">Home</button>} />);
    expect(screen.getByRole('heading', { name: 'Not here' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Home' })).toBeTruthy();
    await vi.waitFor(() => expect(container.querySelector('.ant-result-404')).not.toBeNull());
    expect(screen.getByRole('heading', { name: 'Not here' })).toBeTruthy();
  });

  it('keeps the title and actions when the illustration cannot load (the network is down)', async () => {
    vi.doMock('antd/es/result', () => {
      throw new Error('Failed to fetch');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { PageResult } = await import('./PageResult');
    const { container } = render(<PageResult status="warning" title="Unable to load" extra={<button type="button">Retry</button>} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Unable to load')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(container.querySelector('.ant-result')).toBeNull();
  });
});
