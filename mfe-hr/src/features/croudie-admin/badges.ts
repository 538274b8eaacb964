import * as v from 'valibot';
import { t } from '../../text';

/** The API's badge rules (contract D): at most 10, each 1–40 characters, each once (compared without case). */
export const MAX_BADGES = 10;
export const MAX_BADGE_LENGTH = 40;

export const BadgesSchema = v.pipe(
  v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_BADGE_LENGTH, t('hr.croudies.admin.badges.tooLong')))),
  v.maxLength(MAX_BADGES, t('hr.croudies.admin.badges.tooMany')),
  v.check((badges) => new Set(badges.map((badge) => badge.toLowerCase())).size === badges.length, t('hr.croudies.admin.badges.duplicate')),
);

/** The badges to send (trimmed, blanks dropped), or the first rule they break. */
export function checkBadges(badges: readonly string[]): { badges: string[] } | { error: string } {
  const result = v.safeParse(BadgesSchema, badges.map((badge) => badge.trim()).filter(Boolean));
  return result.success ? { badges: result.output } : { error: result.issues[0].message };
}
