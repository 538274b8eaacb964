import { useState } from 'react';
import { Button, Flex, Progress, Tag, Typography } from 'antd';
import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import MinusCircleOutlined from '@ant-design/icons/MinusCircleOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useText } from '../../text';
import type { PickerCandidate } from './croudiePicker.graphql';
import { personOf, type PickedPerson } from './pickerQuery';

const REGIONS = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en-GB'], { type: 'region' }) : null;
const countryName = (code: string) => {
  try {
    return REGIONS?.of(code) ?? code;
  } catch {
    return code;
  }
};
// points come to one decimal; a filter's share of 50 may not (three filters: 16.7 each)
const POINTS = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const MONEY = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** One list of the picker (scored, new or selected): each croudie with their score, why, and Add. */
export function CandidateList({
  label,
  candidates,
  selectedIds,
  onAdd,
}: {
  label: string;
  candidates: readonly PickerCandidate[];
  selectedIds: readonly string[];
  onAdd: (person: PickedPerson) => void;
}) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {candidates.map((candidate) => (
        <CandidateRow key={candidate.croudie.id} candidate={candidate} chosen={selectedIds.includes(candidate.croudie.id)} onAdd={onAdd} />
      ))}
    </ul>
  );
}

function CandidateRow({
  candidate,
  chosen,
  onAdd,
}: {
  candidate: PickerCandidate;
  chosen: boolean;
  onAdd: (person: PickedPerson) => void;
}) {
  const t = useText();
  const [explained, setExplained] = useState(false);
  const person = personOf(candidate.croudie);
  const { name } = person;
  const { score, croudie } = candidate;
  const reasonsId = `croudie-picker-reasons-${croudie.id}`;
  const details = [
    croudie.countryCode ? countryName(croudie.countryCode) : t('plan.croudiePicker.noCountry'),
    // null for those who may not see rates (ADR 0005)
    croudie.hourlyRate !== null ? t('plan.croudiePicker.rate', { rate: MONEY.format(croudie.hourlyRate) }) : null,
  ].filter(Boolean);

  return (
    <li aria-label={name} style={{ padding: '8px 0', borderBottom: '1px solid rgba(0, 0, 0, 0.06)' }}>
      <Flex gap="small" align="center" justify="space-between" wrap>
        <Flex gap="small" align="center" style={{ minWidth: 0 }}>
          <Progress
            type="circle"
            size={40}
            percent={score}
            format={() => score}
            aria-label={t('plan.croudiePicker.score')}
            aria-valuetext={String(score)}
          />
          <Flex vertical style={{ minWidth: 0 }}>
            <Flex gap={4} align="center" wrap>
              <Typography.Text strong>{name}</Typography.Text>
              {candidate.isNew ? <Tag color="blue">{t('plan.croudiePicker.newTag')}</Tag> : null}
              {!candidate.offered ? <Tag>{t('plan.croudiePicker.notOffered')}</Tag> : null}
            </Flex>
            <Typography.Text type="secondary">{details.join(' · ')}</Typography.Text>
          </Flex>
        </Flex>
        <Flex gap="small" align="center">
          <Button
            size="small"
            type="link"
            aria-label={t('plan.croudiePicker.why', { score, name })}
            aria-expanded={explained}
            aria-controls={explained ? reasonsId : undefined}
            onClick={() => setExplained((open) => !open)}
          >
            {t('plan.croudiePicker.whyShort', { score })}
          </Button>
          <Button
            size="small"
            icon={chosen ? undefined : <PlusOutlined />}
            disabled={chosen}
            aria-label={chosen ? t('plan.croudiePicker.addedName', { name }) : t('plan.croudiePicker.add', { name })}
            onClick={() => onAdd(person)}
          >
            {chosen ? t('plan.croudiePicker.added') : t('plan.croudiePicker.addShort')}
          </Button>
        </Flex>
      </Flex>
      {explained ? (
        <ul
          id={reasonsId}
          aria-label={t('plan.croudiePicker.reasonsOf', { name })}
          style={{ listStyle: 'none', padding: '8px 0 0 48px', margin: 0 }}
        >
          {candidate.reasons.map((reason, index) => (
            <li key={`${reason.kind}-${index}`}>
              <Flex gap="small" align="baseline" justify="space-between">
                <Flex gap="small" align="baseline">
                  {reason.matched ? (
                    <CheckCircleOutlined style={{ color: '#52c41a' }} aria-label={t('plan.croudiePicker.matched')} role="img" />
                  ) : (
                    <MinusCircleOutlined
                      style={{ color: 'rgba(0, 0, 0, 0.45)' }}
                      aria-label={t('plan.croudiePicker.notMatched')}
                      role="img"
                    />
                  )}
                  <Typography.Text>{reason.label}</Typography.Text>
                </Flex>
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {t('plan.croudiePicker.points', { points: POINTS.format(reason.points), maxPoints: POINTS.format(reason.maxPoints) })}
                </Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
