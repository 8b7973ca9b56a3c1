import { firstScreenShown } from '../after-first-screen';
import type { RegisteredWidget } from './define';

export type WidgetLoader = () => Promise<{ default: RegisteredWidget }>;

const loaders = new Map<string, WidgetLoader>();
const loaded = new Map<string, RegisteredWidget>();
const loading = new Map<string, Promise<RegisteredWidget>>();
/** Types whose latest download failed: a node drawn with one says so instead of waiting again. */
const failed = new Set<string>();

/** The app lists every widget type with a lazy loader: a page downloads only the widgets it uses. */
export function registerWidgets(entries: Readonly<Record<string, WidgetLoader>>): void {
  for (const [type, loader] of Object.entries(entries)) loaders.set(type, loader);
}

/** Every registered type, in the order the app listed them (an editor's palette). */
export function registeredTypes(): string[] {
  return [...loaders.keys()];
}

export function isRegistered(type: string): boolean {
  return loaders.has(type);
}

export function loadedWidget(type: string): RegisteredWidget | undefined {
  return loaded.get(type);
}

export function loadWidget(type: string): Promise<RegisteredWidget> {
  const done = loaded.get(type);
  if (done) return Promise.resolve(done);
  const pending = loading.get(type);
  if (pending) return pending;
  const loader = loaders.get(type);
  if (!loader) return Promise.reject(new Error(`unknown widget type ${type}`));
  failed.delete(type);
  const attempt = loader().then(
    (module) => {
      loaded.set(type, module.default);
      loading.delete(type);
      return module.default;
    },
    (error: unknown) => {
      // Forget the download so a retry downloads again.
      loading.delete(type);
      failed.add(type);
      throw error;
    },
  );
  loading.set(type, attempt);
  return attempt;
}

/** The code a node's widget needs for its props (WidgetDefinition.codeFor), once the widget's own is here. */
function codeForNode(widget: RegisteredWidget, props: unknown): Promise<void> | undefined {
  return widget.codeFor && widget.validate(props) ? widget.codeFor(props as Record<string, unknown>) : undefined;
}

/** Loads every registered type used by the nodes (at any depth), and what their props need, in parallel. */
export function loadWidgetsFor(nodes: readonly unknown[]): Promise<void> {
  const loads: Array<Promise<void | undefined>> = [];
  const visit = (list: readonly unknown[]) => {
    for (const value of list) {
      if (typeof value !== 'object' || value === null) continue;
      const { type, props, children } = value as { type?: unknown; props?: unknown; children?: unknown };
      if (typeof type === 'string' && isRegistered(type)) loads.push(loadWidget(type).then((widget) => codeForNode(widget, props ?? {})));
      if (Array.isArray(children)) visit(children);
    }
  };
  visit(nodes);
  return Promise.all(loads).then(() => undefined);
}

/**
 * For a node drawn before its widget's code is here (a page awaits only its first screen's widgets):
 * throws, so the node's Suspense boundary shows nothing until the code has come, and downloads it once
 * the first screen is on the glass (src/core/after-first-screen.ts), so code below the fold never
 * shares a slow network with that screen. Returns at once when the type is loaded, unknown, or its
 * download failed (the node then says so as before).
 */
export function suspendUntilLoaded(type: string): void {
  if (loaded.has(type) || !loaders.has(type) || failed.has(type)) return;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React 18's Suspense protocol: a render suspends by throwing what it waits for
  throw firstScreenShown()
    .then(() => loadWidget(type))
    .catch(() => undefined);
}
