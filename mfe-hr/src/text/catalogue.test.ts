import { describe, expect, it } from 'vitest';
import { hasText as sharedUiHasText } from '@work/shared-ui/text/catalogue';
import { textCatalogueProblems } from '@work/shared-ui/testing/textCatalogue';
import { en, hasText, t, type TextKey } from '.';

describe('the mfe-hr text catalogue', () => {
  it('has only hr. keys with non-empty texts', () => {
    expect(textCatalogueProblems('hr', en)).toEqual([]);
  });

  it('resolves its own words, which the shared-ui (host) catalogue does not have', () => {
    expect(t('hr.staff.title')).toBe('Employees');
    for (const key of Object.keys(en) as TextKey[]) {
      expect(hasText(key)).toBe(true);
      expect(t(key)).toBe(en[key]);
      expect(sharedUiHasText(key)).toBe(false);
    }
  });
});
