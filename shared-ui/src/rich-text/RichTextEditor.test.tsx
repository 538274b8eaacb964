// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { textCatalogueProblems } from '../testing/textCatalogue';
import { en as rootWords } from '../text/en';
import { RichTextEditor } from './RichTextEditor';
import { en } from './text';

afterEach(cleanup);

function Controlled({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        aria-label="Module text"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
      />
      <button type="button" onClick={() => setValue('<p>Replaced from outside</p>')}>
        Replace
      </button>
    </>
  );
}

describe('the rich-text editor', { timeout: 30_000 }, () => {
  it('is a named, multi-line text box with a one-stop formatting toolbar', async () => {
    render(<Controlled initial="<p>Hello <strong>there</strong></p>" onChange={() => {}} />);
    const box = await screen.findByRole('textbox', { name: 'Module text' });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.innerHTML).toContain('<strong>there</strong>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = [...toolbar.querySelectorAll('button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Heading',
      'Subheading',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Link',
      'Undo',
      'Redo',
    ]);
    // one tab stop; the arrow keys move along
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1]!, { key: 'End' });
    expect(document.activeElement).toBe(buttons[11]);
  });

  it('reports what is typed as HTML, and an emptied text as an empty string', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="<p>Hello</p>" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Module text' });
    // typing as ProseMirror sees it: the DOM of the editable element changes under its observer
    const text = box.querySelector('p')!.firstChild as Text;
    text.data = 'Hello world';
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Hello world</p>'));
    text.data = '';
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });

  it('takes a new value from outside without reporting it back', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="<p>First</p>" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Module text' });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Replace' })));
    await waitFor(() => expect(box.textContent).toBe('Replaced from outside'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks for a link address and refuses anything but the web and e-mail', async () => {
    render(<Controlled initial="<p>Read more</p>" onChange={() => {}} />);
    await screen.findByRole('textbox', { name: 'Module text' });
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply link' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter an address starting with https://, http:// or mailto:');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Link address' })).toBeNull();
  });

  it('has its own namespaced words, none of them in the root catalogue', () => {
    expect(textCatalogueProblems('ui.richText', en)).toEqual([]);
    expect(Object.keys(en).filter((key) => key in rootWords)).toEqual([]);
  });
});
