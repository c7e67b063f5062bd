import { createRoot } from 'react-dom/client';
import RuntimePage from './RuntimePage';

// The player's page (index.ts decides).
const root = document.getElementById('root');
if (root) createRoot(root).render(<RuntimePage pathname={window.location.pathname} />);
