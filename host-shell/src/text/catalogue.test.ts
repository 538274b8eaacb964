import { describe, expect, it } from 'vitest';
import { hasText as sharedUiHasText } from '@work/shared-ui/text/catalogue';
import { textCatalogueProblems } from '@work/shared-ui/testing/textCatalogue';
import { en, hasText, t, type TextKey } from '.';

describe('the host-shell text catalogue', () => {
  it('has only shell. keys with non-empty texts', () => {
    expect(textCatalogueProblems('shell', en)).toEqual([]);
  });

  it('resolves its own words, which the shared-ui (host) catalogue does not have', () => {
    expect(t('shell.app.name')).toBe('Work platform');
    for (const key of Object.keys(en) as TextKey[]) {
      expect(hasText(key)).toBe(true);
      expect(t(key)).toBe(en[key]);
      expect(sharedUiHasText(key)).toBe(false);
    }
  });

  it('has the spec wording for the sign-in texts', () => {
    expect(t('shell.callback.loggingIn')).toBe('Logging in');
    expect(t('shell.callback.slow')).toBe('This is taking a bit longer than usual, do you want to try again?');
    expect(t('shell.notFound.title')).toBe('This page could not be found');
    expect(t('shell.login.unableToLogin')).toBe('Unable to login');
    expect(hasText('shell.announcements.croudie.errors.response')).toBe(true);
  });
});
