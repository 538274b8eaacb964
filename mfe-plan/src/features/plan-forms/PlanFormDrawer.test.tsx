// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { planFormTitle, type PlanFormTarget } from './PlanFormDrawer';
import { t } from '../../text';
import { formNamed, openDrawer } from './planFormsTesting';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

describe('the plan form drawer', { timeout: 30_000 }, () => {
  it('names each form by what it creates or edits', () => {
    const titles = (
      [
        { kind: 'project' },
        { kind: 'project', id: '1' },
        { kind: 'phase', projectId: '2' },
        { kind: 'phase', id: '3' },
        { kind: 'keyDate', projectId: '2' },
        { kind: 'keyDate', id: '4', projectId: '2' },
        { kind: 'job', phaseId: '3' },
        { kind: 'job', id: '5' },
        { kind: 'internalTask' },
        { kind: 'internalTask', id: '6' },
      ] satisfies PlanFormTarget[]
    ).map((target) => planFormTitle(target, t));
    expect(titles).toEqual([
      'Create project',
      'Edit project',
      'Create phase',
      'Edit phase',
      'Add key date',
      'Edit key date',
      'Create job',
      'Edit job',
      'Create internal task',
      'Edit internal task',
    ]);
  });

  it('closes by its Close button and Cancel', async () => {
    const { closed, saved } = openDrawer({ kind: 'project' });
    const form = await formNamed('Create project');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(closed).toHaveLength(2);
    expect(saved).toEqual([]);
  });
});
