import * as v from 'valibot';
import { t } from '../../text';

/** The four soft skills staff rate, 1 to 3 stars each (contract D SoftSkillsInput). */
export const SOFT_SKILLS = ['communication', 'meetingDeadlines', 'adaptingToFeedback', 'qualityOfWork'] as const;
export type SoftSkill = (typeof SOFT_SKILLS)[number];
export const MAX_STARS = 3;
export const MAX_COMMENTS_LENGTH = 2000;

const Stars = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_STARS)));

export const SoftSkillsSchema = v.object({
  communication: Stars,
  meetingDeadlines: Stars,
  adaptingToFeedback: Stars,
  qualityOfWork: Stars,
  otherComments: v.nullable(v.pipe(v.string(), v.maxLength(MAX_COMMENTS_LENGTH, t('hr.croudies.feedback.commentsTooLong')))),
});
export type SoftSkillsValues = v.InferOutput<typeof SoftSkillsSchema>;

/** The form's values as the API takes them: 0 stars (cleared) is none, blank comments are none. */
export function softSkillsInput(values: Partial<Record<SoftSkill, number | null>> & { otherComments?: string | null }): SoftSkillsValues {
  const stars = (value: number | null | undefined) => (value ? value : null);
  return {
    communication: stars(values.communication),
    meetingDeadlines: stars(values.meetingDeadlines),
    adaptingToFeedback: stars(values.adaptingToFeedback),
    qualityOfWork: stars(values.qualityOfWork),
    otherComments: values.otherComments?.trim() ? values.otherComments.trim() : null,
  };
}

/** The form's field errors by the schema, keyed by field (undefined when valid). */
export function softSkillsErrors(values: SoftSkillsValues): Record<string, string> | undefined {
  const result = v.safeParse(SoftSkillsSchema, values);
  if (result.success) return undefined;
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
