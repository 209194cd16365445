import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { moveGridFocus } from './grid-focus';

interface EditableTextProps {
  value: string;
  /** What is edited, for screen readers and the input's label: 'Indication for Atorvastatin'. */
  label: string;
  onSave(value: string): void;
  /** Classes for the resting text (the editor itself is the same everywhere). */
  className?: string;
  /** Shown, muted, when the value is empty; screen readers hear 'empty'. */
  placeholder?: string;
  /** Opens for typing as it appears (a row just added opens its name cell). */
  autoOpen?: boolean;
}

/** Where focus goes when the editor closes, and whether that cell opens for typing too. */
type FocusAfter = { target: HTMLElement | 'self'; open: boolean } | null;

/** The next or previous editable cell in the document, for Tab while editing. */
function adjacentEditable(from: HTMLElement, backwards: boolean): HTMLElement | null {
  const all = [...document.querySelectorAll<HTMLElement>('[data-editable]')].filter(
    (el) => !from.contains(el),
  );
  const follows = (el: HTMLElement) =>
    !!(from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  return backwards
    ? (all.filter((el) => !follows(el)).at(-1) ?? null)
    : (all.find(follows) ?? null);
}

/**
 * Click-to-edit text, as the spec asks of every cell, time header and ceased field: click, Enter or
 * Space opens an input; Enter or the tick saves and stays; Escape or the cross cancels; Tab saves
 * and opens the next editable cell for typing (Shift+Tab the previous one), like a spreadsheet, so
 * no keystroke lands on a closed cell; clicking elsewhere saves. In a table the arrow keys move
 * between cells.
 */
export function EditableText({
  value,
  label,
  onSave,
  className = '',
  placeholder = '',
  autoOpen = false,
}: EditableTextProps) {
  const [draft, setDraft] = useState<string | null>(autoOpen ? value : null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const editorRef = useRef<HTMLDivElement>(null);
  /** Set once an edit is saved or cancelled, so the blur that follows does not save it again. */
  const finished = useRef(false);
  const focusAfter = useRef<FocusAfter>(null);

  const editing = draft !== null;
  // Only when the editor opens or closes: re-selecting on every keystroke would eat the typing.
  useEffect(() => {
    if (editing) {
      inputRef.current?.focus();
      inputRef.current?.select();
      return;
    }
    const after = focusAfter.current;
    focusAfter.current = null;
    const target = after?.target === 'self' ? buttonRef.current : after?.target;
    // A save that moved the row to the other section takes the next cell with it: the screen
    // then puts focus on the notice's Undo instead.
    if (!target?.isConnected) return;
    target.focus();
    if (after?.open) target.click();
  }, [editing]);

  const open = () => {
    finished.current = false;
    setDraft(value);
  };
  const close = (save: boolean, focus: FocusAfter) => {
    if (finished.current || draft === null) return;
    finished.current = true;
    if (save && draft.trim() !== value.trim()) onSave(draft);
    focusAfter.current = focus;
    setDraft(null);
  };
  const stay = { target: 'self', open: false } as const;

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      close(true, stay);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation(); // an Escape here cancels the edit, not a surrounding dialog
      close(false, stay);
    } else if (e.key === 'Tab' && editorRef.current) {
      const next = adjacentEditable(editorRef.current, e.shiftKey);
      if (!next) return close(true, null); // let the browser move focus out of the table
      e.preventDefault();
      close(true, { target: next, open: true });
    }
  };

  if (!editing) {
    return (
      <button
        ref={buttonRef}
        type="button"
        data-editable=""
        onClick={open}
        onKeyDown={(e) => {
          if (
            !e.altKey &&
            !e.ctrlKey &&
            !e.metaKey &&
            !e.shiftKey &&
            moveGridFocus(e.currentTarget, e.key)
          )
            e.preventDefault();
        }}
        className={`block min-h-8 w-full cursor-text rounded px-1.5 py-1 text-left whitespace-pre-wrap hover:bg-brand-50 hover:ring-1 hover:ring-brand-600/40 ${className}`}
      >
        <span className="sr-only">Edit {label}: </span>
        {value || (
          <>
            <span aria-hidden="true" className="text-slate-600 italic">
              {placeholder}
            </span>
            <span className="sr-only">empty</span>
          </>
        )}
      </button>
    );
  }

  // Keep focus in the input when the tick or cross is pressed, so blur does not save first.
  const keepFocus = (e: MouseEvent) => e.preventDefault();
  return (
    <div
      ref={editorRef}
      className="flex min-w-48 items-center gap-1"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close(true, null);
      }}
    >
      <input
        ref={inputRef}
        aria-label={label}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        className="field-input min-w-0 flex-1 px-2 py-1 text-sm"
      />
      <button
        type="button"
        tabIndex={-1}
        aria-label={`Save ${label}`}
        title="Save (Enter)"
        onMouseDown={keepFocus}
        onClick={() => close(true, stay)}
        className="rounded p-1 text-green-800 hover:bg-green-100"
      >
        <span aria-hidden="true">✓</span>
      </button>
      <button
        type="button"
        tabIndex={-1}
        aria-label={`Cancel editing ${label}`}
        title="Cancel (Escape)"
        onMouseDown={keepFocus}
        onClick={() => close(false, stay)}
        className="rounded p-1 text-red-800 hover:bg-red-100"
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
