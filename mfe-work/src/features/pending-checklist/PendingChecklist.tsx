import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Form,
  Input,
  Progress,
  Result,
  Row,
  Skeleton,
  Steps,
  Tag,
  Typography,
  Upload,
  message,
} from 'antd';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Link } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { DateTime } from 'luxon';
import { useMountProps, useSession } from '@work/shared-ui';
import { useText } from '../../text';
import type { OnboardingStep } from '@work/shared-contracts/onboarding';
import {
  GoLiveMutation,
  MyOnboardingQuery,
  SaveBillingAddressMutation,
  SaveExpertiseMutation,
  SubmitDocumentMutation,
  type ChecklistData,
  type StepData,
} from './checklist.query';
import { cardState, daysLeftText, fieldErrorsOf, stepText, stepTitle, trackerView } from './checklist';
import { expertiseList, expertiseValue, SkillsSelector, type ExpertiseValue } from './SkillsSelector';
import { uploadProfileFile } from './upload';

/** If the rolesUpdated push has not reloaded the page by then, go home ourselves (the shell routes by the new roles). */
const PUSH_FALLBACK_MS = 5000;

/**
 * The pending freelancer dashboard, Get started (staff-and-admin.md §2 Dashboards, §4 Pending checklist, §8 Dashboard):
 * the progress tracker, the deadline with the days left, one card per step with its state from the server, and
 * Go live, enabled only when every step is complete.
 */
