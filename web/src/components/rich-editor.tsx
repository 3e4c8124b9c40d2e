import {
  BoldOutlined,
  CodeOutlined,
  DeleteOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Input, Modal, Progress, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { messageOf } from '@/api/errors';
import { toastError } from '@/lib/toast';
import styles from './rich-editor.module.css';

/** The toolbar's names (buttons carry them as their accessible names and tooltips). */
const T = {
  label: '格式工具栏',
  paragraph: '正文',
  h2: '标题 2',
  h3: '标题 3',
  bold: '加粗',
  italic: '斜体',
  underline: '下划线',
  strike: '删除线',
  bulletList: '无序列表',
  orderedList: '有序列表',
  blockquote: '引用',
  codeBlock: '代码块',
  code: '行内代码',
  link: '链接',
  linkPrompt: '链接地址（http:// 或 https:// 开头）',
  linkInvalid: '请输入以 http:// 或 https:// 开头的链接',
  image: '插入图片',
  imageFile: '选择要插入的图片',
  table: '插入表格',
  addRow: '加一行',
  addColumn: '加一列',
  deleteTable: '删除表格',
  undo: '撤销',
  redo: '重做',
  imageTooLarge: '图片不能超过5MB',
  uploadFailed: '上传失败',
  uploading: '图片上传中',
} as const;
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const LINK = /^https?:\/\/\S+$/i;

type Tool = { key: string; label: string; icon: ReactNode; active?: boolean; disabled?: boolean; run: () => void };

function ToolButton({ tool }: { tool: Tool }) {
  return (
    <Tooltip title={tool.label} mouseEnterDelay={0.4}>
      <button
        type="button"
        className={`${styles.tool} ${tool.active ? styles.active : ''}`}
        aria-label={tool.label}
        aria-pressed={tool.active ?? undefined}
        disabled={tool.disabled}
        onMouseDown={(event) => event.preventDefault()} // keep the selection in the text
        onClick={tool.run}
      >
        {tool.icon}
      </button>
    </Tooltip>
  );
}

function useActive(editor: Editor | null) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e?.isActive('paragraph') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      strike: e?.isActive('strike') ?? false,
      code: e?.isActive('code') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      blockquote: e?.isActive('blockquote') ?? false,
      codeBlock: e?.isActive('codeBlock') ?? false,
      link: e?.isActive('link') ?? false,
      table: e?.isActive('table') ?? false,
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });
}

/**
  * The rich-text editor of articles and news (tiptap 3 on ProseMirror, which handles Chinese input methods): headings, emphasis, lists,
 * quotes, code, links, tables and pictures uploaded to the server with a progress bar. value is read once (the
 * initial HTML; remount with a key for another article); onChange gets the HTML after each change.
 */
