import { useEffect, useRef } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { useQuery } from 'urql';
import type { RowAction } from '@work/shared-ui/data-grid';
import { availabilityLabel, timeOfDayLabel } from '@work/shared-ui/inputs';
import { useText } from '../../text';
import { TaskTemplateQuery, type TemplateDetails } from './taskTemplates.graphql';
import { costText, StatusTag } from './templateDisplay';
import { briefParts } from './templateForm';
import type { ActionTarget } from './useTemplateActions';

/**
 * A template as a croudie's task will read it (§2 "a list with a preview"): title, brief with its merge fields as
 * placeholders, cost, lifetime, deadline time, allocation and settings; a base's client variants with their status.
 * The buttons are the §4 actions the server offers the viewer. `refresh` changes when the template may have changed.
 */
export function TemplatePreview({
  id,
  refresh,
  actionsFor,
  onChoose,
  onClose,
}: {
  id: string;
  refresh: number;
  actionsFor: (target: ActionTarget) => RowAction[];
  onChoose: (id: string) => void;
  onClose: () => void;
}) {
  const t = useText();
  const [{ data, error, fetching }, reload] = useQuery({ query: TaskTemplateQuery, variables: { id } });
  const seen = useRef(refresh);
  useEffect(() => {
    if (seen.current === refresh) return;
    seen.current = refresh;
    reload({ requestPolicy: 'network-only' });
  }, [refresh, reload]);
  const template = data?.taskTemplate ?? null;

  if (!template) {
    return (
      <Card size="small">
        {error && !fetching ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={t('settings.templates.preview.failed')}
            action={<Button onClick={() => reload({ requestPolicy: 'network-only' })}>{t('settings.templates.retry')}</Button>}
          />
        ) : (
          <Spin />
        )}
      </Card>
    );
  }

  const actions = actionsFor(template);
  return (
    <Card
      size="small"
      role="region"
      aria-label={t('settings.templates.preview.label', { name: template.name })}
      title={
        <Flex gap="small" align="center" wrap>
          <span>{template.name}</span>
          <StatusTag status={template.status} />
        </Flex>
      }
      extra={
        <Button type="text" size="small" onClick={onClose}>
          {t('settings.templates.close')}
        </Button>
      }
    >
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">
          {template.client && template.baseTemplate
            ? t('settings.templates.preview.variantOf', { name: template.baseTemplate.name, client: template.client.name })
            : t('settings.templates.preview.baseFor')}
        </Typography.Text>
        {actions.length ? (
          <Flex gap="small" wrap role="group" aria-label={t('settings.templates.actions', { name: template.name })}>
            {actions.map((action) => (
              <Button key={action.key} danger={action.danger} disabled={action.disabled} onClick={action.onClick}>
                {action.label}
              </Button>
            ))}
          </Flex>
        ) : null}
        <Descriptions size="small" column={1} layout="vertical" items={details(template, t)} />
        {template.client ? null : <Variants template={template} onChoose={onChoose} />}
      </Flex>
    </Card>
  );
}

type Translate = ReturnType<typeof useText>;

function details(template: TemplateDetails, t: Translate) {
  const single = template.type === 'SINGLE';
  return [
    { key: 'title', label: t('settings.templates.preview.title'), children: template.title },
    { key: 'brief', label: t('settings.templates.preview.brief'), children: <Brief brief={template.brief} /> },
    ...(single ? [{ key: 'cost', label: t('settings.templates.preview.cost'), children: costText(template, t) }] : []),
    { key: 'lifetime', label: t('settings.templates.preview.lifetime'), children: availabilityLabel(template.lifetimeMinutes) },
    { key: 'deadline', label: t('settings.templates.preview.deadlineTime'), children: timeOfDayLabel(template.deadlineTime) },
    {
      key: 'allocation',
      label: t('settings.templates.preview.allocation'),
      children: !single
        ? t('settings.templates.preview.qaAllocation')
        : template.allocationMethod === 'ASSIGN'
          ? t('settings.templates.field.assign')
          : template.openQueue
            ? t('settings.templates.preview.openQueue')
            : t('settings.templates.field.offer'),
    },
    {
      key: 'settings',
      label: t('settings.templates.preview.settings'),
      children: t(
        template.settings.attachmentsRequired
          ? 'settings.templates.preview.attachmentsRequired'
          : 'settings.templates.preview.noAttachmentsRequired',
      ),
    },
    {
      key: 'channelTypes',
      label: t('settings.templates.preview.channelTypes'),
      children: template.channelTypes.length
        ? template.channelTypes.map((c) => c.name).join(', ')
        : t('settings.templates.everyChannelType'),
    },
  ];
}

/** The brief as the croudie reads it, line breaks kept; merge fields are placeholders until a croudie reads it. */
function Brief({ brief }: { brief: string }) {
  const t = useText();
  if (!brief.trim()) return <Typography.Text type="secondary">{t('settings.templates.preview.noBrief')}</Typography.Text>;
  return (
    <div style={{ whiteSpace: 'pre-wrap' }}>
      {briefParts(brief).map((part, i) =>
        'field' in part ? (
          <Tag key={i} color="blue" style={{ marginInlineEnd: 0 }}>
            {t(`settings.templates.merge.${part.field}`)}
          </Tag>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </div>
  );
}

function Variants({ template, onChoose }: { template: TemplateDetails; onChoose: (id: string) => void }) {
  const t = useText();
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{t('settings.templates.preview.variants')}</Typography.Text>
      {template.variants.length ? (
        <ul aria-label={t('settings.templates.preview.variants')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {template.variants.map((variant) => (
            <li key={variant.id}>
              <Flex gap="small" align="center" justify="space-between">
                <Button
                  type="link"
                  style={{ padding: 0 }}
                  aria-label={t('settings.templates.show', { name: `${variant.name} (${variant.client?.name ?? ''})` })}
                  onClick={() => onChoose(variant.id)}
                >
                  {variant.client?.name ?? variant.name}
                </Button>
                <StatusTag status={variant.status} />
              </Flex>
            </li>
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('settings.templates.preview.noVariants')} />
      )}
    </Flex>
  );
}
