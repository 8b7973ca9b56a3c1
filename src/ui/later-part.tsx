import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { firstScreenShown } from '../core/after-first-screen';
import { PartBoundary } from './PartBoundary';

export type LaterPart<Props> = ComponentType<Props> & {
  /** Fetches the code now (a page the server drew is taken over with it here, so nothing suspends). */
  preload: () => Promise<void>;
};

/**
 * A part the first screen does without (a product's description, its sheets): its code is fetched once
 * the first screen is shown, or earlier through `preload`, and until it has come the part draws
 * `whileLoading`, else nothing. A part that draws something while loading is one a shopper is waiting
 * for (a sheet tapped open): its code is fetched at once, not after the first screen. Once the code is
 * here the part is drawn at once, without suspending. Code that does not come leaves the spec's retry in
 * its place; each retry is a fresh lazy part (React keeps a lazy part's failure) and fetches again.
 */
export function laterPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  whileLoading: (props: Props) => ReactNode = () => null,
): LaterPart<Props> {
  // Typed as the component it stands for: React's lazy types cannot follow a generic component's props.
  type Drawn = (props: Props) => ReactNode;
  let loaded: Drawn | undefined;
  let code: Promise<Drawn> | undefined;
  const fetchCode = () =>
    (code ??= load().then(
      (component) => (loaded = component as Drawn),
      (error: unknown) => {
        code = undefined;
        throw error;
      },
    ));
  let askNow: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (askNow = resolve));
  const makePart = () =>
    lazy(() => Promise.race([firstScreenShown(), asked]).then(fetchCode).then((component) => ({ default: component }))) as unknown as Drawn;
  function Later(props: Props) {
    const [attempt, setAttempt] = useState(0);
    // A new attempt is what makes a new lazy part.
    const Part = useMemo(makePart, [attempt]);
    const Loaded = loaded;
    const waiting = Loaded ? null : whileLoading(props);
    const wanted = waiting !== null && waiting !== undefined && waiting !== false;
    useEffect(() => {
      if (wanted) askNow();
    }, [wanted]);
    return (
      <PartBoundary onRetry={() => setAttempt((count) => count + 1)}>
        <Suspense fallback={waiting}>{Loaded ? <Loaded {...props} /> : <Part {...props} />}</Suspense>
      </PartBoundary>
    );
  }
  return Object.assign(Later, {
    preload: () => {
      askNow();
      return fetchCode().then(() => undefined);
    },
  });
}
