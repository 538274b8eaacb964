import { useRef, useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { useMutation } from 'urql';
import { DirtyReport } from '@work/shared-ui';
import { useText } from '../../text';
import { useToast } from '../croudie-admin/useToast';
import { createUserInput, EMPTY_USER, normaliseEmail, refusalOf, validateCreateUser, type CreateUserValues } from './createUserForm';
import { CreateUserFields } from './CreateUserFields';
import { CreateUserMutation, type CreatedUser } from './staffOnboarding.graphql';
import { TermsDialog } from './TermsDialog';
import { useEmailCheck } from './useEmailCheck';

/** What /onboarding/success is told about the user just created (router state: a reload or a shared link has none). */
export interface OnboardedState {
  created: CreatedUser;
}

/**
 * /onboarding (control, hr_user): the create-user form. A valid form opens the terms dialog; only accepting it sends
 * createUser (with termsAccepted). The server's refusals land on their fields (a taken address with the link to the
 * staff user holding it); anything else says to contact support. Created: /onboarding/success?user=<id>.
 */
export function OnboardingPage() {
  const t = useText();
  const toast = useToast();
  const navigate = useNavigate();
  const [, createUser] = useMutation(CreateUserMutation);
  const [email, setEmail] = useState('');
  const { taken, remember } = useEmailCheck(email);
  const [termsOpen, setTermsOpen] = useState(false);
  const termsAnswer = useRef<(accepted: boolean) => void>(() => {});

  const askTerms = () =>
    new Promise<boolean>((resolve) => {
      termsAnswer.current = resolve;
      setTermsOpen(true);
    });
  const answerTerms = (accepted: boolean) => {
    setTermsOpen(false);
    termsAnswer.current(accepted);
  };

  const submit = async (values: CreateUserValues) => {
    // the live check found the address taken: no terms, no request
    if (taken && taken.email === normaliseEmail(values.email)) return { email: taken.message };
    if (!(await askTerms())) return undefined;
    const result = await createUser({ input: createUserInput(values) });
    const user = result.data?.createUser;
    if (!user) {
      const refusal = refusalOf(result.error, values.email);
      if (refusal.taken) remember(refusal.taken);
      return refusal.errors;
    }
    toast(t('hr.onboarding.created'), 'success');
    navigate(`/onboarding/success?user=${encodeURIComponent(user.id)}`, { state: { created: user } satisfies OnboardedState });
    return undefined;
  };

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 800 }}>
      <Typography.Paragraph style={{ margin: 0 }}>{t('hr.onboarding.intro')}</Typography.Paragraph>
      <Form<CreateUserValues> initialValues={EMPTY_USER} validate={validateCreateUser} onSubmit={submit}>
        {({ handleSubmit, submitting, submitError, dirty }) => (
          <form
            aria-label={t('hr.onboarding.form')}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void handleSubmit();
            }}
          >
            <DirtyReport form="hr-onboarding" dirty={Boolean(dirty)} />
            <CreateUserFields taken={taken} onEmailChange={setEmail} />
            {submitError ? <Alert type="error" showIcon title={String(submitError)} role="alert" style={{ marginBottom: 16 }} /> : null}
            <Button type="primary" htmlType="submit" loading={submitting}>
              {t('hr.onboarding.submit')}
            </Button>
          </form>
        )}
      </Form>
      <TermsDialog open={termsOpen} onAccept={() => answerTerms(true)} onCancel={() => answerTerms(false)} />
    </Flex>
  );
}
