import { Typography } from 'antd';

/** A record's description in a list: two lines at most (the whole text in a tooltip), so the columns after it stay in view. */
export function DescriptionCell({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} style={{ margin: 0, maxWidth: 360 }}>
      {text}
    </Typography.Paragraph>
  );
}
