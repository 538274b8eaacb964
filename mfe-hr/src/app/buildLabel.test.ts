import { describe, expect, it } from 'vitest';
import descriptor from '../../remote.json';
import { REMOTE_NAME } from './buildLabel';

describe('mfe-hr', () => {
  it('names itself as its remote.json does', () => {
    expect(REMOTE_NAME).toBe(descriptor.name);
  });
});
