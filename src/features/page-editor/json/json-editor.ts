import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, foldGutter, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState, StateEffect, StateField } from '@codemirror/state';
import { Decoration, drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers, type DecorationSet } from '@codemirror/view';
import type { TextRange } from './document-paths';

/** Marks the node the operator tapped in the preview, until another one is marked. */
const markNode = StateEffect.define<TextRange | null>();
const nodeMark = Decoration.mark({ class: 'cm-selected-node' });
const markedNode = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (effect.is(markNode)) next = effect.value && effect.value.to > effect.value.from ? Decoration.set([nodeMark.range(effect.value.from, effect.value.to)]) : Decoration.none;
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

export interface JsonEditorHandlers {
  /** The text changed (a keystroke, a paste, an undo). */
  onChange: (state: EditorState) => void;
  /** The cursor moved, or the text changed under it. */
  onCursor: (state: EditorState) => void;
}

/** The page document's text editor: CodeMirror 6 with JSON, problems as diagnostics, a marked node. */
export class JsonEditor {
  readonly view: EditorView;

  constructor(parent: HTMLElement, text: string, handlers: JsonEditorHandlers) {
    this.view = new EditorView({
      parent,
      state: EditorState.create({
        doc: text,
        extensions: [
          lineNumbers(),
          foldGutter(),
          lintGutter(),
          history(),
          drawSelection(),
          highlightActiveLine(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle),
          json(),
          markedNode,
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorView.contentAttributes.of({ 'aria-label': '页面文档（JSON）' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) handlers.onChange(update.state);
            if (update.docChanged || update.selectionSet) handlers.onCursor(update.state);
          }),
        ],
      }),
    });
  }

  get state(): EditorState {
    return this.view.state;
  }

  /** Replaces the whole text (another fixture opened); undo brings the previous one back. */
  replaceText(text: string): void {
    this.view.dispatch({ changes: { from: 0, to: this.view.state.doc.length, insert: text }, selection: { anchor: 0 } });
  }

  showDiagnostics(diagnostics: readonly Diagnostic[]): void {
    this.view.dispatch(setDiagnostics(this.view.state, diagnostics));
  }

  /** Marks a node's text and scrolls it into view, leaving the cursor and focus where they are. */
  markNode(range: TextRange | null): void {
    this.view.dispatch({
      effects: range ? [markNode.of(range), EditorView.scrollIntoView(range.from, { y: 'start', yMargin: 40 })] : [markNode.of(null)],
    });
  }

  /** Puts the cursor at a range's start and selects it (a problem chosen from the list). */
  select(range: TextRange): void {
    this.view.dispatch({ selection: { anchor: range.from, head: range.to }, scrollIntoView: true });
    this.view.focus();
  }

  destroy(): void {
    this.view.destroy();
  }
}
