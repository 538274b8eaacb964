import { Button, Flex, Form as AntForm, Input, Rate, Skeleton, Typography } from 'antd';
import { Field, Form } from 'react-final-form';
import { useMutation, useQuery } from 'urql';
import { PageResult, useHasSomeRole, useSession } from '@work/shared-ui';
import { useText } from '../../text';
import { SaveSoftSkillsMutation, SoftSkillsQuery, type SoftSkills } from './feedback.graphql';
import { formatDayTime } from './format';
import { fieldErrorOf } from '@work/shared-ui/refusal';
import { MAX_STARS, SOFT_SKILLS, softSkillsErrors, softSkillsInput, type SoftSkillsValues } from './softSkills';
import { useToast } from './useToast';

/** Staff who may save feedback (contract D saveCroudieSoftSkills); other staff read it. */
const FEEDBACK_ROLES = ['network_admin', 'croudie_verifier', 'job_user'] as const;

const initialValues = (skills: SoftSkills | null | undefined): SoftSkillsValues => ({
  communication: skills?.communication ?? null,
  meetingDeadlines: skills?.meetingDeadlines ?? null,
  adaptingToFeedback: skills?.adaptingToFeedback ?? null,
  qualityOfWork: skills?.qualityOfWork ?? null,
  otherComments: skills?.otherComments ?? null,
});

/** The staff view's Feedback tab: the four soft skills as 1–3 stars and other comments (staff only). */
export function FeedbackTab({ croudieId }: { croudieId: string }) {
  const t = useText();
  const toast = useToast();
  const { me } = useSession();
  const mayChange = useHasSomeRole(FEEDBACK_ROLES);
  const [{ data, fetching, error }, refetch] = useQuery({ query: SoftSkillsQuery, variables: { id: croudieId } });
  const [, save] = useMutation(SaveSoftSkillsMutation);
  const starLabels = [t('hr.croudies.feedback.star1'), t('hr.croudies.feedback.star2'), t('hr.croudies.feedback.star3')];

  if (!data && fetching) return <Skeleton active aria-label={t('hr.croudies.staff.loading')} />;
  if (!data?.croudie) {
    return (
      <PageResult
        status="error"
        title={error ? t('hr.croudies.admin.loadFailed') : t('hr.croudies.staff.notFound')}
        extra={<Button onClick={() => refetch({ requestPolicy: 'network-only' })}>{t('hr.croudies.retry')}</Button>}
      />
    );
  }
  const skills = data.croudie.softSkills;

  const submit = async (values: SoftSkillsValues) => {
    const outcome = await save({ croudieId, input: softSkillsInput(values) });
    if (outcome.error || !outcome.data) {
      // the form keeps what was typed; a rule the server names shows on its field
      const message = fieldErrorOf(outcome.error);
      toast(message ?? t('hr.croudies.updateFailed'), 'error');
      return message ? { otherComments: message } : undefined;
    }
    toast(t('hr.croudies.updated'), 'success');
    // soft skills have no identity of their own for the cache: read them (and who saved them) again
    refetch({ requestPolicy: 'network-only' });
    return undefined;
  };

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 640 }}>
      <Typography.Text type="secondary">{t('hr.croudies.feedback.intro')}</Typography.Text>
      {skills?.updatedAt ? (
        <Typography.Text type="secondary">
          {t('hr.croudies.feedback.lastUpdated', {
            date: formatDayTime(skills.updatedAt, me.timezone) ?? '',
            name: skills.updatedByName ?? t('hr.croudies.none'),
          })}
        </Typography.Text>
      ) : null}
      <Form<SoftSkillsValues>
        initialValues={initialValues(skills)}
        validate={(values) => softSkillsErrors(softSkillsInput(values))}
        onSubmit={submit}
      >
        {({ handleSubmit, submitting }) => (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void handleSubmit();
            }}
            noValidate
          >
            {SOFT_SKILLS.map((skill) => (
              <Field<number | null> key={skill} name={skill}>
                {({ input }) => (
                  <AntForm.Item label={<span id={`feedback-${skill}`}>{t(`hr.croudies.feedback.${skill}`)}</span>} layout="vertical">
                    {/* the stars are radios; the group is named by the skill */}
                    <div role="radiogroup" aria-labelledby={`feedback-${skill}`}>
                      <Rate
                        count={MAX_STARS}
                        tooltips={starLabels}
                        value={input.value || 0}
                        onChange={(value) => input.onChange(value || null)}
                        disabled={!mayChange}
                      />
                    </div>
                  </AntForm.Item>
                )}
              </Field>
            ))}
            <Field<string | null> name="otherComments">
              {({ input, meta }) => {
                const problem = (meta.error || (!meta.dirtySinceLastSubmit && meta.submitError)) as string | undefined;
                return (
                  <AntForm.Item
                    label={t('hr.croudies.feedback.otherComments')}
                    htmlFor="feedback-otherComments"
                    validateStatus={problem ? 'error' : undefined}
                    help={problem}
                    layout="vertical"
                  >
                    <Input.TextArea
                      id="feedback-otherComments"
                      value={input.value ?? ''}
                      onChange={(event) => input.onChange(event.target.value)}
                      onBlur={() => input.onBlur()}
                      autoSize={{ minRows: 3, maxRows: 10 }}
                      disabled={!mayChange}
                    />
                  </AntForm.Item>
                );
              }}
            </Field>
            {mayChange ? (
              <Button type="primary" htmlType="submit" loading={submitting}>
                {t('hr.croudies.feedback.save')}
              </Button>
            ) : (
              <Typography.Text type="secondary">{t('hr.croudies.feedback.readOnly')}</Typography.Text>
            )}
          </form>
        )}
      </Form>
    </Flex>
  );
}
