import { useEffect, useRef } from 'react';
import { moveToContentOrigin } from './content-origin-move';
import type { RuntimeRoute } from './runtime-route';

/** The move to the content origin inside a React page (the area's own runtime route); the lean page calls it directly. */
export function ContentOriginMove({ route, contentOrigin }: { route: RuntimeRoute; contentOrigin: string }) {
  const container = useRef<HTMLDivElement>(null);
  // The route is parsed anew on every render; its text decides when to start again.
  const routeKey = JSON.stringify(route);
  useEffect(() => {
    if (container.current) void moveToContentOrigin(container.current, JSON.parse(routeKey) as RuntimeRoute, contentOrigin);
  }, [routeKey, contentOrigin]);
  return <div ref={container} />;
}
