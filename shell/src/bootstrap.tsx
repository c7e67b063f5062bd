import '@atrium/shared-ui/styles.css';
import { createRoot } from 'react-dom/client';
import './messages';
import { useAuth } from '@atrium/shared-ui';
import { ShellChrome } from './chrome/ShellChrome';
import { registerAreas } from './remotes/register-areas';
import { registerRemotesFromManifest } from './remotes/remote-manifest';

async function main(): Promise<void> {
  await Promise.all([useAuth.getState().load(), registerRemotesFromManifest()]);
  registerAreas();
  createRoot(document.getElementById('root')!).render(<ShellChrome />);
}

void main();
