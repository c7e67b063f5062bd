import { createAreaLifecycles } from '@atrium/shared-ui';
import { AreaApp } from './AreaApp';

export const { bootstrap, mount, unmount } = createAreaLifecycles(AreaApp);
