import { createRoot } from 'react-dom/client';
import { Options } from './options.tsx';
import '../popup/popup.css';
import './options.css';

const root = document.getElementById('root');
if (root) createRoot(root).render(<Options />);
