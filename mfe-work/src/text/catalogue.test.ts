import { describe, expect, it } from 'vitest';
import { TASK_STATES } from '@work/shared-contracts';
import { hasText as sharedUiHasText } from '@work/shared-ui/text/catalogue';
import { textCatalogueProblems } from '@work/shared-ui/testing/textCatalogue';
import { en, hasText, t, type TextKey } from '.';

describe('the mfe-work text catalogue', () => {
  it('has only work. keys with non-empty texts', () => {
    expect(textCatalogueProblems('work', en)).toEqual([]);
  });

  it('resolves its own words, which the shared-ui (host) catalogue does not have', () => {
    expect(t('work.taskState.delivered')).toBe('Delivered');
    for (const key of Object.keys(en) as TextKey[]) {
      expect(hasText(key)).toBe(true);
      expect(t(key)).toBe(en[key]);
      expect(sharedUiHasText(key)).toBe(false);
    }
  });

  it('labels every task state (computed keys), withdrawn as Deleted', () => {
    for (const state of TASK_STATES) expect(hasText(`work.taskState.${state}`)).toBe(true);
    expect(t('work.taskState.withdrawn')).toBe('Deleted');
  });
});