export function PendingChecklist() {
  const t = useText();
  const [{ data, fetching }, reload] = useQuery({ query: MyOnboardingQuery, requestPolicy: 'cache-and-network' });
  const checklist = data?.myOnboarding;
  const [, goLive] = useMutation(GoLiveMutation);
  const [going, setGoing] = useState(false);
  const [goLiveFailed, setGoLiveFailed] = useState(false);
  const [toast, toastHolder] = message.useMessage();

  const view = checklist ? trackerView(checklist.steps, checklist.deadlinePassed) : null;
  const onGoLive = async () => {
    setGoing(true);
    setGoLiveFailed(false);
    const result = await goLive({});
    if (result.error) {
      setGoing(false);
      setGoLiveFailed(true);
      void toast.error(t('work.onboarding.goLive.failed'));
      return;
    }
    window.setTimeout(() => window.location.assign('/'), PUSH_FALLBACK_MS);
  };

  if (!checklist && fetching) return <Skeleton active aria-label={t('work.common.loading')} paragraph={{ rows: 8 }} />;
  if (!checklist || !view) {
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
    <Flex vertical gap="large">
      {toastHolder}
      {goLiveFailed ? <Alert type="error" showIcon title={t('work.onboarding.goLive.failed')} /> : null}
      <Card>
        <Flex vertical gap="middle">
          <Flex align="center" gap="large" wrap>
            <Progress type="circle" size={88} percent={view.percent} aria-label={t('work.onboarding.progress.label')} />
            <Flex vertical gap={4}>
              <Typography.Text strong>{view.label}</Typography.Text>
              <Typography.Text>
                {t('work.onboarding.deadline', {
                  date: DateTime.fromISO(checklist.deadline).setZone('Europe/London').toFormat('d MMMM yyyy'),
                })}
              </Typography.Text>
              <Flex gap="small" wrap>
                <Tag color={checklist.deadlinePassed ? 'error' : checklist.daysLeft <= 7 ? 'warning' : 'processing'}>
                  {daysLeftText(checklist.daysLeft, checklist.deadlinePassed)}
                </Tag>
                {checklist.deadlineExtended ? <Tag>{t('work.onboarding.deadlineExtended')}</Tag> : null}
              </Flex>
            </Flex>
          </Flex>
          <Steps
            size="small"
            titlePlacement="vertical"
            responsive
            current={view.current}
            items={view.items.map((i) => ({ title: i.title, status: i.status }))}
            aria-label={t('work.onboarding.progress.label')}
          />
          <Flex align="center" gap="middle" wrap>
            <Button type="primary" size="large" disabled={!view.goLiveEnabled} loading={going} onClick={() => void onGoLive()}>
              {t('work.onboarding.goLive')}
            </Button>
            {!view.goLiveEnabled ? <Typography.Text type="secondary">{t('work.onboarding.goLive.hint')}</Typography.Text> : null}
          </Flex>
        </Flex>
      </Card>
      <Row gutter={[16, 16]}>
        {checklist.steps.map((step) => (
          <Col key={step.step} xs={24} lg={12}>
            <StepCard step={step}>
              <StepAction step={step.step} checklist={checklist} />
            </StepCard>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}

function StepCard({ step, children }: { step: StepData; children?: ReactNode }) {
  const t = useText();
  const state = cardState(step);
  const title = stepTitle(step.step);
  const tag =
    state === 'complete' ? (
      <Tag color="success" icon={<CheckCircleFilled aria-hidden />}>
        {t('work.onboarding.state.complete')}
      </Tag>
    ) : state === 'staff' ? (
      <Tag icon={<ClockCircleOutlined aria-hidden />}>{t('work.onboarding.state.staff')}</Tag>
    ) : (
      <Tag color="warning">{t('work.onboarding.state.todo')}</Tag>
    );
  return (
    <section aria-label={title} style={{ height: '100%' }}>
      <Card title={title} style={{ height: '100%' }}>
        <Flex vertical gap="middle" align="start">
          {tag}
          <Typography.Text type="secondary">{stepText(step.step)}</Typography.Text>
          {children}
        </Flex>
      </Card>
    </section>
  );
}

function StepAction({ step, checklist }: { step: OnboardingStep; checklist: ChecklistData }) {
  const t = useText();
  const state = checklist.steps.find((s) => s.step === step)!;
  switch (step) {
    case 'idUploaded':
      return <DocumentUpload document="ID" step={state} />;
    case 'cvUploaded':
      return <DocumentUpload document="CV" step={state} />;
    case 'profileUpdated':
      return <Link to="/profile/complete">{state.complete ? t('work.onboarding.editProfile') : t('work.onboarding.completeProfile')}</Link>;
    case 'billingAddressAdded':
      return <BillingAddressForm checklist={checklist} />;
    case 'skillsAdded':
      return <ExpertiseForm checklist={checklist} />;
    default:
      return null;
  }
}

function DocumentUpload({ document, step }: { document: 'ID' | 'CV'; step: StepData }) {
  const t = useText();
  const { apiFetch } = useMountProps();
  const [, submit] = useMutation(SubmitDocumentMutation);
  const [busy, setBusy] = useState(false);
  const [toast, toastHolder] = message.useMessage();
  return (
    <Flex vertical gap="small">
      {toastHolder}
      {step.fileName ? <Typography.Text>{t('work.onboarding.uploaded', { file: step.fileName })}</Typography.Text> : null}
      <Upload
        showUploadList={false}
        disabled={busy}
        customRequest={({ file }) => {
          setBusy(true);
          uploadProfileFile(apiFetch, file as File)
            .then(async (stored) => {
              const result = await submit({ document, fileId: stored.id });
              if (result.error) throw new Error(t('work.onboarding.saveFailed'));
              void toast.success(t('work.onboarding.saved'));
            })
            .catch((e: Error) => void toast.error(e.message))
            .finally(() => setBusy(false));
        }}
      >
        <Button
          icon={<UploadOutlined aria-hidden />}
          loading={busy}
          aria-label={`${stepTitle(step.step)}: ${step.complete ? t('work.onboarding.replace') : t('work.onboarding.upload')}`}
        >
          {step.complete ? t('work.onboarding.replace') : t('work.onboarding.upload')}
        </Button>
      </Upload>
    </Flex>
  );
}

function ExpertiseForm({ checklist }: { checklist: ChecklistData }) {
  const t = useText();
  const [value, setValue] = useState<ExpertiseValue>(() => expertiseValue(checklist.expertise));
  const [{ fetching }, save] = useMutation(SaveExpertiseMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const [toast, toastHolder] = message.useMessage();
  const onSave = async () => {
    setProblem(null);
    const result = await save({ areas: expertiseList(value) });
    if (result.error) {
      const errors = fieldErrorsOf(result.error);
      setProblem(errors._ ?? errors.areas ?? Object.values(errors)[0] ?? t('work.onboarding.saveFailed'));
      return;
    }
    void toast.success(t('work.onboarding.saved'));
  };
  return (
    <Flex vertical gap="middle">
      {toastHolder}
      <SkillsSelector value={value} onChange={setValue} disabled={fetching} />
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
      <Button onClick={() => void onSave()} loading={fetching} disabled={expertiseList(value).length === 0}>
        {t('work.onboarding.skills.save')}
      </Button>
    </Flex>
  );
}

type BillingFields = { billingName: string; addressLine1: string; city: string; postcode: string; countryCode: string; usState?: string };
const BILLING_FIELDS = ['billingName', 'addressLine1', 'city', 'postcode', 'countryCode', 'usState'] as const;

function BillingAddressForm({ checklist }: { checklist: ChecklistData }) {
  const t = useText();
  const { me } = useSession();
  const [form] = Form.useForm<BillingFields>();
  const [{ fetching }, save] = useMutation(SaveBillingAddressMutation);
  const [toast, toastHolder] = message.useMessage();
  const saved = checklist.billingAddress;
  const initial: BillingFields = {
    billingName: saved?.billingName ?? `${me.firstName} ${me.lastName}`,
    addressLine1: saved?.addressLine1 ?? '',
    city: saved?.city ?? '',
    postcode: saved?.postcode ?? '',
    countryCode: saved?.countryCode ?? '',
    usState: saved?.usState ?? '',
  };
  const onFinish = async (values: BillingFields) => {
    const result = await save({ input: { ...values, usState: values.usState || null } });
    if (result.error) {
      const errors = fieldErrorsOf(result.error);
      form.setFields(Object.entries(errors).map(([name, message]) => ({ name: name as keyof BillingFields, errors: [message] })));
      void toast.error(t('work.onboarding.saveFailed'));
      return;
    }
    void toast.success(t('work.onboarding.saved'));
  };
  const required = [{ required: true, whitespace: true, message: t('work.onboarding.required') }];
  return (
    <Form form={form} layout="vertical" size="small" initialValues={initial} onFinish={(v) => void onFinish(v)} requiredMark={false}>
      {toastHolder}
      {BILLING_FIELDS.map((name) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`work.onboarding.billing.${name}`)}
          rules={name === 'usState' ? [] : required}
          style={{ marginBottom: 8 }}
        >
          <Input autoComplete="off" />
        </Form.Item>
      ))}
      <Button htmlType="submit" loading={fetching}>
        {t('work.onboarding.billing.save')}
      </Button>
    </Form>
  );
}
