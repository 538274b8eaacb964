import type { ReactNode } from 'react';
import { useMountProps } from '@work/shared-ui';

/**
 * A link to a page of another remote (a croudie's profile): a real anchor for the browser and assistive technology,
 * followed through the host's navigation so single-spa mounts the remote that owns the path.
 */
export function ShellLink({ to, children }: { to: string; children: ReactNode }) {
  const { navigate } = useMountProps();
  return (
    <a
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
