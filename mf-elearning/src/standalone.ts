import '@atrium/shared-ui/styles.css';
import { runStandalone } from '@atrium/shared-ui';
import * as lifecycles from './app';

void runStandalone('elearning', lifecycles);
