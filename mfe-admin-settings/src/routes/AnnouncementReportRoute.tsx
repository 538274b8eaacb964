import { Link, useParams } from 'react-router-dom';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { useText } from '../text';
import { AnnouncementReport } from '../features/announcements/AnnouncementReport';

/** /announcements/{id}/report: how a sent announcement did (§3). */
export function AnnouncementReportRoute() {
  const t = useText();
  const id = useParams()['id'] ?? '';
  return (
    <AnnouncementReport
      key={id}
      id={id}
      back={
        <Link to="/announcements">
          <ArrowLeftOutlined /> {t('settings.announcements.report.back')}
        </Link>
      }
    />
  );
}
