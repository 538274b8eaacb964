import { Button, Flex, Form as AntForm, Select } from 'antd';
import { Field, Form } from 'react-final-form';
import { useMutation } from 'urql';
import { useHasSomeRole } from '@work/shared-ui';
import { useText } from '../../text';
import { checkBadges } from './badges';
import { fieldErrorOf } from '@work/shared-ui/refusal';
import { SetCroudieBadgesMutation } from './networkAdmin.graphql';
import { useToast } from './useToast';
import { VERIFIER_ROLES } from '@work/shared-contracts/roles';

type Values = { badges: string[] };

/** Manual badges (§6: croudies can be manually badged): free words, checked as the API checks them. */
export function BadgesSection({ croudieId, current }: { croudieId: string; current: readonly string[] }) {
  const t = useText();
  const toast = useToast();
  const mayChange = useHasSomeRole(VERIFIER_ROLES);
  const [, save] = useMutation(SetCroudieBadgesMutation);

  const submit = async (values: Values) => {
    const checked = checkBadges(values.badges);
    if ('error' in checked) return { badges: checked.error };
    const outcome = await save({ croudieId, badges: checked.badges });
    if (outcome.error || !outcome.data) {
      const message = fieldErrorOf(outcome.error);
      toast(message ?? t('hr.croudies.updateFailed'), 'error');
      return message ? { badges: message } : undefined;
    }
    toast(t('hr.croudies.updated'), 'success');
    return undefined;
  };

  return (
    <Form<Values>
      initialValues={{ badges: [...current] }}
      validate={(values) => {
        const checked = checkBadges(values.badges ?? []);
        return 'error' in checked ? { badges: checked.error } : undefined;
      }}
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
          <Field<string[]> name="badges">
            {({ input, meta }) => {
              const error = (meta.error || (!meta.dirtySinceLastSubmit && meta.submitError)) as string | undefined;
              return (
                <AntForm.Item
                  label={t('hr.croudies.admin.badges.label')}
                  htmlFor="croudie-badges"
                  validateStatus={error ? 'error' : undefined}
                  help={error ?? t('hr.croudies.admin.badges.hint')}
                  layout="vertical"
                >
                  <Select
                    id="croudie-badges"
                    mode="tags"
                    open={false}
                    aria-label={t('hr.croudies.admin.badges.label')}
                    placeholder={t('hr.croudies.admin.badges.placeholder')}
                    value={input.value || []}
                    onChange={(value: string[]) => input.onChange(value)}
                    disabled={!mayChange}
                    status={error ? 'error' : undefined}
                    style={{ minWidth: 320 }}
                  />
                </AntForm.Item>
              );
            }}
          </Field>
          {mayChange ? (
            <Flex>
              <Button htmlType="submit" loading={submitting}>
                {t('hr.croudies.admin.badges.save')}
              </Button>
            </Flex>
          ) : null}
        </form>
      )}
    </Form>
  );
}
