import { useState } from 'react';
import { Checkbox, Modal, Typography } from 'antd';
import { useText } from '../../text';

/**
 * The terms dialog of onboarding (§2 "onboarding (create user) with a terms dialog"; §5 terms must be accepted): the
 * terms, an "I agree" box, and Accept only once it is ticked. Closing it accepts nothing; it opens unticked each time.
 */
export function TermsDialog({ open, onAccept, onCancel }: { open: boolean; onAccept: () => void; onCancel: () => void }) {
  const t = useText();
  const [agreed, setAgreed] = useState(false);
  const close = (accepted: boolean) => {
    setAgreed(false);
    if (accepted) onAccept();
    else onCancel();
  };
  return (
    <Modal
      open={open}
      title={t('hr.onboarding.terms.title')}
      okText={t('hr.onboarding.terms.accept')}
      cancelText={t('hr.onboarding.terms.cancel')}
      okButtonProps={{ disabled: !agreed }}
      onOk={() => close(true)}
      onCancel={() => close(false)}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('hr.onboarding.terms.body')}</Typography.Paragraph>
      <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
        {t('hr.onboarding.terms.agree')}
      </Checkbox>
    </Modal>
  );
}
