// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { Client, cacheExchange, fetchExchange } from 'urql';
import type { MountProps } from '@work/shared-contracts';
import { createRemoteLifecycles } from './createRemoteLifecycles';
import { TEST_THEME } from '../testing/theme';

describe('createRemoteLifecycles', () => {
  it('calls preload with the mount props before the remote renders, then renders it', async () => {
    const order: string[] = [];
    const Router = ({ basename }: { basename: string }) => {
      order.push('render');
      return <p>routes under {basename}</p>;
    };
    const lifecycles = createRemoteLifecycles('mfe-test', Router, {
      preload: (props) => order.push(`preload ${props.basename}`),
    });
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = {
      name: 'mfe-test',
      basename: '/',
      domElement,
      theme: TEST_THEME,
      client: new Client({ url: 'http://localhost/graphql', exchanges: [cacheExchange, fetchExchange] }),
      session: { getSnapshot: () => null, subscribe: () => () => undefined },
    } as unknown as MountProps;
    await lifecycles.bootstrap(props);
    // act renders the transition the mount starts; the mount settles once the remote has committed
    let mounted!: Promise<unknown>;
    await act(async () => {
      mounted = lifecycles.mount(props);
    });
    await mounted;
    expect(domElement.textContent).toBe('routes under /');
    expect(order[0]).toBe('preload /');
    expect(order).toContain('render');
    await act(async () => {
      await lifecycles.unmount(props);
    });
  });
});
