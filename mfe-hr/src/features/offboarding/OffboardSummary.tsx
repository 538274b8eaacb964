import { Alert, Flex, Modal, Tag, Typography } from 'antd';
import { useText, type TextKey } from '../../text';
import type { BulkOffboardResult } from './offboarding.graphql';

type Line = BulkOffboardResult['lines'][number];

const OUTCOME_COLOURS: Record<string, string> = {
  offboarded: 'green',
  already_offboarded: 'default',
  not_found: 'red',
  not_allowed: 'red',
};

/** What a line's outcome means: "Offboarded" when it happened, "Can be offboarded" when the rest held it back. */
function outcomeKey(line: Line, done: boolean): TextKey {
  if (line.outcome === 'offboarded') return done ? 'hr.croudies.offboarding.outcome.offboarded' : 'hr.croudies.offboarding.outcome.couldBe';
  return `hr.croudies.offboarding.outcome.${line.outcome}` as TextKey;
}

/** The answer of a bulk offboarding, one line per croudie: all of them were offboarded, or none and why. */
export function OffboardSummary({ result, onClose }: { result: BulkOffboardResult; onClose: () => void }) {
  const t = useText();
  return (
    <Modal
      open
      title={t('hr.croudies.offboarding.summary.title')}
      onCancel={onClose}
      onOk={onClose}
      okText={t('hr.croudies.offboarding.summary.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      <Alert
        type={result.done ? 'success' : 'error'}
        showIcon
        title={t(result.done ? 'hr.croudies.offboarding.summary.done' : 'hr.croudies.offboarding.summary.notDone')}
        style={{ marginBottom: 16 }}
      />
      <ul aria-label={t('hr.croudies.offboarding.summary.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {result.lines.map((line) => (
          <li key={line.croudieId} style={{ padding: '8px 0' }}>
            <Flex justify="space-between" align="center" gap="middle">
              <Flex vertical>
                <Typography.Text strong>{line.name ?? `#${line.croudieId}`}</Typography.Text>
                {line.message ? <Typography.Text type="secondary">{line.message}</Typography.Text> : null}
              </Flex>
              <Tag color={OUTCOME_COLOURS[line.outcome] ?? 'default'}>{t(outcomeKey(line, result.done))}</Tag>
            </Flex>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
