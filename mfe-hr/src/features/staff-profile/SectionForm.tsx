import type { ReactNode } from 'react';
import { Alert, Button, Card, Flex } from 'antd';
import { Form } from 'react-final-form';
import { DirtyReport } from '@work/shared-ui';
import { useText, type TextKey } from '../../text';
import { fieldErrorsOn } from './staffForms';
import { useDetailsSave } from './useDetailsSave';

export interface SectionFormProps<V extends object> {
  userId: string;
  /** The card's title, also the form's accessible name. */
  title: string;
  initialValues: V;
  validate?: (values: V) => Record<string, string> | undefined;
  /** updateUserDetails' input: only what changed. */
  toInput: (values: V, initial: V) => Record<string, unknown>;
  /** The §8 toast when the save fails. */
  failed: TextKey;
  editable: boolean;
  /** Said above the fields when they are read-only (who may change them). */
  readOnlyNote: string;
  children: (values: V, disabled: boolean) => ReactNode;
}

/**
 * One card of the staff profile that saves through updateUserDetails: react-final-form, the form's rules before a
 * save, only changed fields sent, the server's field errors on the fields, and the card's own failure toast. A refused
 * save keeps everything typed.
 */
export function SectionForm<V extends object>({
  userId,
  title,
  initialValues,
  validate,
  toInput,
  failed,
  editable,
  readOnlyNote,
  children,
}: SectionFormProps<V>) {
  const t = useText();
  const save = useDetailsSave(userId);
  return (
    <Card title={title}>
      <Form<V>
        initialValues={initialValues}
        validate={validate ? (values) => validate(values) : undefined}
        onSubmit={async (values) => {
          const input = toInput(values, initialValues);
          if (!Object.keys(input).length) return undefined;
          const refused = await save(input, failed);
          return refused ? fieldErrorsOn(values, refused) : undefined;
        }}
      >
        {({ handleSubmit, submitting, dirty, values }) => (
          <form
            aria-label={title}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void handleSubmit();
            }}
          >
            <DirtyReport form={`hr-staff-${userId}-${title}`} dirty={Boolean(dirty)} />
            {editable ? null : <Alert type="info" showIcon title={readOnlyNote} style={{ marginBottom: 16 }} />}
            {children(values, !editable)}
            {editable ? (
              <Flex>
                <Button type="primary" htmlType="submit" loading={submitting} disabled={!dirty}>
                  {t('hr.staff.profile.save')}
                </Button>
              </Flex>
            ) : null}
          </form>
        )}
      </Form>
    </Card>
  );
}
