import { Button, Flex, Select } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { VerticalPicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { EXPERIENCE_LEVELS, type ExperienceRow } from './profileForm';

/** Areas of experience (industry verticals), each with its level: beginner, intermediate or advanced (§3). */
export function ExperienceField({
  id,
  value,
  onChange,
  onBlur,
  disabled,
  invalid,
}: {
  id: string;
  value: ExperienceRow[];
  onChange: (rows: ExperienceRow[]) => void;
  onBlur: () => void;
  disabled?: boolean;
  invalid?: boolean;
}) {
  const t = useText();
  const set = (index: number, row: Partial<ExperienceRow>) => onChange(value.map((r, i) => (i === index ? { ...r, ...row } : r)));
  return (
    <Flex vertical gap="small" id={id}>
      {value.map((row, index) => (
        <Flex key={index} gap="small" align="center">
          <VerticalPicker
            aria-label={t('hr.profile.experience.area', { n: index + 1 })}
            value={row.verticalId}
            onChange={(verticalId) => set(index, { verticalId })}
            onBlur={onBlur}
            disabled={disabled}
            status={invalid && !row.verticalId ? 'error' : undefined}
            style={{ flex: 2 }}
          />
          <Select
            aria-label={t('hr.profile.experience.level', { n: index + 1 })}
            value={row.level}
            onChange={(level) => set(index, { level })}
            disabled={disabled}
            options={EXPERIENCE_LEVELS.map((level) => ({ value: level, label: t(`hr.profile.experience.${level}`) }))}
            style={{ flex: 1 }}
          />
          {disabled ? null : (
            <Button
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('hr.profile.experience.remove', { n: index + 1 })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            />
          )}
        </Flex>
      ))}
      {disabled ? null : (
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          onClick={() => onChange([...value, { verticalId: null, level: 'beginner' }])}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('hr.profile.experience.add')}
        </Button>
      )}
    </Flex>
  );
}
