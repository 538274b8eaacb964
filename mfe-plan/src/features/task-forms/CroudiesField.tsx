import { useCallback, useState, type ReactNode } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useField } from 'react-final-form';
import { useClient } from 'urql';
import { fieldError } from '@work/shared-ui/forms';
import { AvailabilitySlider } from '@work/shared-ui/inputs';
import { CroudiePicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { TaskFormCroudieNamesQuery } from './task.graphql';
import { moved, tookTask, withPeople, type ChosenCroudie } from './taskForm';
import { offerStatusText } from './taskLabels';

/** Adds people at the end of the selection (each once, with the default timeout): every way of choosing people uses it. */
export type AddPeople = (people: { id: string; name: string }[]) => void;

/**
 * The Croudies field (`users`): the chosen croudies in the order offers go out, each with their availability timeout
 * (only when offers go out one at a time), Move up / Move down and Remove; someone who took the task stays. People are
 * added with the shared CroudiePicker, or with whatever `adders` renders (e.g. the new croudie picker) through the
 * same `addPeople`.
 */
export function CroudiesField({
  timeouts,
  disabled,
  adders,
}: {
  /** Offers go out in order: each person's timeout counts. */
  timeouts: boolean;
  disabled?: boolean;
  /** Other ways to add people, above the list. */
  adders?: (addPeople: AddPeople) => ReactNode;
}) {
  const t = useText();
  const client = useClient();
  const { input, meta } = useField<ChosenCroudie[]>('users');
  const people = input.value || [];
  const error = fieldError(meta);
  const [looking, setLooking] = useState(false);

  // the field's one way in: react-final-form's onChange with the list as it is now
  const addPeople: AddPeople = useCallback(
    (chosen) => {
      input.onChange(withPeople(input.value || [], chosen));
      input.onBlur();
    },
    [input],
  );

  const addById = async (croudieId: string | null) => {
    if (!croudieId) return;
    setLooking(true);
    const result = await client.query(TaskFormCroudieNamesQuery, { ids: [croudieId] }).toPromise();
    setLooking(false);
    const name = result.data?.croudies.nodes.find((c) => c.id === croudieId)?.fullName ?? croudieId;
    addPeople([{ id: croudieId, name }]);
  };

  const change = (next: ChosenCroudie[]) => {
    input.onChange(next);
    input.onBlur();
  };

  const labelId = 'task-form-croudies';
  return (
    <section aria-labelledby={labelId} style={{ marginBottom: 24 }}>
      <Typography.Text strong id={labelId}>
        {t('plan.taskForm.croudies')}
      </Typography.Text>
      <Flex vertical gap="small" style={{ marginTop: 8 }}>
        {adders?.(addPeople)}
        <CroudiePicker
          aria-label={t('plan.taskForm.addCroudie')}
          placeholder={t('plan.taskForm.addCroudie')}
          value={null}
          disabled={disabled || looking}
          status={error ? 'error' : undefined}
          onChange={(id) => void addById(id)}
          style={{ width: '100%' }}
        />
        {error ? (
          <Typography.Text type="danger" role="alert">
            {String(error)}
          </Typography.Text>
        ) : null}
        {people.length ? (
          <ul aria-label={t('plan.taskForm.croudies')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {people.map((person, index) => {
              const name = person.name;
              const kept = tookTask(person.status);
              return (
                <li key={person.croudieId} aria-label={name} style={{ padding: '8px 0', borderBottom: '1px solid rgba(0, 0, 0, 0.06)' }}>
                  <Flex gap="small" align="center" justify="space-between" wrap>
                    <Flex gap="small" align="center">
                      <Typography.Text>{name}</Typography.Text>
                      {person.status ? <Tag>{offerStatusText(t, person.status, null, '')}</Tag> : null}
                    </Flex>
                    <Flex gap="small">
                      <Button
                        size="small"
                        icon={<ArrowUpOutlined />}
                        aria-label={t('plan.taskForm.moveUp', { name })}
                        disabled={disabled || index === 0}
                        onClick={() => change(moved(people, index, -1))}
                      />
                      <Button
                        size="small"
                        icon={<ArrowDownOutlined />}
                        aria-label={t('plan.taskForm.moveDown', { name })}
                        disabled={disabled || index === people.length - 1}
                        onClick={() => change(moved(people, index, 1))}
                      />
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('plan.taskForm.removeCroudie', { name })}
                        title={kept ? t('plan.taskForm.tookTask', { name }) : undefined}
                        disabled={disabled || kept}
                        onClick={() => change(people.filter((_, i) => i !== index))}
                      />
                    </Flex>
                  </Flex>
                  {timeouts ? (
                    <AvailabilitySlider
                      aria-label={t('plan.taskForm.timeoutOf', { name })}
                      value={person.timeoutMinutes}
                      disabled={disabled}
                      onChange={(minutes) => change(people.map((p, i) => (i === index ? { ...p, timeoutMinutes: minutes } : p)))}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <Typography.Text type="secondary">{t('plan.taskForm.noCroudies')}</Typography.Text>
        )}
      </Flex>
    </section>
  );
}
