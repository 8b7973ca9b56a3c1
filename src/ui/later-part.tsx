import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { firstScreenShown } from '../core/after-first-screen';
import { PartBoundary } from './PartBoundary';

/**
 * A part the first screen does without (a sheet that opens on a tap): its code is fetched once the first
 * screen is shown, and the part draws nothing until it has come. Code that does not come leaves the spec's
 * retry in its place; each retry is a fresh lazy part (React keeps a lazy part's failure).
 */
export function laterPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  // Typed as the component it stands for: React's lazy types cannot follow a generic component's props.
  const makePart = () => lazy(() => firstScreenShown().then(load).then((component) => ({ default: component }))) as unknown as (props: Props) => ReactNode;
  return function LaterPart(props: Props) {
    const [attempt, setAttempt] = useState(0);
    // A new attempt is what makes a new lazy part.
    const Part = useMemo(makePart, [attempt]);
    return (
      <PartBoundary onRetry={() => setAttempt((count) => count + 1)}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </PartBoundary>
    );
  };
}
