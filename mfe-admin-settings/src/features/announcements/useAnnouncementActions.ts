import { useMutation, type CombinedError } from 'urql';
import { useConfirm, useMountProps } from '@work/shared-ui';
import type { RowAction } from '@work/shared-ui/data-grid';
import { refusalReason } from '@work/shared-ui/refusal';
import { useText, type TextKey } from '../../text';
import {
  CompleteAnnouncement,
  CopyAnnouncement,
  DeleteAnnouncement,
  SendAnnouncementNow,
  type AnnouncementAdminAction,
} from './announcements.graphql';

/** What an action needs of an announcement: the table's row has it. */
export interface ActionTarget {
  id: string;
  subject: string;
  availableActions: readonly AnnouncementAdminAction[];
  /** sent: it has a report */
  sentAt: string | null;
}

type MenuAction = 'save' | 'send' | 'complete' | 'copy' | 'report' | 'delete';
// The order the menu shows them in; each admin action only when the API lists it in availableActions (ADR 0287).
const ORDER: readonly MenuAction[] = ['save', 'send', 'complete', 'copy', 'report', 'delete'];
const LABELS: Record<MenuAction, TextKey> = {
  save: 'settings.announcements.action.edit',
  send: 'settings.announcements.action.send',
  complete: 'settings.announcements.action.complete',
  copy: 'settings.announcements.action.copy',
  report: 'settings.announcements.action.report',
  delete: 'settings.announcements.action.delete',
};

/** The words of a refusal: "Failed to send announcement: <the API's reason>", or the §8 words alone. */
export function useFailureToast(): (failure: TextKey, error: CombinedError | undefined) => void {
  const t = useText();
  const { bus } = useMountProps();
  return (failure, error) => {
    const reason = refusalReason(error);
    const text = reason ? t('settings.announcements.failedBecause', { failure: t(failure), reason }) : t(failure);
    bus.publish('toast:show', { text, color: 'error' });
  };
}

/** "Announcement sent to 3 croudies". */
export const sentText = (t: ReturnType<typeof useText>, count: number) =>
  count === 1 ? t('settings.announcements.sentOne') : t('settings.announcements.sent', { count });

/**
 * The §4 actions on an announcement as the API offers them: send now, complete and delete behind a confirmation, copy
 * at once (the copy, a draft, opens in the form), edit and report through the caller. A refusal is the §8 toast with
 * the API's reason.
 */
export function useAnnouncementActions({
  onEdit,
  onReport,
  onChanged,
  onCopied,
}: {
  onEdit: (id: string) => void;
  onReport: (id: string) => void;
  onChanged: () => void;
  onCopied: (id: string) => void;
}): (target: ActionTarget) => RowAction[] {
  const t = useText();
  const { bus } = useMountProps();
  const confirm = useConfirm();
  const failed = useFailureToast();
  const [, send] = useMutation(SendAnnouncementNow);
  const [, complete] = useMutation(CompleteAnnouncement);
  const [, remove] = useMutation(DeleteAnnouncement);
  const [, copy] = useMutation(CopyAnnouncement);
  const done = (text: string) => bus.publish('toast:show', { text, color: 'success' });

  const sendNow = async (target: ActionTarget) => {
    const sure = await confirm({
      title: t('settings.announcements.sendConfirm', { name: target.subject }),
      content: t('settings.announcements.sendConfirmText'),
      okText: t('settings.announcements.action.send'),
    });
    if (!sure) return;
    const outcome = await send({ id: target.id });
    if (outcome.error || !outcome.data) return failed('settings.announcements.sendFailed', outcome.error);
    done(sentText(t, outcome.data.sendAnnouncementNow.recipients));
    onChanged();
  };

  const completeNow = async (target: ActionTarget) => {
    const sure = await confirm({
      title: t('settings.announcements.completeConfirm', { name: target.subject }),
      content: t('settings.announcements.completeConfirmText'),
      okText: t('settings.announcements.action.complete'),
    });
    if (!sure) return;
    const outcome = await complete({ id: target.id });
    if (outcome.error || !outcome.data) return failed('settings.announcements.completeFailed', outcome.error);
    done(t('settings.record.updated'));
    onChanged();
  };

  const deleteIt = async (target: ActionTarget) => {
    const sure = await confirm({
      title: t('settings.announcements.deleteConfirm', { name: target.subject }),
      content: t('settings.announcements.deleteConfirmText'),
      okText: t('settings.announcements.action.delete'),
      danger: true,
    });
    if (!sure) return;
    const outcome = await remove({ id: target.id });
    if (outcome.error || !outcome.data) return failed('settings.announcements.deleteFailed', outcome.error);
    done(t('settings.record.deleted'));
    onChanged();
  };

  const copyIt = async (target: ActionTarget) => {
    const outcome = await copy({ id: target.id });
    if (outcome.error || !outcome.data) return failed('settings.announcements.copyFailed', outcome.error);
    done(t('settings.record.created'));
    onChanged();
    onCopied(outcome.data.copyAnnouncement.id);
  };

  const run: Record<MenuAction, (target: ActionTarget) => void> = {
    save: (target) => onEdit(target.id),
    send: (target) => void sendNow(target),
    complete: (target) => void completeNow(target),
    copy: (target) => void copyIt(target),
    report: (target) => onReport(target.id),
    delete: (target) => void deleteIt(target),
  };
  const offered = (target: ActionTarget, action: MenuAction) =>
    action === 'report' ? target.sentAt !== null : target.availableActions.includes(action);

  return (target) =>
    ORDER.filter((action) => offered(target, action)).map((action) => ({
      key: action,
      label: t(LABELS[action]),
      danger: action === 'delete',
      onClick: () => run[action](target),
    }));
}
