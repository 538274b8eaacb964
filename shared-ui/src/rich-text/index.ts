// The rich-text editor: `@work/shared-ui/rich-text`, a subpath of its own and not shared through Module Federation, so
// only a remote that shows it bundles Tiptap and ProseMirror (~100 KiB compressed); load it lazily on the form that
// shows it. Its words are its own (`ui.richText.…`, text.ts). Used by the academy's modules and the announcements form.
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
