import { useEffect, useState } from 'react';
import { Alert, Button, Card, Checkbox, Flex, Form, Input, Result, Select, Skeleton, Steps, Typography, message } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { useSession } from '@work/shared-ui';
import { CurrencyInput } from '@work/shared-ui/inputs';
import { useText, type TextKey } from '../../text';
import { isPendingCroudie } from '@work/shared-contracts';
import { BIO_MAX_LENGTH, REFERRAL_SOURCES } from '@work/shared-contracts/onboarding';
import { MyOnboardingQuery, SaveExpertiseMutation, type ChecklistData } from '../pending-checklist/checklist.query';
import { fieldErrorsOf } from '../pending-checklist/checklist';
import { expertiseList, expertiseValue, SkillsSelector, type ExpertiseValue } from '../pending-checklist/SkillsSelector';
import { CompleteRegistrationMutation } from './profile.query';
import { registrationFieldErrors, type RegistrationForm } from './registration';

/**
 * The complete-profile wizard (staff-and-admin.md §2; ADR 0210): an assessment step (the croudie rates their level in
 * each area of expertise) and a registration step (phone, hourly rate, about, LinkedIn, referral source, terms).
 * Each step is saved on the server, which validates it with the same shared-contracts schemas as the form.
 */
export function CompleteProfileWizard() {
  const t = useText();
  const [{ data, fetching }, reload] = useQuery({ query: MyOnboardingQuery, requestPolicy: 'cache-and-network' });
  const [current, setCurrent] = useState(0);
  const checklist = data?.myOnboarding;
  if (!checklist && fetching) return <Skeleton active aria-label={t('work.common.loading')} />;
  if (!checklist) {
    return (
      <Result
        status="error"
        title={t('work.onboarding.loadFailed')}
        extra={
          <Button type="primary" onClick={() => reload({ requestPolicy: 'network-only' })}>
            {t('work.onboarding.reload')}
          </Button>
        }
      />
    );
  }
  return (
    <Card style={{ maxWidth: 720 }}>
      <Flex vertical gap="large">
        <Steps current={current} items={[{ title: t('work.profileWizard.assessment') }, { title: t('work.profileWizard.registration') }]} />
        {current === 0 ? (
          <AssessmentStep checklist={checklist} onDone={() => setCurrent(1)} />
        ) : (
          <RegistrationStep checklist={checklist} onBack={() => setCurrent(0)} />
        )}
      </Flex>
    </Card>
  );
}

function AssessmentStep({ checklist, onDone }: { checklist: ChecklistData; onDone: () => void }) {
  const t = useText();
  const [value, setValue] = useState<ExpertiseValue>(() => expertiseValue(checklist.expertise));
  const [{ fetching }, save] = useMutation(SaveExpertiseMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const next = async () => {
    setProblem(null);
    const result = await save({ areas: expertiseList(value) });
    if (result.error) {
      const errors = fieldErrorsOf(result.error);
      setProblem(Object.values(errors)[0] ?? t('work.onboarding.saveFailed'));
      return;
    }
    onDone();
  };
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
        {t('work.profileWizard.assessment')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('work.profileWizard.assessment.text')}</Typography.Text>
      <SkillsSelector value={value} onChange={setValue} disabled={fetching} />
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
      <Flex justify="end">
        <Button type="primary" loading={fetching} disabled={expertiseList(value).length === 0} onClick={() => void next()}>
          {t('work.profileWizard.next')}
        </Button>
      </Flex>
    </Flex>
  );
}

function RegistrationStep({ checklist, onBack }: { checklist: ChecklistData; onBack: () => void }) {
  const t = useText();
  const session = useSession();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegistrationForm>();
  const [{ fetching }, register] = useMutation(CompleteRegistrationMutation);
  const [toast, toastHolder] = message.useMessage();
  const r = checklist.registration;
  useEffect(() => {
    form.setFieldsValue({
      phoneNumber: r.phoneNumber ?? '',
      hourlyRate: r.hourlyRate ?? null,
      bio: r.bio ?? '',
      linkedinUrl: r.linkedinUrl ?? '',
      referralSource: r.referralSource ?? undefined,
      termsAccepted: false,
    });
  }, [form, r.phoneNumber, r.hourlyRate, r.bio, r.linkedinUrl, r.referralSource]);

  const onFinish = async (values: RegistrationForm) => {
    const local = registrationFieldErrors(values);
    if (Object.keys(local).length) {
      form.setFields(Object.entries(local).map(([name, m]) => ({ name: name as keyof RegistrationForm, errors: [m] })));
      return;
    }
    const result = await register({
      input: {
        phoneNumber: values.phoneNumber.trim(),
        hourlyRate: Number(values.hourlyRate),
        bio: values.bio ?? '',
        linkedinUrl: values.linkedinUrl ?? '',
        referralSource: values.referralSource!,
        termsAccepted: values.termsAccepted,
      },
    });
    if (result.error) {
      const errors = fieldErrorsOf(result.error);
      form.setFields(Object.entries(errors).map(([name, m]) => ({ name: name as keyof RegistrationForm, errors: [m] })));
      void toast.error(t('work.onboarding.saveFailed'));
      return;
    }
    void toast.success(t('work.profileWizard.done'));
    navigate(isPendingCroudie(session.roles) ? '/dashboard/pending' : '/work');
  };

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void onFinish(v)} requiredMark>
      {toastHolder}
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t('work.profileWizard.registration')}
      </Typography.Title>
      <Form.Item name="phoneNumber" label={t('work.profileWizard.phoneNumber')} required>
        <Input placeholder={t('work.profileWizard.phoneNumber.placeholder')} autoComplete="tel" />
      </Form.Item>
      <Form.Item name="hourlyRate" label={t('work.profileWizard.hourlyRate')} required>
        <CurrencyInput aria-label={t('work.profileWizard.hourlyRate')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="bio" label={t('work.profileWizard.bio')} extra={t('work.profileWizard.bio.hint')}>
        <Input.TextArea rows={4} maxLength={BIO_MAX_LENGTH} showCount />
      </Form.Item>
      <Form.Item name="linkedinUrl" label={t('work.profileWizard.linkedinUrl')}>
        <Input placeholder="https://www.linkedin.com/in/…" autoComplete="url" />
      </Form.Item>
      <Form.Item name="referralSource" label={t('work.profileWizard.referralSource')} required>
        <Select
          aria-label={t('work.profileWizard.referralSource')}
          options={REFERRAL_SOURCES.map((value) => ({ value, label: t(`work.referral.${value}` as TextKey) }))}
        />
      </Form.Item>
      <Form.Item name="termsAccepted" valuePropName="checked">
        <Checkbox>{t('work.profileWizard.terms')}</Checkbox>
      </Form.Item>
      <Flex justify="space-between">
        <Button onClick={onBack}>{t('work.profileWizard.back')}</Button>
        <Button type="primary" htmlType="submit" loading={fetching}>
          {t('work.profileWizard.register')}
        </Button>
      </Flex>
    </Form>
  );
}
