import type { ComponentType, ReactElement } from 'react';
import type { PageNode } from '../../contract/component/page-document';
import type { Validator } from './inspect';

export interface WidgetRenderProps<Props> {
  /** Props already checked against the widget's schema. */
  props: Props;
  node: PageNode;
  /**
   * The node's children, each already wrapped by the renderer (boundary, visibility, style).
   * Elements are cheap: a widget that shows one at a time (tabs) mounts only that one.
   */
  childNodes: ReactElement[];
}

export interface WidgetDefinition<Props> {
  type: string;
  /** Generated at build time from the widget's props.schema.json (`?validate`). */
  validate: Validator;
  component: ComponentType<WidgetRenderProps<Props>>;
  /**
   * Reads what the widget shows first for these props, ahead of its first render (on the screen the
   * app opens on, and on the server that draws it), so that render shows it. Without it the widget
   * reads once it is drawn.
   */
  prepare?: (props: Props) => Promise<void>;
  /**
   * More code these props need to be drawn (a chunk the widget imports lazily): fetched with the widget's
   * own wherever a page waits for its widgets' code before drawing (loadWidgetsFor).
   */
  codeFor?: (props: Props) => Promise<void> | undefined;
}

/** What the registry stores: the props type is erased once validation guards it. */
export type RegisteredWidget = WidgetDefinition<Record<string, unknown>>;

/**
 * Declares a widget: its type name, its generated props validator and its component, side by side.
 * The component only ever receives props that passed `validate`, which is what makes the cast safe.
 */
export function defineWidget<Props>(definition: WidgetDefinition<Props>): RegisteredWidget {
  return definition as unknown as RegisteredWidget;
}
