import type { ReactNode } from 'react';
import { Alert, Modal } from 'antd';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useText } from '../../text';

/**
 * The create and edit dialog of a settings record: react-final-form state inside antd's Modal. `onSubmit` answers
 * undefined when saved, or the server's errors (field errors under the input's names, a form error as FORM_ERROR).
 */
export function RecordFormModal<V extends object>({
  title,
  initialValues,
  validate,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  initialValues: V;
  validate: (values: V) => Record<string, string> | undefined;
  onSubmit: (values: V) => Promise<SubmissionErrors | undefined>;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useText();
  return (
    <Form<V> initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      {({ handleSubmit, submitting, submitError }) => (
        <Modal
          open
          title={title}
          okText={t('settings.record.save')}
          cancelText={t('settings.record.cancel')}
          onOk={() => void handleSubmit()}
          onCancel={onClose}
          okButtonProps={{ loading: submitting }}
          width={600}
          destroyOnHidden
        >
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void handleSubmit();
            }}
            noValidate
          >
            {submitError ? <Alert type="error" showIcon role="alert" title={String(submitError)} style={{ marginBottom: 16 }} /> : null}
            {children}
            {/* Enter in a field submits */}
            <button type="submit" hidden aria-hidden tabIndex={-1} />
          </form>
        </Modal>
      )}
    </Form>
  );
}

export { FORM_ERROR };
