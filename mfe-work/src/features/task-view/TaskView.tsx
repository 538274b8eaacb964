import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Input,
  List,
  Spin,
  Tag,
  Timeline,
  Typography,
  message,
  type UploadFile,
} from 'antd';
import { Link } from 'react-router-dom';
import { useMutation, useQuery, type AnyVariables, type OperationResult } from 'urql';
import { useConfirm, useMountProps, useSession } from '@work/shared-ui';
import { useText } from '../../text';
import { formatDeadline, taskStateLabel } from '../my-tasks/taskTable';
import { STATE_COLOURS } from '../my-tasks/MyTasksTable';
import {
  AcceptMutation,
  DeclineMutation,
  PostMessageMutation,
  RelinquishMutation,
  SaveMutation,
  SendToOwnerMutation,
  SubmitMutation,
  TaskQuery,
  type TaskViewData,
} from './task.query';
import { ReviewModal, type ReviewMode } from './ReviewModal';
import { CredentialDrawer } from '../credentials/CredentialDrawer';
import { AttachmentList } from '../files/AttachmentList';
import { FileUpload } from '../files/FileUpload';
import { uploadedIds, uploadsPending, type UploadedFile } from '../files/files';
import { ClientAccessRequest } from '../client-access/ClientAccessRequest';
import {
  actionButtons,
  actionDoneText,
  actionLabel,
  CONFIRM,
  costText,
  errorText,
  fileSizeText,
  poundsText,
  RATING_FIELDS,
  saveFileIds,
  splitAttachments,
  type ActionName,
} from './taskView';

/** The task view: details, brief, work, messages, timeline and the current person's actions (staff-and-admin.md §2). */
export function TaskView({ id }: { id: string }) {
  const t = useText();
  const [{ data, fetching, error }, reload] = useQuery({ query: TaskQuery, variables: { id }, requestPolicy: 'cache-and-network' });
  if (!data && fetching) return <Spin aria-label={t('work.common.loading')} />;
  if (!data?.task) {
    const code = error?.graphQLErrors[0]?.extensions?.code;
    const text =
      code === 'NOT_FOUND' ? t('work.task.notFound') : code === 'FORBIDDEN' ? t('work.task.forbidden') : t('work.task.loadFailed');
    return <Alert type="error" showIcon title={text} action={<Link to="/work">{t('work.task.back')}</Link>} />;
  }
  return <TaskDetails task={data.task} onChanged={() => reload({ requestPolicy: 'network-only' })} />;
}

type Run = (action: ActionName, result: Promise<OperationResult<unknown, AnyVariables>>) => Promise<boolean>;

