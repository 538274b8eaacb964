import { describe, expect, it } from 'vitest';
import { textCatalogueProblems } from '@work/shared-ui/testing/textCatalogue';
import { en as work } from '../../text';
import { en, t } from './text';

describe('the credentials admin catalogue', () => {
  it('has only work.credentialsAdmin. keys with non-empty texts, none of them also in the first-load catalogue', () => {
    expect(textCatalogueProblems('work.credentialsAdmin', en)).toEqual([]);
    expect(Object.keys(en).filter((key) => key in work)).toEqual([]);
    expect(t('work.credentialsAdmin.title')).toBe('Task credentials');
  });
});
