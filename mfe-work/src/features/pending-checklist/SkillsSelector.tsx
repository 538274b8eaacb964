import { Flex, Radio, Typography } from 'antd';
import { useText, type TextKey } from '../../text';
import { EXPERTISE_AREAS, SKILL_LEVELS, type ExpertiseArea, type SkillLevel } from '@work/shared-contracts/onboarding';

export type ExpertiseValue = Partial<Record<ExpertiseArea, SkillLevel>>;

/** The list the server takes: one entry per rated area, in the areas' order. */
export const expertiseList = (value: ExpertiseValue) =>
  EXPERTISE_AREAS.filter((area) => value[area]).map((area) => ({ area, level: value[area]! }));

export const expertiseValue = (list: readonly { area: ExpertiseArea; level: SkillLevel }[]): ExpertiseValue =>
  Object.fromEntries(list.map((e) => [e.area, e.level]));

/**
 * The skills selector (staff-and-admin.md §2, §3): for each area of expertise, beginner, intermediate or advanced.
 * Used by the areas-of-expertise card and the assessment step of the complete-profile wizard.
 */
export function SkillsSelector({
  value,
  onChange,
  disabled,
}: {
  value: ExpertiseValue;
  onChange: (next: ExpertiseValue) => void;
  disabled?: boolean;
}) {
  const t = useText();
  return (
    <Flex vertical gap="small">
      {EXPERTISE_AREAS.map((area) => {
        const areaName = t(`work.onboarding.area.${area}` as TextKey);
        return (
          <Flex key={area} align="center" justify="space-between" wrap gap="small">
            <Typography.Text id={`skill-${area}`}>{areaName}</Typography.Text>
            <Radio.Group
              role="radiogroup"
              aria-label={t('work.onboarding.skills.level', { area: areaName })}
              optionType="button"
              size="small"
              disabled={disabled}
              value={value[area] ?? null}
              onChange={(e) => onChange({ ...value, [area]: e.target.value as SkillLevel })}
              options={SKILL_LEVELS.map((level) => ({ value: level, label: t(`work.onboarding.level.${level}` as TextKey) }))}
            />
          </Flex>
        );
      })}
    </Flex>
  );
}
