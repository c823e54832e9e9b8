/**
 * A plain rich-text editor: a contenteditable area with bold, italic, lists and links, nothing more. What
 * it shows is sanitised first (format/sanitizeHtml.ts), and pasted content is sanitised before it goes in
 * (no Word styles, no scripts); the server sanitises again what it stores.
 */
import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { useT } from '../../i18n/locale.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Popover, PopoverAnchor, PopoverContent } from '../../ui/popover.tsx';
import { sanitizeHtml } from '../format/sanitizeHtml.ts';
import { crudViews } from '../../../model/i18n/crudViews.ts';

export interface RichTextEditorProps {
  value: string;
  onChange(html: string): void;
  onBlur(): void;
  id: string;
  label: string;
  describedBy: string | undefined;
  invalid: boolean;
  disabled?: boolean;
}

/** Runs an editing command where the browser has them (execCommand is deprecated but still the only way). */
function exec(command: string, value?: string): void {
  if (typeof document.execCommand === 'function') document.execCommand(command, false, value);
}

const escapeText = (text: string) => text.replace(/[&<>"]/g, (c) => `&${({ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' })[c]};`).replace(/\n/g, '<br>');

/** The editor's HTML, or '' when it holds no text (an empty editor leaves `<br>` behind). */
function contentOf(el: HTMLElement): string {
  return (el.textContent ?? '').trim() === '' && !el.querySelector('li') ? '' : el.innerHTML;
}

export function RichTextEditor({ value, onChange, onBlur, id, label, describedBy, invalid, disabled }: RichTextEditorProps) {
  const t = useT(crudViews);
  const editor = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  const saved = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('https://');

  // Only a value from outside (a loaded record, a reset) replaces the content; typing does not.
  useEffect(() => {
    const el = editor.current;
    if (el && value !== emitted.current) {
      el.innerHTML = sanitizeHtml(value);
      emitted.current = value;
    }
  }, [value]);

  const emit = () => {
    const el = editor.current;
    if (!el) return;
    emitted.current = contentOf(el);
    onChange(emitted.current);
  };
  const command = (name: string, arg?: string) => {
    editor.current?.focus();
    exec(name, arg);
    emit();
  };
  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    e.preventDefault();
    const html = e.clipboardData.getData('text/html');
    exec('insertHTML', html ? sanitizeHtml(html) : escapeText(e.clipboardData.getData('text/plain')));
    emit();
  };
  const startLink = () => {
    const selection = window.getSelection();
    saved.current = selection && selection.rangeCount ? selection.getRangeAt(0).cloneRange() : null;
    setHref('https://');
    setLinking(true);
  };
  const addLink = () => {
    setLinking(false);
    if (!/^https?:\/\/\S+$/i.test(href.trim())) return;
    editor.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    command('createLink', href.trim());
  };

  const tools: [string, string, () => void][] = [
    ['B', t('crud.bold'), () => command('bold')],
    ['I', t('crud.italic'), () => command('italic')],
    ['•', t('crud.bulletList'), () => command('insertUnorderedList')],
    // A symbol, not the text "1.": a visible text missing from the button's name fails WCAG 2.5.3 (label in name).
    ['⒈', t('crud.numberedList'), () => command('insertOrderedList')],
  ];
  return (
    <div className={cn('rounded border border-line bg-surface focus-within:border-primary', invalid && 'border-danger')}>
      <Popover open={linking} onOpenChange={setLinking}>
        <div role="toolbar" aria-label={t('crud.formatting', { label })} className="flex gap-1 border-b border-line px-1 py-1">
          {tools.map(([text, name, run]) => (
            <Button key={name} size="sm" variant="ghost" aria-label={name} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={run}>
              {text}
            </Button>
          ))}
          <PopoverAnchor asChild>
            <Button size="sm" variant="ghost" aria-label={t('crud.link')} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={startLink}>
              🔗
            </Button>
          </PopoverAnchor>
        </div>
        <PopoverContent className="flex w-80 gap-2">
          <input
            aria-label={t('crud.linkAddress')}
            value={href}
            onChange={(e) => setHref(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addLink();
              }
            }}
            className="h-8 flex-1 rounded border border-line px-2 text-sm focus:border-primary focus:outline-none"
          />
          <Button size="sm" variant="primary" onClick={addLink}>{t('crud.ok')}</Button>
        </PopoverContent>
      </Popover>
      <div
        ref={editor}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-disabled={disabled || undefined}
        contentEditable={!disabled}
        suppressContentEditableWarning
        tabIndex={0}
        onInput={emit}
        onBlur={onBlur}
        onPaste={onPaste}
        className="min-h-40 px-3 py-2 text-sm text-ink outline-none [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
      />
    </div>
  );
}
