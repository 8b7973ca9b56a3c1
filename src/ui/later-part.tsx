import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { firstScreenShown } from '../core/after-first-screen';
import { PartBoundary } from './PartBoundary';

/**
 * A part the first screen does without (a sheet that opens on a tap): its code is fetched once the first
 * screen is shown, and until it has come the part draws `whileLoading` (a sheet opened on a slow network
 * says it is loading), else nothing. Code that does not come leaves the spec's retry in its place; each
 * retry is a fresh lazy part (React keeps a lazy part's failure).
 */
export function laterPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  whileLoading: (props: Props) => ReactNode = () => null,
): ComponentType<Props> {
  // Typed as the component it stands for: React's lazy types cannot follow a generic component's props.
  const makePart = () => lazy(() => firstScreenShown().then(load).then((component) => ({ default: component }))) as unknown as (props: Props) => ReactNode;
  return function LaterPart(props: Props) {
    const [attempt, setAttempt] = useState(0);
    // A new attempt is what makes a new lazy part.
    const Part = useMemo(makePart, [attempt]);
    return (
      <PartBoundary onRetry={() => setAttempt((count) => count + 1)}>
        <Suspense fallback={whileLoading(props)}>
          <Part {...props} />
        </Suspense>
      </PartBoundary>
    );
  };
}
