import { createRoot } from 'react-dom/client';
import RuntimePage from './RuntimePage';

// Learners' direct links load this page alone: the player and nothing of the shell or the admin screens.
document.body.style.margin = '0';
const root = document.getElementById('root');
if (root) createRoot(root).render(<RuntimePage pathname={window.location.pathname} />);
