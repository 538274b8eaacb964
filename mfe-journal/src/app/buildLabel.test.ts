import { describe, expect, it } from 'vitest';
import descriptor from '../../remote.json';
import { REMOTE_NAME } from './buildLabel';

describe('mfe-journal', () => {
  it('names itself as its remote.json does and fills the journal side panel', () => {
    expect(REMOTE_NAME).toBe(descriptor.name);
    expect(descriptor.extensions).toContain('journal-side-panel');
  });
});
