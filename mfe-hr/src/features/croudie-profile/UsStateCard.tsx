import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Form, Select, type GetRef } from 'antd';
import { US_STATES } from '@work/shared-ui/invoicing';
import { useText } from '../../text';
import type { Refusal } from '@work/shared-ui/refusal';

/**
 * The US state of a croudie in the US (shell-and-freelancer.md /my-profile?update_summary=true, the us-state-update-needed
 * banner's page): first on the Invoicing & ID tab with a short explanation when the banner led here.
 */
export function UsStateCard({
  usState,
  explain,
  editable,
  save,
}: {
  usState: string | null;
  /** Came from the banner (or the state is missing): say why it is asked for, and put the cursor in it. */
  explain: boolean;
  editable: boolean;
  save: (usState: string) => Promise<Refusal | null>;
}) {
  const t = useText();
  const [value, setValue] = useState<string | null>(usState);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const select = useRef<GetRef<typeof Select>>(null);
  useEffect(() => {
    if (explain) select.current?.focus();
  }, [explain]);

  const submit = async () => {
    if (!value) return setError(t('hr.profile.error.required'));
    setSaving(true);
    try {
      const refused = await save(value);
      setError(refused?.fieldErrors['usState'] ?? null);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('hr.profile.usState.title')}>
      <Flex vertical gap="middle">
        {explain ? <Alert type="warning" showIcon title={t('hr.profile.usState.explain')} /> : null}
        <Form layout="vertical" component={false}>
          <Form.Item
            label={t('hr.profile.usState')}
            htmlFor="profile-usState"
            validateStatus={error ? 'error' : undefined}
            help={error ?? undefined}
          >
            <Flex gap="small" wrap>
              <Select
                id="profile-usState"
                aria-label={t('hr.profile.usState')}
                ref={select}
                showSearch={{ optionFilterProp: 'label' }}
                value={value}
                onChange={(next) => {
                  setValue(next);
                  setError(null);
                }}
                disabled={!editable}
                placeholder={t('hr.profile.usState.placeholder')}
                options={US_STATES.map((s) => ({ value: s.code, label: s.name }))}
                status={error ? 'error' : undefined}
                style={{ minWidth: 260 }}
              />
              {editable ? (
                <Button type="primary" loading={saving} onClick={() => void submit()}>
                  {t('hr.profile.usState.save')}
                </Button>
              ) : null}
            </Flex>
          </Form.Item>
        </Form>
      </Flex>
    </Card>
  );
}
