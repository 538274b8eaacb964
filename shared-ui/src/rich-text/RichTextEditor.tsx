import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Flex, Input, theme, Tooltip, Typography } from 'antd';
import BoldOutlined from '@ant-design/icons/BoldOutlined';
import ItalicOutlined from '@ant-design/icons/ItalicOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import OrderedListOutlined from '@ant-design/icons/OrderedListOutlined';
import RedoOutlined from '@ant-design/icons/RedoOutlined';
import StrikethroughOutlined from '@ant-design/icons/StrikethroughOutlined';
import UnderlineOutlined from '@ant-design/icons/UnderlineOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { t, type TextKey } from './text';

export interface RichTextEditorProps {
  /** HTML; '' for an empty text. */
  value: string;
  /** HTML, or '' when the text is empty (so a required field reads as empty). */
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The editable area's id (a form field's label points at it with aria-labelledby). */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Minimum height of the editable area in px. */
  minHeight?: number;
}

/** What a link may point at: the web and e-mail (the API's sanitiser keeps only these). */
const LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;

/**
 * A rich-text editor (Tiptap's StarterKit): bold, italic, underline, strikethrough, two heading levels, lists, quotes and
 * links, with undo and redo; no images, code or colours, which the platform's sanitiser would drop anyway
 * (platform-api kit/rich-text.ts). A controlled input of HTML. The toolbar is one tab stop (arrow keys move along it,
 * WAI-ARIA toolbar pattern); the editor's own shortcuts (Ctrl+B, Ctrl+I, …) work as usual.
 *
 * Heavy (ProseMirror): load it lazily, `lazy(() => import('@work/shared-ui/rich-text'))`, on the form that shows it.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  id,
  invalid = false,
  disabled = false,
  minHeight = 160,
  ...aria
}: RichTextEditorProps) {
  const { token } = theme.useToken();
  // what the editor last reported: a value from outside that differs from it replaces the document
  const reported = useRef(value);
  const callbacks = useRef({ onChange, onBlur });
  callbacks.current = { onChange, onBlur };
  const [focused, setFocused] = useState(false);

  const extensions = useMemo(
    () => [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
        },
      }),
    ],
    [],
  );

  // The editable element's own attributes: its name, description, state and the white space ProseMirror expects.
  const label = aria['aria-label'];
  const labelledBy = aria['aria-labelledby'];
  const describedBy = aria['aria-describedby'];
  const editorProps = useMemo(() => {
    const attributes: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      style: `white-space: pre-wrap; outline: none; min-height: ${minHeight}px; padding: 4px 11px;`,
    };
    if (id) attributes['id'] = id;
    if (labelledBy) attributes['aria-labelledby'] = labelledBy;
    else attributes['aria-label'] = label ?? t('ui.richText.label');
    if (describedBy) attributes['aria-describedby'] = describedBy;
    if (invalid) attributes['aria-invalid'] = 'true';
    if (disabled) attributes['aria-disabled'] = 'true';
    return { attributes };
  }, [id, label, labelledBy, describedBy, invalid, disabled, minHeight]);

  // useEditor applies changed options (here: editorProps) to the editor it keeps
  const editor = useEditor({
    extensions,
    editorProps,
    content: value || '',
    editable: !disabled,
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      reported.current = html;
      callbacks.current.onChange(html);
    },
    onFocus: () => setFocused(true),
    onBlur: () => {
      setFocused(false);
      callbacks.current.onBlur?.();
    },
  });

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor.isEditable !== !disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const borderColor = invalid ? token.colorError : focused ? token.colorPrimary : token.colorBorder;
  return (
    <div
      style={{
        border: `1px solid ${borderColor}`,
        borderRadius: token.borderRadius,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
        boxShadow: focused ? `0 0 0 2px ${invalid ? token.colorErrorBg : token.controlOutline}` : undefined,
      }}
    >
      <Toolbar editor={editor} disabled={disabled} />
      <Typography style={{ padding: '4px 0' }}>
        <EditorContent editor={editor} />
      </Typography>
    </div>
  );
}

interface ToolState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  heading: boolean;
  subheading: boolean;
  bulletList: boolean;
  orderedList: boolean;
  quote: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { token } = theme.useToken();
  const state = useEditorState<ToolState>({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      heading: e.isActive('heading', { level: 2 }),
      subheading: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linking, setLinking] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const bar = useRef<HTMLDivElement>(null);

  const chain = () => editor.chain().focus();
  const tools: { key: TextKey; icon: ReactNode; active?: boolean; enabled?: boolean; run: () => void }[] = [
    { key: 'ui.richText.bold', icon: <BoldOutlined />, active: state.bold, run: () => chain().toggleBold().run() },
    { key: 'ui.richText.italic', icon: <ItalicOutlined />, active: state.italic, run: () => chain().toggleItalic().run() },
    { key: 'ui.richText.underline', icon: <UnderlineOutlined />, active: state.underline, run: () => chain().toggleUnderline().run() },
    { key: 'ui.richText.strike', icon: <StrikethroughOutlined />, active: state.strike, run: () => chain().toggleStrike().run() },
    { key: 'ui.richText.heading', icon: <b>H2</b>, active: state.heading, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'ui.richText.subheading', icon: <b>H3</b>, active: state.subheading, run: () => chain().toggleHeading({ level: 3 }).run() },
    {
      key: 'ui.richText.bulletList',
      icon: <UnorderedListOutlined />,
      active: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'ui.richText.orderedList',
      icon: <OrderedListOutlined />,
      active: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    { key: 'ui.richText.quote', icon: <b aria-hidden>“</b>, active: state.quote, run: () => chain().toggleBlockquote().run() },
    { key: 'ui.richText.link', icon: <LinkOutlined />, active: state.link || linking, run: () => setLinking((open) => !open) },
    { key: 'ui.richText.undo', icon: <UndoOutlined />, enabled: state.canUndo, run: () => chain().undo().run() },
    { key: 'ui.richText.redo', icon: <RedoOutlined />, enabled: state.canRedo, run: () => chain().redo().run() },
  ];

  // WAI-ARIA toolbar: one tab stop, arrows and Home/End move along the buttons
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const jump = event.key === 'Home' ? 0 : event.key === 'End' ? tools.length - 1 : null;
    if (step === undefined && jump === null) return;
    event.preventDefault();
    const next = jump ?? (focusIndex + step! + tools.length) % tools.length;
    setFocusIndex(next);
    bar.current?.querySelectorAll<HTMLButtonElement>('button[data-tool]')[next]?.focus();
  };

  return (
    <div style={{ borderBottom: `1px solid ${token.colorBorderSecondary}`, padding: 4 }}>
      <Flex ref={bar} role="toolbar" aria-label={t('ui.richText.toolbar')} wrap gap={2} onKeyDown={onKeyDown}>
        {tools.map((tool, index) => (
          <Tooltip key={tool.key} title={t(tool.key)} mouseEnterDelay={0.6}>
            <Button
              data-tool
              type={tool.active ? 'primary' : 'text'}
              ghost={tool.active}
              size="small"
              icon={tool.icon}
              aria-label={t(tool.key)}
              aria-pressed={tool.active === undefined ? undefined : tool.active}
              disabled={disabled || tool.enabled === false}
              tabIndex={index === focusIndex ? 0 : -1}
              onFocus={() => setFocusIndex(index)}
              // keep the editor's selection: a click on the button must not move focus out of the text first
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.run}
            />
          </Tooltip>
        ))}
      </Flex>
      {linking ? <LinkForm editor={editor} onDone={() => setLinking(false)} /> : null}
    </div>
  );
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [address, setAddress] = useState(() => String(editor.getAttributes('link')['href'] ?? ''));
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    const href = address.trim();
    if (!LINK.test(href)) return setProblem(t('ui.richText.linkInvalid'));
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    onDone();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };
  return (
    <Flex gap="small" align="flex-start" wrap style={{ paddingTop: 4 }}>
      <Flex vertical style={{ flex: 1, minWidth: 200 }}>
        <Input
          size="small"
          autoFocus
          aria-label={t('ui.richText.linkAddress')}
          placeholder="https://"
          value={address}
          status={problem ? 'error' : undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => {
            setAddress(e.target.value);
            setProblem(null);
          }}
          onPressEnter={(e) => {
            e.preventDefault();
            apply();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onDone();
          }}
        />
        {problem ? (
          <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
            {problem}
          </Typography.Text>
        ) : null}
      </Flex>
      <Button size="small" type="primary" onClick={apply}>
        {t('ui.richText.linkApply')}
      </Button>
      {editor.isActive('link') ? (
        <Button size="small" onClick={remove}>
          {t('ui.richText.linkRemove')}
        </Button>
      ) : null}
      <Button size="small" onClick={onDone}>
        {t('ui.richText.linkCancel')}
      </Button>
    </Flex>
  );
}