function TaskDetails({ task, onChanged }: { task: TaskViewData; onChanged: () => void }) {
  const t = useText();
  const { me } = useSession();
  const { bus } = useMountProps();
  const confirm = useConfirm();
  const [notice, noticeHolder] = message.useMessage();
  const [busy, setBusy] = useState<ActionName | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [review, setReview] = useState<ReviewMode | null>(null);
  const [work, setWork] = useState(task.work ?? '');
  useEffect(() => setWork(task.work ?? ''), [task.work]);
  const [files, setFiles] = useState<UploadFile<UploadedFile>[]>([]);
  const uploading = uploadsPending(files);

  const [, accept] = useMutation(AcceptMutation);
  const [, decline] = useMutation(DeclineMutation);
  const [, relinquish] = useMutation(RelinquishMutation);
  const [, save] = useMutation(SaveMutation);
  const [, submit] = useMutation(SubmitMutation);
  const [, sendToOwner] = useMutation(SendToOwnerMutation);

  const run: Run = async (action, pending) => {
    setBusy(action);
    setFailure(null);
    const result = await pending;
    setBusy(null);
    if (result.error) {
      setFailure(errorText(result.error));
      return false;
    }
    void notice.success(actionDoneText(action));
    bus.publish('task:changed', { taskId });
    onChanged();
    return true;
  };

  const taskId = task.id;
  const simple: Partial<Record<ActionName, () => Promise<OperationResult<unknown, AnyVariables>>>> = {
    ACCEPT: () => accept({ taskId }),
    DECLINE: () => decline({ taskId }),
    RELINQUISH: () => relinquish({ taskId }),
    SEND_TO_OWNER: () => sendToOwner({ taskId }),
  };
  const buttons = actionButtons(task.availableActions);
  const editsWork = buttons.includes('SAVE') || buttons.includes('SUBMIT');
  const cost = costText(task);
  const { saved: savedFiles, others: attachments } = splitAttachments(task.attachments);

  return (
    <Flex vertical gap="middle">
      {noticeHolder}
      <Link to="/work">{t('work.task.back')}</Link>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {task.name}
      </Typography.Title>
      {failure && <Alert type="error" showIcon title={failure} closable onClose={() => setFailure(null)} />}
      {!task.client.accessGranted && <ClientAccessRequest clientId={task.client.id} clientName={task.client.name} />}
      <Card
        title={t('work.task.details')}
        extra={
          // Staff (control): the shell's task-credit panel with this client's credentials and backup codes.
          me.kind === 'USER' ? (
            <Button onClick={() => bus.publish('task-credit:open', { clientId: task.client.id })}>{t('work.taskCredit.open')}</Button>
          ) : null
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('work.task.state')}>
            <Tag color={STATE_COLOURS[task.state] ?? 'blue'}>{taskStateLabel(task.state)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('work.task.client')}>{task.client.name}</Descriptions.Item>
          <Descriptions.Item label={t('work.task.channel')}>{task.channel?.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('work.task.owner')}>{task.owner.fullName}</Descriptions.Item>
          <Descriptions.Item label={t('work.task.deadline')}>
            <Typography.Text type={task.overdue ? 'danger' : undefined}>{formatDeadline(task.deadline, me.timezone)}</Typography.Text>
          </Descriptions.Item>
          {cost && <Descriptions.Item label={cost.label}>{cost.value}</Descriptions.Item>}
          {task.recurring && <Descriptions.Item label={t('work.task.recurring')}>✓</Descriptions.Item>}
          {/* the amount is null for viewers who may not see what the work paid (ADR 0005) */}
          {task.workLog && task.workLog.total != null && (
            <Descriptions.Item label={t('work.task.workLog')}>
              {t('work.task.workLog.total', { total: poundsText(Number(task.workLog.total) * 100) })}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>

      <Card title={t('work.task.brief')}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{task.brief || t('work.task.noBrief')}</Typography.Paragraph>
      </Card>

      {attachments.length > 0 && (
        <Card title={t('work.task.attachments')}>
          <AttachmentList attachments={attachments} sizeText={fileSizeText} />
        </Card>
      )}

      {(editsWork || task.work) && (
        <Card title={t('work.task.work')}>
          {editsWork ? (
            <Flex vertical gap="small">
              <Input.TextArea
                aria-label={t('work.task.work.label')}
                value={work}
                onChange={(e) => setWork(e.target.value)}
                rows={6}
                maxLength={20000}
              />
              {savedFiles.length > 0 && (
                <section aria-label={t('work.task.savedFiles')}>
                  <Typography.Text strong>{t('work.task.savedFiles')}</Typography.Text>
                  <AttachmentList attachments={savedFiles} sizeText={fileSizeText} />
                </section>
              )}
              {buttons.includes('SUBMIT') && <FileUpload files={files} onChange={setFiles} disabled={busy !== null} />}
              {uploading && <Typography.Text type="secondary">{t('work.files.uploading')}</Typography.Text>}
            </Flex>
          ) : (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{task.work}</Typography.Paragraph>
          )}
        </Card>
      )}

      {buttons.length > 0 && (
        <Flex gap="small" wrap role="group" aria-label={t('work.task.actions')}>
          {editsWork && <CredentialDrawer taskId={taskId} clientId={task.client.id} />}
          {buttons.map((action) => {
            const label = actionLabel(action);
            const loading = busy === action;
            const disabled = busy !== null && !loading;
            if (action === 'SAVE' || action === 'SUBMIT') {
              const send = async () => {
                if (action === 'SAVE') {
                  // Uploaded files are saved with the work (and submitted with it later); without new ones the server keeps the saved files.
                  const fileIds = saveFileIds(
                    savedFiles.map((f) => f.id),
                    uploadedIds(files),
                  );
                  const done = await run(action, save({ taskId, work, fileIds }));
                  if (done) setFiles([]);
                  return done;
                }
                const fileIds = uploadedIds(files);
                const done = await run(action, submit({ taskId, work, fileIds: fileIds.length ? fileIds : null }));
                if (done) setFiles([]);
                return done;
              };
              return (
                <Button
                  key={action}
                  type={action === 'SUBMIT' ? 'primary' : 'default'}
                  loading={loading}
                  disabled={disabled || uploading}
                  onClick={() => void send()}
                >
                  {label}
                </Button>
              );
            }
            if (action === 'PASS' || action === 'REQUEST_REVISIONS' || action === 'SUBMIT_REVIEW') {
              return (
                <Button
                  key={action}
                  type={action === 'PASS' ? 'primary' : 'default'}
                  disabled={busy !== null}
                  onClick={() => setReview(action)}
                >
                  {label}
                </Button>
              );
            }
            const execute = simple[action];
            if (!execute) return null;
            const question = CONFIRM[action];
            const start = async () => {
              if (
                question &&
                !(await confirm({ title: t(question), okText: label, cancelText: t('work.task.action.cancel'), danger: true }))
              )
                return;
              await run(action, execute());
            };
            return (
              <Button
                key={action}
                type={action === 'ACCEPT' ? 'primary' : 'default'}
                danger={!!question}
                loading={loading}
                disabled={disabled}
                onClick={() => void start()}
              >
                {label}
              </Button>
            );
          })}
        </Flex>
      )}

      {review && (
        <ReviewModal
          mode={review}
          taskId={taskId}
          recurring={task.recurring}
          onClose={() => setReview(null)}
          onDone={(action) => {
            setReview(null);
            void notice.success(actionDoneText(action));
            bus.publish('task:changed', { taskId });
            onChanged();
          }}
        />
      )}

      {task.ratings && task.ratings.length > 0 && (
        <Card title={t('work.task.ratings')}>
          {task.ratings.map((r) => (
            <Descriptions key={r.id} column={{ xs: 1, md: 2 }}>
              {RATING_FIELDS.map((f) => (
                <Descriptions.Item key={f} label={t(`work.task.rating.${f}`)}>
                  {r[f] ?? '—'}
                </Descriptions.Item>
              ))}
              {r.otherComments && <Descriptions.Item label={t('work.task.rating.otherComments')}>{r.otherComments}</Descriptions.Item>}
            </Descriptions>
          ))}
        </Card>
      )}

      <Messages task={task} onPosted={onChanged} />

      {task.timeline && (
        <Card title={t('work.task.timeline')}>
          {task.timeline.length === 0 ? (
            <Empty description={t('work.task.timeline.empty')} />
          ) : (
            <Timeline
              items={task.timeline.map((e) => ({
                key: e.id,
                content: (
                  <Flex vertical>
                    <Typography.Text strong>{t('work.task.timeline.entry', { actor: e.actorName, state: e.toStateLabel })}</Typography.Text>
                    <Typography.Text type="secondary">{formatDeadline(e.createdAt, me.timezone)}</Typography.Text>
                    {e.feedback && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{e.feedback}</Typography.Paragraph>}
                  </Flex>
                ),
              }))}
            />
          )}
        </Card>
      )}
    </Flex>
  );
}

function Messages({ task, onPosted }: { task: TaskViewData; onPosted: () => void }) {
  const t = useText();
  const { me } = useSession();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [{ fetching }, post] = useMutation(PostMessageMutation);
  const canPost = task.availableActions.includes('POST_MESSAGE');

  const send = async () => {
    if (!body.trim()) {
      setProblem(t('work.task.message.required'));
      return;
    }
    setProblem(null);
    const result = await post({ taskId: task.id, body });
    if (result.error) setProblem(errorText(result.error));
    else {
      setBody('');
      onPosted();
    }
  };

  return (
    <Card title={t('work.task.messages')}>
      <List
        dataSource={task.messages}
        locale={{ emptyText: t('work.task.messages.empty') }}
        renderItem={(m) => (
          <List.Item key={m.id}>
            <List.Item.Meta
              title={`${m.authorName} · ${formatDeadline(m.createdAt, me.timezone)}`}
              description={<span style={{ whiteSpace: 'pre-wrap' }}>{m.body}</span>}
            />
          </List.Item>
        )}
      />
      {canPost && (
        <Flex vertical gap="small" style={{ marginTop: 12 }}>
          <Input.TextArea
            aria-label={t('work.task.message.label')}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={3}
            maxLength={5000}
            status={problem ? 'error' : undefined}
          />
          {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
          <Button onClick={() => void send()} loading={fetching} style={{ alignSelf: 'flex-start' }}>
            {t('work.task.action.postMessage')}
          </Button>
        </Flex>
      )}
    </Card>
  );
}