export function RichEditor({
  value,
  onChange,
  upload,
  invalid,
  labelledBy,
}: {
  value: string;
  onChange: (html: string) => void;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  invalid?: boolean;
  labelledBy?: string;
}) {
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
      Image.configure({ inline: false }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: styles.prose,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
      },
    },
    onUpdate: ({ editor: e }) => changed.current(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useActive(editor);
  const [percent, setPercent] = useState<number | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => () => editor?.destroy(), [editor]);

  if (!editor || !active) return <div className={styles.frame} aria-busy />;
  const chain = () => editor.chain().focus();

  const pickImage = async (file: File | undefined): Promise<void> => {
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      toastError(T.imageTooLarge);
      return;
    }
    setPercent(0);
    try {
      const url = await upload(file, setPercent);
      chain().setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, '') }).run();
    } catch (error) {
      toastError(messageOf(error, T.uploadFailed));
    } finally {
      setPercent(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const saveLink = (): void => {
    const href = link.trim();
    if (href === '') chain().extendMarkRange('link').unsetLink().run();
    else if (!LINK.test(href)) return toastError(T.linkInvalid);
    else chain().extendMarkRange('link').setLink({ href }).run();
    setLinkOpen(false);
  };

  const groups: Tool[][] = [
    [
      { key: 'undo', label: T.undo, icon: <UndoOutlined />, disabled: !active.canUndo, run: () => chain().undo().run() },
      { key: 'redo', label: T.redo, icon: <RedoOutlined />, disabled: !active.canRedo, run: () => chain().redo().run() },
    ],
    [
      { key: 'h2', label: T.h2, icon: <span className={styles.glyph}>H2</span>, active: active.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
      { key: 'h3', label: T.h3, icon: <span className={styles.glyph}>H3</span>, active: active.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    ],
    [
      { key: 'bold', label: T.bold, icon: <BoldOutlined />, active: active.bold, run: () => chain().toggleBold().run() },
      { key: 'italic', label: T.italic, icon: <ItalicOutlined />, active: active.italic, run: () => chain().toggleItalic().run() },
      { key: 'underline', label: T.underline, icon: <UnderlineOutlined />, active: active.underline, run: () => chain().toggleUnderline().run() },
      { key: 'strike', label: T.strike, icon: <StrikethroughOutlined />, active: active.strike, run: () => chain().toggleStrike().run() },
      { key: 'code', label: T.code, icon: <span className={styles.glyph}>{'`'}</span>, active: active.code, run: () => chain().toggleCode().run() },
    ],
    [
      { key: 'bullet', label: T.bulletList, icon: <UnorderedListOutlined />, active: active.bulletList, run: () => chain().toggleBulletList().run() },
      { key: 'ordered', label: T.orderedList, icon: <OrderedListOutlined />, active: active.orderedList, run: () => chain().toggleOrderedList().run() },
      { key: 'quote', label: T.blockquote, icon: <span className={styles.glyph}>“</span>, active: active.blockquote, run: () => chain().toggleBlockquote().run() },
      { key: 'codeBlock', label: T.codeBlock, icon: <CodeOutlined />, active: active.codeBlock, run: () => chain().toggleCodeBlock().run() },
    ],
    [
      {
        key: 'link',
        label: T.link,
        icon: <LinkOutlined />,
        active: active.link,
        run: () => {
          setLink((editor.getAttributes('link').href as string | undefined) ?? '');
          setLinkOpen(true);
        },
      },
      { key: 'image', label: T.image, icon: <PictureOutlined />, disabled: percent !== null, run: () => fileInput.current?.click() },
      {
        key: 'table',
        label: T.table,
        icon: <TableOutlined />,
        disabled: active.table,
        run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      },
    ],
    ...(active.table
      ? [
          [
            { key: 'row', label: T.addRow, icon: <InsertRowBelowOutlined />, run: () => chain().addRowAfter().run() },
            { key: 'col', label: T.addColumn, icon: <InsertRowRightOutlined />, run: () => chain().addColumnAfter().run() },
            { key: 'dropTable', label: T.deleteTable, icon: <DeleteOutlined />, run: () => chain().deleteTable().run() },
          ],
        ]
      : []),
  ];

  return (
    <div className={`${styles.frame} ${invalid ? styles.invalid : ''}`}>
      <div className={styles.toolbar} role="toolbar" aria-label={T.label}>
        {groups.map((group, i) => (
          <div className={styles.group} key={i}>
            {group.map((tool) => (
              <ToolButton key={tool.key} tool={tool} />
            ))}
          </div>
        ))}
        <input
          ref={fileInput}
          type="file"
          style={{ display: 'none' }} // the reset's input[type=file] rule outranks a class
          accept="image/png,image/jpeg,image/webp,image/gif"
          aria-label={T.imageFile}
          onChange={(event) => void pickImage(event.target.files?.[0])}
        />
      </div>
      {percent !== null ? (
        <div className={styles.progress}>
          <Progress percent={percent} size="small" aria-label={T.uploading} />
        </div>
      ) : null}
      <EditorContent editor={editor} className={styles.content} />
      <Modal open={linkOpen} title={T.link} onOk={saveLink} onCancel={() => setLinkOpen(false)} okText="确定" cancelText="取消" destroyOnHidden>
        <Input
          autoFocus
          value={link}
          placeholder={T.linkPrompt}
          aria-label={T.linkPrompt}
          onChange={(event) => setLink(event.target.value)}
          onPressEnter={saveLink}
        />
      </Modal>
    </div>
  );
}
